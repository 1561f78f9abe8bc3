import { graphql, type HeadProps, type PageProps } from "gatsby"
import Layout from "../components/Layout"
import TextColumn from "../components/TextColumn"
import Breadcrumbs from "../components/guide/Breadcrumbs"
import GuidePageHead from "../components/guide/GuidePageHead"
import IdentificationKey from "../components/key/IdentificationKey"
import type { KeyListedSpecies } from "../components/key/KeyResultItem"
import { appLinkOrHome } from "../lib/app-stores"
import { fillTemplate } from "../lib/fill-template"
import { memoizeByObject } from "../lib/memoize"
import { GUIDE_PATH, inBuiltOrder, keyPath } from "../lib/guide"
import { answerLabel, answerLabels, headingOf, questionsOf, type KeySite } from "../lib/key-labels"
import { KEY_QUESTIONS, allAnswersOf, type KeyChoices } from "../lib/key-traits"
import { fallbackLangs, localizedPath } from "../lib/languages"
import { required } from "../lib/required"
import { breadcrumbList } from "../lib/structured-data"

/** What createGuidePages gives the key's pages besides their query's variables. */
interface KeyPageContext {
  /** The shape of a shape's page; "" on the key itself. */
  shape: string
  /** How many species the guide has in the page's language. */
  speciesCount: number
  /** The species a shape's page lists, in the guide's order; none on the key itself. */
  slugs: string[]
  /** How many species the page lists as built, as the language writes the number. */
  countText: string
}

/** As built: a shape page's species with what the key knows of each, in the guide's order. */
const builtSpeciesOf = memoizeByObject((data: Queries.KeyPageQuery, slugs: readonly string[]): KeyListedSpecies[] => {
  const site = required(data.siteConfig, "content/site.json")
  const questions = questionsOf(site)
  const levelLang = fallbackLangs(site, "guide.levels")
  return inBuiltOrder(data.species, slugs).map((node) => {
    const answers = allAnswersOf(node)
    return {
      path: localizedPath(`${GUIDE_PATH}${node.slug}/`, site.language, site.defaultLanguage),
      commonName: node.commonName,
      scientificName: node.scientificName,
      order: node.order,
      level: node.safety.level,
      levelLabel: site.guide.levels[node.safety.level as keyof typeof site.guide.levels],
      details: KEY_QUESTIONS.filter(({ question }) => question !== "shape").map(({ question, trait }) => ({
        heading: headingOf(questions, question),
        answers: answerLabels(questions, question, answers[trait]),
      })),
      lang: {
        commonName: fallbackLangs({ ...node, defaultLanguage: site.defaultLanguage }, "").commonName,
        levelLabel: levelLang[node.safety.level],
      },
    }
  })
})

/** The choices a page is built with: a shape page's shape. */
const builtChoicesOf = (shape: string): KeyChoices => (shape ? { shape: [shape] } : {})

/** The breadcrumbs of the key's page, or of a shape's page, whose last crumb is the shape. */
function trailOf(site: KeySite, shape: string | undefined) {
  const inLanguage = (path: string) => localizedPath(path, site.language, site.defaultLanguage)
  const trail = [
    { name: site.guide.homeLabel, path: inLanguage("/") },
    { name: site.guide.title, path: inLanguage(GUIDE_PATH) },
    { name: site.key.title, path: keyPath(site.language, site.defaultLanguage) },
  ]
  return shape
    ? [...trail, { name: answerLabel(site, "shape", shape), path: keyPath(site.language, site.defaultLanguage, shape) }]
    : trail
}

/**
 * The identification key ("what did you see?") in one language, and a page of each shape for
 * browsers without JavaScript. The visitor answers any of its questions in any order; the count of
 * species that fit updates with each choice, and the list shows those that fit every choice, then
 * those that miss one, naming it. The choices live in the URL (useIdentificationKey). Without
 * JavaScript the shape buttons submit the key's GET form to the shape's page, which lists that
 * shape's species with the rest of what the key knows of each, and the other questions stay
 * disabled, saying so.
 */
export default function KeyPage({ data, location, pageContext }: PageProps<Queries.KeyPageQuery, KeyPageContext>) {
  const site = required(data.siteConfig, "content/site.json")
  const { key, guide } = site
  const keyLang = fallbackLangs(site, "key")
  const builtSpecies = builtSpeciesOf(data, pageContext.slugs)
  const trail = trailOf(site, pageContext.shape)
  const shapeLabel = trail[3]?.name
  return (
    <Layout site={site} frame={data} currentPath={location.pathname}>
      <TextColumn as="div">
        <Breadcrumbs label={guide.breadcrumbLabel} trail={trail} />
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-forest-900 sm:text-5xl" lang={keyLang.title}>
          {shapeLabel ? `${key.title} ${shapeLabel}` : key.title}
        </h1>
        <p className="mt-4 text-lg text-muted" lang={keyLang.intro}>
          {shapeLabel ? fillTemplate(key.shapePageIntro, { shape: shapeLabel }) : key.intro}
        </p>
        <noscript>
          <p className="mt-4 rounded border border-line p-3 text-sm" lang={keyLang.noScriptNote}>
            {key.noScriptNote}
          </p>
        </noscript>
        <IdentificationKey
          site={site}
          basePath={keyPath(site.language, site.defaultLanguage)}
          builtChoices={builtChoicesOf(pageContext.shape)}
          builtSpecies={builtSpecies}
          builtCount={pageContext.shape ? builtSpecies.length : pageContext.speciesCount}
          builtCountText={pageContext.countText}
          appLink={appLinkOrHome(site.app.stores ?? [], site)}
        />
      </TextColumn>
    </Layout>
  )
}

export function Head({ data, location, pageContext }: HeadProps<Queries.KeyPageQuery, KeyPageContext>) {
  const site = required(data.siteConfig, "content/site.json")
  const trail = trailOf(site, pageContext.shape)
  const title = trail.length > 3 ? `${site.key.title} ${trail[3]!.name}` : site.key.title
  return (
    <GuidePageHead
      site={site}
      title={title}
      description={site.key.description}
      path={location.pathname}
      structuredData={{ "@context": "https://schema.org", ...breadcrumbList(site.siteUrl, trail) }}
    />
  )
}

export const query = graphql`
  query KeyPage($language: String!, $slugs: [String!]!) {
    species: speciesBySlugs(slugs: $slugs, language: $language) {
      ...SpeciesListItem
      order
      sizeMm {
        min
        max
      }
      months
      traits {
        ...KeyTraits
      }
      stages {
        sizeMm {
          min
          max
        }
        months
        traits {
          ...KeyTraits
        }
      }
    }
    siteConfig(language: { eq: $language }) {
      monthNames
      ...KeyCopy
    }
    ...GuidePageFrame
  }
`
