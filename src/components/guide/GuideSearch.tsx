import { useEffect, useRef, useState } from "react"
import { fillTemplate } from "../../lib/fill-template"
import { useGuideSearch } from "../../hooks/useGuideSearch"
import type { ReadIndexFile } from "../../lib/guide-search"
import { namesNotInsect } from "../../lib/not-insects"
import SpeciesLink from "./SpeciesLink"

interface GuideSearchProps {
  /** The page's language: the index searched is this language's. */
  language: string
  label: string
  /** "{count} species match “{query}”." */
  resultsText: string
  /** "No species matches “{query}”." */
  noResultsText: string
  /** When nothing is found: what to try instead. */
  tryText: string
  /** When nothing is found for a query that names one of `notInsectWords`: the guide covers insects. */
  notInsectText: string
  notInsectWords: readonly string[]
  /** Offered when nothing is found: the list of every species, and the app, which names an insect from a photo. */
  browseLink: { label: string; href: string }
  appLink: { label: string; href: string }
  unavailableText: string
  /** Each level's name, for the results' badges. */
  levelLabels: Readonly<Record<string, string>>
  /** How the index's files are read, for tests; from the site by default. */
  readIndexFile?: ReadIndexFile
}

/**
 * The guide's search field, a search landmark (`role`, not the <search> element, which browsers
 * before 2023 do not expose as one). Hidden without JavaScript (the `js` class on <html>, set before the first
 * paint, so it takes its place without moving anything); the list below it needs none.
 */
export default function GuideSearch(props: GuideSearchProps) {
  const { language, label, resultsText, noResultsText, unavailableText, levelLabels, readIndexFile } = props
  const { browseLink, appLink, tryText, notInsectText, notInsectWords } = props
  const [query, setQuery] = useState("")
  const { state, search } = useGuideSearch(language, readIndexFile)
  const field = useRef<HTMLInputElement>(null)
  // The field shows before the page's JavaScript starts, and words typed then are in it but were
  // never an input event React saw: once it has taken over, search for them as if just typed.
  useEffect(() => {
    const typed = field.current?.value ?? ""
    if (typed === "") return
    setQuery(typed)
    void search(typed)
  }, [search])
  const message =
    state.status === "unavailable"
      ? unavailableText
      : state.status === "done"
        ? fillTemplate(
            // A spider or a tick has no page, though a page may mention one (a wasp that hunts spiders).
            namesNotInsect(state.query, notInsectWords)
              ? `${notInsectText}${state.count > 0 ? ` ${resultsText}` : ""}`
              : state.count > 0
                ? resultsText
                : `${noResultsText} ${tryText}`,
            { count: String(state.count), query: state.query },
          )
        : ""
  return (
    <div role="search" className="guide-search mt-8">
      <label htmlFor="guide-search-field" className="block font-semibold text-ink">
        {label}
      </label>
      <input
        id="guide-search-field"
        ref={field}
        type="search"
        value={query}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => {
          setQuery(event.target.value)
          void search(event.target.value)
        }}
        className="mt-2 w-full rounded-lg border border-field bg-surface px-4 py-3 text-ink"
      />
      <p role="status" className="mt-2 text-muted">
        {message}
      </p>
      {state.status === "done" && state.results.length > 0 ? (
        <ul className="mt-2">
          {state.results.map((result) => (
            <SpeciesLink
              key={result.path}
              species={{
                slug: result.path,
                order: "",
                path: result.path,
                commonName: result.commonName,
                scientificName: result.scientificName,
                level: result.level,
                levelLabel: levelLabels[result.level] ?? result.level,
              }}
            />
          ))}
        </ul>
      ) : null}
      {state.status === "done" && state.count === 0 ? (
        <ul className="mt-2 space-y-1">
          {[browseLink, appLink].map(({ label: linkLabel, href }) => (
            <li key={href}>
              <a href={href} className="text-leaf-700 underline underline-offset-2">
                {linkLabel}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
