import { useHydrated } from "../../hooks/useHydrated"
import { useIdentificationKey } from "../../hooks/useIdentificationKey"
import { fillTemplate } from "../../lib/fill-template"
import { numberFormat } from "../../lib/guide"
import type { KeyResult } from "../../lib/key-index"
import { headingOf, questionsOf, shapeChoicesOf, type KeySite } from "../../lib/key-labels"
import { KEY_QUESTIONS, type KeyChoices, type KeyQuestion as Question } from "../../lib/key-traits"
import { fallbackLangs } from "../../lib/languages"
import { memoizeByObject } from "../../lib/memoize"
import KeyQuestion from "./KeyQuestion"
import KeyResultItem, { type KeyListedSpecies } from "./KeyResultItem"
import ShapeChoices from "./ShapeChoices"

interface IdentificationKeyProps {
  site: KeySite
  /** The key's own path in the page's language, where its form goes and its choices are recorded. */
  basePath: string
  /** The choices the page was built with: its shape on a shape's page, none on the key itself. */
  builtChoices: KeyChoices
  /** The species the page lists as built (a shape's), and how many fit as the language writes it. */
  builtSpecies: readonly KeyListedSpecies[]
  builtCount: number
  builtCountText: string
  /** Where "Not sure?" sends the visitor: the app's store, or the home's app section. */
  appLink: string
}

/** Each question's toggle, made once for the key's own (which stays the same). */
const togglesOf = memoizeByObject(
  (toggle: (question: Question, answer: string) => void, _: void) =>
    Object.fromEntries(
      KEY_QUESTIONS.map(({ question }) => [question, (answer: string) => toggle(question, answer)]),
    ) as Record<Question, (answer: string) => void>,
)

/** Species the key found, as its lists show them: the level in words, and the choice a close match misses. */
const listedOf = memoizeByObject((results: readonly KeyResult[], site: KeySite): KeyListedSpecies[] => {
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

/** No answer chosen, and no species listed: the same array every render, so a memoized part keeps it. */
const NO_ANSWERS: readonly string[] = []
const NO_SPECIES: readonly KeyListedSpecies[] = []

/**
 * The key's questions and the species that fit the answers chosen: how many, those that fit every
 * choice, then those that miss one, naming it, and the app for whoever is still unsure. It holds the
 * key's state (useIdentificationKey), so that a choice re-renders the key and not the page around it.
 */
export default function IdentificationKey({
  site,
  basePath,
  builtChoices,
  builtSpecies,
  builtCount,
  builtCountText,
  appLink,
}: IdentificationKeyProps) {
  const { key, guide } = site
  const keyLang = fallbackLangs(site, "key")
  const hydrated = useHydrated()
  const { choices, state, toggle, clear } = useIdentificationKey(site.language, site.locale, basePath, builtChoices)
  const toggles = togglesOf(toggle)
  // As built, the count's text comes from the build: formatting a number here would load the
  // locale's data while the page hydrates, one long task on a phone.
  const answer = state.status === "done" ? state : state.status === "reading" ? state.shown : undefined
  // The count of a choice being read shows as soon as it is known, before its species are read: the
  // species listed until then are the last answer's, or the page's as built.
  const count = state.status === "reading" && state.count !== undefined ? state.count : answer?.count
  const found = {
    count: count ?? builtCount,
    countText: count === undefined ? builtCountText : numberFormat(site.locale).format(count),
    exact: answer ? listedOf(answer.exact, site) : builtSpecies,
    close: answer ? listedOf(answer.close, site) : NO_SPECIES,
  }
  const anyChosen = Object.values(choices).some((answers) => answers.length > 0)
  return (
    <>
      <form method="get" action={basePath} aria-label={key.title}>
        {questionsOf(site).map(({ question, heading, answers }) =>
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
    </>
  )
}
