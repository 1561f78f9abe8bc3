import { useCallback, useRef, useState } from "react"
import { readAhead, searchIndex, type ReadIndexFile } from "../lib/guide-search"
import { searchEntryPath, type SearchedSpecies } from "../lib/search-index-files"
import { analyzerFor, type Analyzer } from "../lib/search-terms"
import { cachedReader, fetchFromSite } from "../lib/index-files"

export type GuideSearchState =
  | { status: "idle" }
  | { status: "searching"; query: string }
  | { status: "done"; query: string; count: number; results: SearchedSpecies[] }
  | { status: "unavailable" }

/** How many results are shown; the count says how many there are. */
const SHOWN = 20
/**
 * Searches wait this long after the last keystroke, so a word typed fast is searched once. Half of
 * the 300 ms a result has to be on screen after the last keystroke at 4x CPU (docs/search.md).
 */
const DEBOUNCE_MS = 100

/**
 * Search across the guide's species in the page's language. Nothing is downloaded until the first
 * search: then the language's entry file and the parts of the index its words need (a few KB at
 * 10,000 species; docs/architecture.md, "Search"). A search that a newer one overtakes is dropped; an index that
 * cannot be read (a build without one: `npm run develop`) leaves the list below, which works
 * without search.
 */
export function useGuideSearch(language: string, read: ReadIndexFile = fetchFromSite) {
  const [state, setState] = useState<GuideSearchState>({ status: "idle" })
  const reader = useRef<ReadIndexFile | null>(null)
  const analyzer = useRef<Promise<Analyzer> | null>(null)
  const latest = useRef("")
  const search = useCallback(
    async (query: string) => {
      latest.current = query
      if (query.trim() === "") {
        setState({ status: "idle" })
        return
      }
      setState({ status: "searching", query })
      reader.current ??= cachedReader(read)
      analyzer.current ??= analyzerFor(language)
      // What the search will need loads while the visitor types (readAhead); a failure shows when
      // the search itself reads it.
      const cached = reader.current
      Promise.all([analyzer.current, cached(searchEntryPath(language))])
        .then(([words]) => readAhead(query, words, cached))
        .catch(() => undefined)
      await new Promise((resolve) => setTimeout(resolve, DEBOUNCE_MS))
      if (latest.current !== query) return
      try {
        const { count, results } = await searchIndex(query, await analyzer.current, reader.current, SHOWN)
        if (latest.current !== query) return
        setState({ status: "done", query, count, results })
      } catch {
        // Read the entry again next time: after a deploy, the files an entry read before named are gone.
        reader.current = null
        analyzer.current = null
        if (latest.current === query) setState({ status: "unavailable" })
      }
    },
    [language, read],
  )
  return { state, search }
}
