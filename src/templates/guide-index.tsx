import { graphql, type HeadProps, type PageProps } from "gatsby"
import Layout from "../components/Layout"
import TextColumn from "../components/TextColumn"
import Breadcrumbs from "../components/guide/Breadcrumbs"
import GuidePageHead from "../components/guide/GuidePageHead"
import GuideSearch from "../components/guide/GuideSearch"
import GuidePageNavigation from "../components/guide/GuidePageNavigation"
import SafetyFilter, { filterTargetId } from "../components/guide/SafetyFilter"
import SpeciesLink, { type SpeciesEntry } from "../components/guide/SpeciesLink"
import KeyLink from "../components/key/KeyLink"
import { appLinkOrHome } from "../lib/app-stores"
import { GUIDE_PATH, inBuiltOrder, keyPath, ordersInGuideOrder, pageRangeText, speciesPath } from "../lib/guide"
import { fallbackLangs, localizedPath } from "../lib/languages"
import { required } from "../lib/required"
import { breadcrumbList } from "../lib/structured-data"

type Site = NonNullable<Queries.GuideIndexQuery["siteConfig"]>

/** What createGuidePages gives each page of the index besides its query's variables. */
interface GuideIndexContext {
  /** Every page of the index in this language when there are several (none when one page lists all). */
  pages: ReadonlyArray<{ path: string; first: string; last: string }>
  /** The page's species, in the guide's order. */
  slugs: string[]
}

const LEVELS = ["dangerous", "caution", "harmless"] as const

/** The page of the index at `path`, when the guide has several. */
function pageAt(pages: GuideIndexContext["pages"], path: string) {
  return pages.find((page) => page.path === path)
}

function trailOf(site: Site, pages: GuideIndexContext["pages"], path: string) {
  const inLanguage = (to: string) => localizedPath(to, site.language, site.defaultLanguage)
  const trail = [
    { name: site.guide.homeLabel, path: inLanguage("/") },
    { name: site.guide.title, path: inLanguage(GUIDE_PATH) },
  ]
  const page = pageAt(pages, path)
  return page && page.path !== inLanguage(GUIDE_PATH)
    ? [...trail, { name: pageRangeText(site.guide.pageRange, page), path: page.path }]
    : trail
}

/** The first letter a name sorts under in the language: "É" under E. */
function initialOf(name: string, locale: string): string {
  return name.charAt(0).toLocaleUpperCase(locale).normalize("NFD").charAt(0)
}

/**
 * A page of the insect guide's index in one language: its species from A to Z and, when one page
 * lists the whole guide, by order too, each with its safety level, and a filter by level that works
 * without JavaScript (SafetyFilter). A longer guide continues on further pages (GuidePageNavigation).
 */
export default function GuideIndex({
  data,
  location,
  pageContext,
}: PageProps<Queries.GuideIndexQuery, GuideIndexContext>) {
  const site = required(data.siteConfig, "content/site.json")
  const { guide } = site
  const guideLang = fallbackLangs(site, "guide")
  const { pages } = pageContext
  const species: SpeciesEntry[] = inBuiltOrder(data.species, pageContext.slugs).map((node) => {
    const lang = fallbackLangs({ ...node, defaultLanguage: site.defaultLanguage }, "")
    return {
      slug: node.slug,
      order: node.order,
      path: speciesPath(node.slug, site.language, site.defaultLanguage),
      commonName: node.commonName,
      scientificName: node.scientificName,
      level: node.safety.level,
      levelLabel: guide.levels[node.safety.level as keyof typeof guide.levels],
      lang: { commonName: lang.commonName, levelLabel: fallbackLangs(site, "guide.levels")[node.safety.level] },
    }
  })
  const orders = ordersInGuideOrder(
    guide.orders,
    data.species.map(({ order }) => order),
  )
    .map(({ name, label }) => ({ name, label, species: species.filter((entry) => entry.order === name) }))
    .filter(({ species: members }) => members.length > 0)
  const letters = [...new Set(species.map(({ commonName }) => initialOf(commonName, site.locale)))]
  const appLink = appLinkOrHome(site.app.stores ?? [], site)
  return (
    <Layout site={site} frame={data} currentPath={location.pathname}>
      <TextColumn as="div">
        <Breadcrumbs label={guide.breadcrumbLabel} trail={trailOf(site, pages, location.pathname)} />
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-forest-900 sm:text-5xl" lang={guideLang.title}>
          {guide.title}
        </h1>
        <p className="mt-4 text-lg text-muted" lang={guideLang.intro}>
          {guide.intro}
        </p>
        <KeyLink
          to={keyPath(site.language, site.defaultLanguage)}
          text={site.key.linkText}
          lang={fallbackLangs(site, "key").linkText}
        />
        <GuideSearch
          language={site.language}
          label={guide.searchLabel}
          resultsText={guide.searchResults}
          noResultsText={guide.searchNoResults}
          tryText={guide.searchTryText}
          notInsectText={guide.searchNotInsectText}
          notInsectWords={guide.notInsectWords}
          browseLink={{ label: guide.searchBrowseLink, href: "#species" }}
          appLink={{ label: guide.searchAppLink, href: appLink }}
          unavailableText={guide.searchUnavailable}
          levelLabels={guide.levels}
        />
        {pages.length > 0 ? (
          <GuidePageNavigation
            label={guide.pagesLabel}
            rangeText={guide.pageRange}
            pages={pages}
            currentPath={location.pathname}
          />
        ) : null}
        <SafetyFilter
          label={guide.filterLabel}
          allLabel={guide.allLevelsLabel}
          levels={LEVELS.map((level) => ({ level, label: guide.levels[level] }))}
        />
        <nav aria-label={guide.alphabetLabel} className="mt-4">
          <ul className="flex flex-wrap gap-1">
            {letters.map((letter) => (
              <li key={letter}>
                <a
                  href={`#letter-${letter}`}
                  className="inline-flex h-9 min-w-9 items-center justify-center rounded border border-line font-semibold text-leaf-700 hover:bg-leaf-100"
                >
                  {letter}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {LEVELS.map((level) => (
          <span key={level} id={filterTargetId(level)} className="filter-target" />
        ))}
        <div id="species" className="species-lists">
          {pages.length > 0 ? null : (
            <section aria-labelledby="by-order-heading" className="mt-10">
              <h2 id="by-order-heading" className="text-2xl font-bold text-forest-900" lang={guideLang.byOrderHeading}>
                {guide.byOrderHeading}
              </h2>
              {orders.map((order) => (
                <section
                  key={order.name}
                  aria-labelledby={`order-${order.name}`}
                  id={`order-${order.name.toLowerCase()}`}
                  className="species-group mt-6"
                >
                  <h3 id={`order-${order.name}`} className="text-lg font-semibold text-forest-900">
                    {order.label ?? <span lang="la">{order.name}</span>}
                    {order.label ? (
                      <>
                        {" "}
                        <span className="text-sm font-normal text-muted" lang="la">
                          ({order.name})
                        </span>
                      </>
                    ) : null}
                  </h3>
                  <ul>
                    {order.species.map((entry) => (
                      <SpeciesLink key={entry.slug} species={entry} />
                    ))}
                  </ul>
                </section>
              ))}
            </section>
          )}
          <section aria-labelledby="a-z-heading" className="mt-12">
            <h2 id="a-z-heading" className="text-2xl font-bold text-forest-900" lang={guideLang.alphabeticalHeading}>
              {guide.alphabeticalHeading}
            </h2>
            {letters.map((letter) => (
              <section key={letter} aria-labelledby={`letter-${letter}`} className="species-group mt-6">
                <h3 id={`letter-${letter}`} className="text-lg font-semibold text-forest-900">
                  {letter}
                </h3>
                <ul>
                  {species
                    .filter(({ commonName }) => initialOf(commonName, site.locale) === letter)
                    .map((entry) => (
                      <SpeciesLink key={entry.slug} species={entry} />
                    ))}
                </ul>
              </section>
            ))}
          </section>
        </div>
      </TextColumn>
    </Layout>
  )
}

export function Head({ data, location, pageContext }: HeadProps<Queries.GuideIndexQuery, GuideIndexContext>) {
  const site = required(data.siteConfig, "content/site.json")
  const trail = trailOf(site, pageContext.pages, location.pathname)
  // Each further page is titled by its range, so that no two pages of the index share a title.
  const title = trail.length > 2 ? `${site.guide.title}: ${trail[2]!.name}` : site.guide.title
  return (
    <GuidePageHead
      site={site}
      title={title}
      description={site.guide.description}
      path={location.pathname}
      structuredData={{ "@context": "https://schema.org", ...breadcrumbList(site.siteUrl, trail) }}
    />
  )
}

export const query = graphql`
  query GuideIndex($language: String!, $slugs: [String!]!) {
    species: speciesBySlugs(slugs: $slugs, language: $language) {
      ...SpeciesListItem
      order
    }
    ...GuidePageFrame
  }
`
