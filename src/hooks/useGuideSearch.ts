import { useCallback, useRef, useState } from "react"
import {
  chunksFor,
  matchingSpecies,
  searchEntryPath,
  searchFilePath,
  searchWords,
  type RecordBlock,
  type SearchIndexEntry,
  type WordChunk,
} from "../lib/guide-search"

/** One species found, as the index's record blocks give it. */
export interface GuideSearchResult {
  url: string
  commonName: string
  scientificName: string
  level: string
}

export type GuideSearchState =
  | { status: "idle" }
  | { status: "searching"; query: string }
  | { status: "done"; query: string; count: number; results: GuideSearchResult[] }
  | { status: "unavailable" }

/** Fetches one of the index's files (a path on the site) and parses it. */
export type FetchJson = (path: string) => Promise<unknown>

/** How many results are shown; the count says how many there are. */
const SHOWN = 20
/** Searches wait this long after the last keystroke, so a word typed fast is searched once. */
const DEBOUNCE_MS = 150

const fetchFromSite: FetchJson = async (path) => {
  const response = await fetch(path)
  if (!response.ok) throw new Error(`${path}: ${response.status}`)
  return response.json()
}

/**
 * One language's index, read as searches need it: the entry file at the first search, then each
 * word chunk and record block once.
 */
function indexReader(language: string, fetchJson: FetchJson) {
  const files = new Map<string, Promise<unknown>>()
  const read = <T>(path: string): Promise<T> => {
    let file = files.get(path)
    if (!file) {
      file = fetchJson(path)
      files.set(path, file)
    }
    return file as Promise<T>
  }
  return async (query: string) => {
    const entry = await read<SearchIndexEntry>(searchEntryPath(language))
    const words = searchWords(query)
    const firsts = entry.chunks.map(([first]) => first)
    const needed = new Set(words.flatMap((word) => chunksFor(word, firsts)))
    const chunks = await Promise.all(
      [...needed].map((chunk) => read<WordChunk>(searchFilePath(entry.chunks[chunk]![1]))),
    )
    const found = matchingSpecies(words, Object.assign({}, ...chunks) as WordChunk)
    const shown = found.slice(0, SHOWN)
    const blocks = new Map<number, RecordBlock>()
    await Promise.all(
      [...new Set(shown.map((number) => Math.floor(number / entry.blockSize)))].map(async (block) => {
        blocks.set(block, await read<RecordBlock>(searchFilePath(entry.blocks[block]!)))
      }),
    )
    const results = shown.map((number) => {
      const [url, commonName, scientificName, level] = blocks.get(Math.floor(number / entry.blockSize))![
        number % entry.blockSize
      ]!
      return { url, commonName, scientificName, level }
    })
    return { count: found.length, results }
  }
}

/**
 * Search across the guide's species in the page's language. Nothing is downloaded until the first
 * search: then the language's entry file and the parts of the index its words need (a few KB at
 * 10,000 species; README, "Search"). A search that a newer one overtakes is dropped; an index that
 * cannot be read (a build without one: `npm run develop`) leaves the list below, which works
 * without search.
 */
export function useGuideSearch(language: string, fetchJson: FetchJson = fetchFromSite) {
  const [state, setState] = useState<GuideSearchState>({ status: "idle" })
  const reader = useRef<ReturnType<typeof indexReader> | null>(null)
  const latest = useRef("")
  const search = useCallback(
    async (query: string) => {
      latest.current = query
      if (query.trim() === "") {
        setState({ status: "idle" })
        return
      }
      setState({ status: "searching", query })
      await new Promise((resolve) => setTimeout(resolve, DEBOUNCE_MS))
      if (latest.current !== query) return
      try {
        reader.current ??= indexReader(language, fetchJson)
        const { count, results } = await reader.current(query)
        if (latest.current !== query) return
        setState({ status: "done", query, count, results })
      } catch {
        // Read the entry again next time: after a deploy, the files an entry read before named are gone.
        reader.current = null
        if (latest.current === query) setState({ status: "unavailable" })
      }
    },
    [language, fetchJson],
  )
  return { state, search }
}
