import { graphql, type HeadProps, type PageProps } from "gatsby"
import Layout from "../components/Layout"
import TextColumn from "../components/TextColumn"
import Breadcrumbs from "../components/guide/Breadcrumbs"
import GuidePageHead from "../components/guide/GuidePageHead"
import KeyQuestion from "../components/key/KeyQuestion"
import KeyResultItem, { type KeyListedSpecies } from "../components/key/KeyResultItem"
import ShapeChoices from "../components/key/ShapeChoices"
import { useHydrated } from "../hooks/useHydrated"
import { useIdentificationKey } from "../hooks/useIdentificationKey"
import { appLinkOrHome } from "../lib/app-stores"
import { fillTemplate } from "../lib/fill-template"
import { memoizeByObject } from "../lib/memoize"
import { GUIDE_PATH, inBuiltOrder, keyPath } from "../lib/guide"
import type { KeyResult } from "../lib/key-index"
import {
  KEY_QUESTIONS,
  SHAPE_DRAWINGS,
  SHAPES,
  answerLabelKey,
  answersOf,
  type KeyChoices,
  type KeyQuestion as Question,
} from "../lib/key-traits"
import { fallbackLangs, localizedPath } from "../lib/languages"
import { required } from "../lib/required"
import { breadcrumbList } from "../lib/structured-data"

type Site = NonNullable<Queries.KeyPageQuery["siteConfig"]>

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

/** An answer's label in the page's language: content's key labels, and the months' names. */
function answerLabel(site: Site, question: Question, answer: string): string {
  const { key } = site
  const labels: Record<Question, Readonly<Record<string, string>>> = {
    shape: key.shapes,
    colour: key.colours,
    pattern: key.patterns,
    size: key.sizes,
    place: key.places,
    encounter: key.encounters,
    month: Object.fromEntries(site.monthNames.map((name, index) => [String(index + 1), name])),
  }
  return labels[question][question === "month" ? answer : answerLabelKey(answer)] ?? answer
}

/**
 * Each question's heading and its answers' labels, in the page's language. This and the other
 * parts below are remembered by the objects they are made from (the page's data, the key's state),
 * and the components they feed are memoized: a choice re-renders what it changes (the count, the
 * lists), not the fourteen drawn shapes and fifty answers of the form.
 */
const questionsOf = memoizeByObject((site: Site, _: void) =>
  KEY_QUESTIONS.map(({ question, trait, answers }) => ({
    question,
    trait,
    heading: site.key[`${question}Heading`],
    answers: (answers as readonly string[]).map((answer) => ({ answer, label: answerLabel(site, question, answer) })),
  })),
)

type Questions = ReturnType<typeof questionsOf>

const headingOf = (questions: Questions, question: Question) =>
  questions.find((entry) => entry.question === question)!.heading

/** The labels of a question's answers, joined: "black, yellow". */
function answerLabels(questions: Questions, question: Question, answers: readonly string[]): string {
  const labels = questions.find((entry) => entry.question === question)!.answers
  return answers.map((answer) => labels.find((entry) => entry.answer === answer)?.label ?? answer).join(", ")
}

/** The shape buttons: each shape's label, its page and its drawing. */
const shapeChoicesOf = memoizeByObject((site: Site, _: void) =>
  SHAPES.map((shape) => ({
    shape,
    label: answerLabel(site, "shape", shape),
    path: keyPath(site.language, site.defaultLanguage, shape),
    order: SHAPE_DRAWINGS[shape],
  })),
)

/** Each question's toggle, made once for the key's own (which stays the same). */
const togglesOf = memoizeByObject(
  (toggle: (question: Question, answer: string) => void, _: void) =>
    Object.fromEntries(
      KEY_QUESTIONS.map(({ question }) => [question, (answer: string) => toggle(question, answer)]),
    ) as Record<Question, (answer: string) => void>,
)

/** Species the key found, as its lists show them: the level in words, and the choice a close match misses. */
const listedOf = memoizeByObject((results: readonly KeyResult[], site: Site): KeyListedSpecies[] => {
  const levelLang = fallbackLangs(site, "guide.levels")
  return results.map((result) => ({
    ...result,
    levelLabel: site.guide.levels[result.level as keyof typeof site.guide.levels],
    missesText: result.missed
      ? fillTemplate(site.key.missesText, { question: headingOf(questionsOf(site), result.missed) })
      : undefined,
    lang: { levelLabel: levelLang[result.level] },
  }))
})

/** As built: a shape page's species with what the key knows of each, in the guide's order. */
const builtSpeciesOf = memoizeByObject((data: Queries.KeyPageQuery, slugs: readonly string[]): KeyListedSpecies[] => {
  const site = required(data.siteConfig, "content/site.json")
  const questions = questionsOf(site)
  const levelLang = fallbackLangs(site, "guide.levels")
  return inBuiltOrder(data.species, slugs).map((node) => {
    const answers = answersOf(node)
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

/** No answer chosen, and no species listed: the same array every render, so a memoized part keeps it. */
const NO_ANSWERS: readonly string[] = []
const NO_SPECIES: readonly KeyListedSpecies[] = []

/** The breadcrumbs of the key's page, or of a shape's page, whose last crumb is the shape. */
function trailOf(site: Site, shape: string | undefined) {
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
  const hydrated = useHydrated()
  const questions = questionsOf(site)
  const basePath = keyPath(site.language, site.defaultLanguage)
  const builtChoices: KeyChoices = pageContext.shape ? { shape: [pageContext.shape] } : {}
  const { choices, state, toggle, clear } = useIdentificationKey(site.language, basePath, builtChoices)
  const toggles = togglesOf(toggle)
  const builtSpecies = builtSpeciesOf(data, pageContext.slugs)
  // As built, the count's text comes from the build: formatting a number here would load the
  // locale's data while the page hydrates, one long task on a phone.
  const answer = state.status === "done" ? state : state.status === "reading" ? state.shown : undefined
  // The count of a choice being read shows as soon as it is known, before its species are read: the
  // species listed until then are the last answer's, or the page's as built.
  const count = state.status === "reading" && state.count !== undefined ? state.count : answer?.count
  const found = {
    count: count ?? (pageContext.shape ? builtSpecies.length : pageContext.speciesCount),
    countText: count === undefined ? pageContext.countText : count.toLocaleString(site.locale),
    exact: answer ? listedOf(answer.exact, site) : builtSpecies,
    close: answer ? listedOf(answer.close, site) : NO_SPECIES,
  }
  const anyChosen = Object.values(choices).some((answers) => answers.length > 0)
  const appLink = appLinkOrHome(site.app.stores ?? [], site)
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
        <form method="get" action={basePath} aria-label={key.title}>
          {questions.map(({ question, heading, answers }) =>
            question === "shape" ? (
              <ShapeChoices
                key={question}
                heading={heading}
                shapes={shapeChoicesOf(site)}
                chosen={choices.shape ?? NO_ANSWERS}
                onToggle={toggles.shape}
                hydrated={hydrated}
                lang={keyLang.shapeHeading}
              />
            ) : (
              <KeyQuestion
                key={question}
                question={question}
                heading={heading}
                answers={answers}
                chosen={choices[question] ?? NO_ANSWERS}
                onToggle={toggles[question]}
                disabled={!hydrated}
                lang={keyLang[`${question}Heading`]}
              />
            ),
          )}
        </form>
        <section aria-labelledby="key-results" aria-busy={state.status === "reading" || undefined} className="mt-10">
          <h2
            id="key-results"
            className="text-2xl font-bold text-forest-900"
            aria-live="polite"
            lang={keyLang.matchCount}
          >
            {fillTemplate(key.matchCount, { count: found.countText })}
          </h2>
          {hydrated && anyChosen ? (
            <button type="button" onClick={clear} className="mt-2 text-leaf-700 underline underline-offset-2">
              {key.clearLink}
            </button>
          ) : null}
          {state.status === "unavailable" ? <p className="mt-4">{guide.searchUnavailable}</p> : null}
          {anyChosen && found.count === 0 ? <p className="mt-4">{key.noneText}</p> : null}
          {found.exact.length > 0 ? (
            <ul aria-label={key.exactHeading} className="mt-4">
              {found.exact.map((species) => (
                <KeyResultItem key={species.path} species={species} />
              ))}
            </ul>
          ) : null}
          {found.close.length > 0 ? (
            <>
              <h3 className="mt-8 text-lg font-semibold text-forest-900" lang={keyLang.closeHeading}>
                {key.closeHeading}
              </h3>
              <ul className="mt-2">
                {found.close.map((species) => (
                  <KeyResultItem key={species.path} species={species} />
                ))}
              </ul>
            </>
          ) : null}
          {anyChosen && found.count !== 1 ? (
            <p className="mt-8 rounded-lg border border-line p-4 font-semibold" lang={keyLang.appPrompt}>
              {key.appPrompt}{" "}
              <a href={appLink} className="text-leaf-700 underline underline-offset-2" lang={keyLang.appLink}>
                {key.appLink}
              </a>
            </p>
          ) : null}
        </section>
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
      slug
      language
      untranslated
      commonName
      scientificName
      order
      safety {
        level
      }
      sizeMm {
        min
        max
      }
      months
      traits {
        shapes
        colours
        patterns
        places
        encounters
      }
    }
    siteConfig(language: { eq: $language }) {
      monthNames
      ...KeyCopy
    }
    ...GuidePageFrame
  }
`
