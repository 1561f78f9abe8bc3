import { graphql, type HeadProps, type PageProps } from "gatsby"
import Layout from "../components/Layout"
import TextColumn from "../components/TextColumn"
import StoreLinks from "../components/app/StoreLinks"
import Breadcrumbs from "../components/guide/Breadcrumbs"
import GuidePageHead from "../components/guide/GuidePageHead"
import LookalikeList from "../components/guide/LookalikeList"
import KeyLink from "../components/key/KeyLink"
import MonthStrip from "../components/guide/MonthStrip"
import GuideSection from "../components/guide/GuideSection"
import OrderDrawing from "../components/guide/OrderDrawing"
import OtherNameNotes from "../components/guide/OtherNameNotes"
import OtherNames from "../components/guide/OtherNames"
import SafetyAnswer from "../components/guide/SafetyAnswer"
import SpeciesPhoto from "../components/guide/SpeciesPhoto"
import SpeciesStage from "../components/guide/SpeciesStage"
import type { ImageResizer } from "../lib/cdn-image"
import { fillTemplate } from "../lib/fill-template"
import { GUIDE_PATH, hazardKey, keyPath, speciesPath } from "../lib/guide"
import { fallbackLangs, localizedPath } from "../lib/languages"
import { required } from "../lib/required"
import { speciesStructuredData } from "../lib/structured-data"

type Species = NonNullable<Queries.SpeciesPageQuery["species"]>
type Site = NonNullable<Queries.SpeciesPageQuery["siteConfig"]>

/** The species' texts that show the default language's words, by path, for `lang`. */
function speciesLangs(site: Site, species: Pick<Species, "language" | "untranslated">, group: string) {
  return fallbackLangs({ ...species, defaultLanguage: site.defaultLanguage }, group)
}

/**
 * "17–32 mm", or "25 mm" where the sources give one figure: the figures as the language writes
 * numbers, formatted at build (Species.localSize).
 */
function sizeText(
  guide: Site["guide"],
  { min, max }: Pick<Species["sizeMm"], "min" | "max">,
  local: Species["localSize"],
): string {
  return min === max
    ? fillTemplate(guide.sizeValueExact, { size: local.min })
    : fillTemplate(guide.sizeValue, { min: local.min, max: local.max })
}

/** Home, the guide, the species: the breadcrumbs and their structured data. */
function trailOf(site: Site, species: Species) {
  const inLanguage = (path: string) => localizedPath(path, site.language, site.defaultLanguage)
  return [
    { name: site.guide.homeLabel, path: inLanguage("/") },
    { name: site.guide.title, path: inLanguage(GUIDE_PATH) },
    { name: species.commonName, path: speciesPath(species.slug, site.language, site.defaultLanguage) },
  ]
}

/** The page's context: each name the species shares, and the slugs of the species it shares it with. */
interface SpeciesPageContext {
  sharedNames: readonly string[]
  sharedNameSlugs: readonly string[]
}

/**
 * The species' common name and other names, each with the guide's other species that go by it (the
 * page's context names them: species/guide-pages.ts).
 */
function namesOf(
  site: Site,
  species: Species,
  sharers: Queries.SpeciesPageQuery["nameSharers"],
  context: SpeciesPageContext,
) {
  const own = [{ name: species.commonName, alsoUsedFor: null }, ...(species.otherNames ?? [])]
  return own.map(({ name, alsoUsedFor }) => {
    const slugs = context.sharedNameSlugs[context.sharedNames.indexOf(name)]?.split(" ") ?? []
    const sharedWith = sharers
      .filter(({ slug }) => slugs.includes(slug))
      .map((other) => ({
        path: speciesPath(other.slug, site.language, site.defaultLanguage),
        commonName: other.commonName,
      }))
    return { name, alsoUsedFor, sharedWith }
  })
}

/** The species' sources, then the pages that back its other names, each page once. */
function sourcesOf(species: Species) {
  const listed = new Set(species.sources.map(({ url }) => url))
  const named = new Map<string, string[]>()
  for (const { name, source } of species.otherNames ?? []) {
    if (!listed.has(source)) named.set(source, [...(named.get(source) ?? []), `“${name}”`])
  }
  return [
    ...species.sources,
    ...[...named].map(([url, names]) => ({ url, title: `${names.join(", ")} – ${new URL(url).hostname}` })),
  ]
}

/**
 * One species of the insect guide in one language (src/node/content/species/guide-pages.ts): first the
 * answer to "is it dangerous?", then how to recognise it, where and when it lives, and its lookalikes.
 */
export default function SpeciesPage({
  data,
  location,
  pageContext,
}: PageProps<Queries.SpeciesPageQuery, SpeciesPageContext>) {
  const site = required(data.siteConfig, "content/site.json")
  const species = required(data.species, "a file in content/species/")
  const { guide } = site
  const lang = speciesLangs(site, species, "")
  const safetyLang = speciesLangs(site, species, "safety")
  const guideLang = fallbackLangs(site, "guide")
  const orderLabel = guide.orders.find(({ name }) => name === species.order)?.label
  const sizeLabelKey = species.sizeMm.measure === "wingspan" ? "wingspanLabel" : "sizeLabel"
  const lookalikes = data.related.map((other) => {
    // A pair is written in one of the two files; the other file's entry points back here.
    const own = species.lookalikes?.find((entry) => entry.species === other.slug)
    const theirs = other.lookalikes?.find((entry) => entry.species === species.slug)
    const owner = own ? species : other
    const key = `lookalikes[${own ? other.slug : species.slug}]`
    return {
      path: speciesPath(other.slug, site.language, site.defaultLanguage),
      commonName: other.commonName,
      scientificName: other.scientificName,
      level: other.safety.level,
      levelLabel: guide.levels[other.safety.level as keyof typeof guide.levels],
      difference: (own ?? theirs)?.difference ?? "",
      lang: {
        commonName: speciesLangs(site, other, "").commonName,
        difference: speciesLangs(site, owner, key).difference,
        levelLabel: fallbackLangs(site, "guide.levels")[other.safety.level],
      },
    }
  })
  const names = namesOf(site, species, data.nameSharers, pageContext)
  return (
    <Layout site={site} frame={data} currentPath={location.pathname}>
      <TextColumn>
        <Breadcrumbs label={guide.breadcrumbLabel} trail={trailOf(site, species)} />
        <header className="mt-4 flex items-start justify-between gap-4">
          <div className="min-w-0">
            <h1
              className="text-4xl font-extrabold tracking-tight text-forest-900 hyphens-auto sm:text-5xl"
              lang={lang.commonName}
            >
              {species.commonName}
            </h1>
            <p className="mt-2 text-lg text-muted">
              <i lang="la">{species.scientificName}</i>
            </p>
            <OtherNames label={guide.otherNamesLabel} names={names} commonNameFirst />
          </div>
          {species.photo?.image?.publicURL ? (
            <SpeciesPhoto
              src={species.photo.image.publicURL}
              resizedBy={site.images.resizedBy as ImageResizer}
              width={species.photo.image.childImageSharp?.original?.width ?? undefined}
              height={species.photo.image.childImageSharp?.original?.height ?? undefined}
              alt={species.commonName}
              credit={fillTemplate(guide.photoCredit, {
                credit: species.photo.credit,
                licence: species.photo.licence,
              })}
            />
          ) : (
            <OrderDrawing
              order={species.order}
              label={fillTemplate(guide.drawingLabel, { order: orderLabel ?? species.order })}
            />
          )}
        </header>
        <SafetyAnswer
          heading={guide.safetyHeading}
          level={species.safety.level}
          levelLabel={guide.levels[species.safety.level as keyof typeof guide.levels]}
          summary={species.safety.summary}
          hazardsLabel={guide.hazardsLabel}
          hazards={(species.safety.hazards ?? []).map(
            (hazard) => guide.hazards[hazardKey(hazard) as keyof typeof guide.hazards] ?? hazard,
          )}
          adviceHeading={guide.adviceHeading}
          advice={species.safety.advice}
          lang={{ ...safetyLang, heading: guideLang.safetyHeading, adviceHeading: guideLang.adviceHeading }}
        />
        <OtherNameNotes names={names} sharedNameText={guide.sharedNameText} alsoUsedForText={guide.alsoUsedForText} />
        <GuideSection id="recognise-heading" heading={guide.recogniseHeading} headingLang={guideLang.recogniseHeading}>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-semibold" lang={guideLang[sizeLabelKey]}>
              {guide[sizeLabelKey]}
            </dt>
            <dd>{sizeText(guide, species.sizeMm, species.localSize)}</dd>
            <dt className="font-semibold" lang={guideLang.orderLabel}>
              {guide.orderLabel}
            </dt>
            <dd>
              <span lang="la">{species.order}</span>
              {orderLabel ? ` (${orderLabel})` : null}
            </dd>
            <dt className="font-semibold" lang={guideLang.familyLabel}>
              {guide.familyLabel}
            </dt>
            <dd lang="la">{species.family}</dd>
          </dl>
          <ul className="mt-4 list-disc space-y-1 ps-5" lang={lang.features}>
            {species.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </GuideSection>
        {species.stages && species.stages.length > 0 ? (
          <GuideSection id="stages-heading" heading={guide.stagesHeading} headingLang={guideLang.stagesHeading}>
            {species.stages.map((stage) => {
              const stageLang = speciesLangs(site, species, `stages[${stage.stage}]`)
              return (
                <SpeciesStage
                  key={stage.stage}
                  name={guide.stages[stage.stage as keyof typeof guide.stages]}
                  months={stage.months}
                  monthsText={fillTemplate(guide.stageMonthsText, { months: stage.localMonths })}
                  monthInitials={site.monthInitials}
                  sizeLabel={guide.sizeLabel}
                  sizeText={sizeText(guide, stage.sizeMm, stage.localSize)}
                  looks={stage.looks}
                  effectLabel={guide.stageEffectLabel}
                  effect={stage.effect}
                  lang={{
                    name: fallbackLangs(site, "guide.stages")[stage.stage],
                    monthsText: guideLang.stageMonthsText,
                    labels: guideLang.stageEffectLabel,
                    looks: stageLang.looks,
                    effect: stageLang.effect,
                  }}
                />
              )
            })}
          </GuideSection>
        ) : null}
        <GuideSection id="habitat-heading" heading={guide.habitatHeading} headingLang={guideLang.habitatHeading}>
          <dl className="mt-3 space-y-2">
            <dt className="font-semibold" lang={guideLang.habitatsLabel}>
              {guide.habitatsLabel}
            </dt>
            <dd lang={lang.habitats}>{species.habitats.join(" · ")}</dd>
            <dt className="font-semibold" lang={guideLang.regionsLabel}>
              {guide.regionsLabel}
            </dt>
            <dd lang={lang.regions}>{species.regions.join(" · ")}</dd>
          </dl>
          <h3 className="mt-6 text-lg font-semibold text-forest-900" lang={guideLang.monthsHeading}>
            {guide.monthsHeading}
          </h3>
          <MonthStrip
            months={species.months}
            shortNames={site.monthInitials}
            text={fillTemplate(guide.monthsText, { months: species.localMonths })}
            lang={guideLang.monthsText}
          />
        </GuideSection>
        <GuideSection id="behaviour-heading" heading={guide.behaviourHeading} headingLang={guideLang.behaviourHeading}>
          <p className="mt-3" lang={lang.behaviour}>
            {species.behaviour}
          </p>
          <h3 className="mt-6 text-lg font-semibold text-forest-900" lang={guideLang.dietHeading}>
            {guide.dietHeading}
          </h3>
          <p className="mt-2" lang={lang.diet}>
            {species.diet}
          </p>
        </GuideSection>
        {lookalikes.length > 0 ? (
          <GuideSection
            id="lookalikes-heading"
            heading={guide.lookalikesHeading}
            headingLang={guideLang.lookalikesHeading}
          >
            <p className="mt-2 text-muted" lang={guideLang.lookalikesIntro}>
              {guide.lookalikesIntro}
            </p>
            <LookalikeList lookalikes={lookalikes} />
          </GuideSection>
        ) : null}
        <KeyLink
          to={keyPath(site.language, site.defaultLanguage)}
          text={site.key.linkText}
          lang={fallbackLangs(site, "key").linkText}
        />
        <StoreLinks stores={site.app.stores} copy={site.getApp} tone="page" lang={fallbackLangs(site, "getApp")} />
        <section aria-labelledby="sources-heading" className="mt-10 border-t border-line pt-6">
          <h2 id="sources-heading" className="text-lg font-semibold text-forest-900" lang={guideLang.sourcesHeading}>
            {guide.sourcesHeading}
          </h2>
          <ul className="mt-2 space-y-1 text-sm">
            {sourcesOf(species).map((source) => (
              <li key={source.url}>
                <a href={source.url} className="text-leaf-700 underline underline-offset-2" rel="noopener">
                  {source.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </TextColumn>
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Queries.SpeciesPageQuery>) {
  const site = required(data.siteConfig, "content/site.json")
  const species = required(data.species, "a file in content/species/")
  const names = { commonName: species.commonName, scientificName: species.scientificName }
  return (
    <GuidePageHead
      site={site}
      title={fillTemplate(site.guide.speciesTitle, names)}
      description={fillTemplate(site.guide.speciesDescription, { ...names, summary: species.safety.summary })}
      path={location.pathname}
      structuredData={speciesStructuredData({
        siteUrl: site.siteUrl,
        path: location.pathname,
        language: site.language,
        ...names,
        family: species.family,
        order: species.order,
        breadcrumbs: trailOf(site, species),
      })}
    />
  )
}

export const query = graphql`
  query SpeciesPage(
    $slug: String!
    $language: String!
    $locale: String!
    $related: [String!]!
    $nameSharers: [String!]!
  ) {
    species: speciesBySlug(slug: $slug, language: $language) {
      slug
      language
      untranslated
      commonName
      scientificName
      order
      family
      sizeMm {
        min
        max
        measure
      }
      habitats
      regions
      months
      localSize(locale: $locale) {
        min
        max
      }
      localMonths(locale: $locale)
      stages {
        stage
        months
        localMonths(locale: $locale)
        sizeMm {
          min
          max
        }
        localSize(locale: $locale) {
          min
          max
        }
        looks
        effect
      }
      features
      behaviour
      diet
      safety {
        level
        hazards
        summary
        advice
      }
      lookalikes {
        species
        difference
      }
      photo {
        image {
          publicURL
          childImageSharp {
            original {
              width
              height
            }
          }
        }
        credit
        licence
      }
      sources {
        title
        url
      }
      otherNames {
        name
        source
        alsoUsedFor
      }
    }
    nameSharers: speciesBySlugs(slugs: $nameSharers, language: $language) {
      slug
      commonName
    }
    related: speciesBySlugs(slugs: $related, language: $language) {
      ...SpeciesListItem
      lookalikes {
        species
        difference
      }
    }
    ...GuidePageFrame
    siteConfig(language: { eq: $language }) {
      monthInitials
      images {
        resizedBy
      }
    }
  }
`
