import { useCallback, useRef, useState } from "react"

/** One species found, from the meta its page gives Pagefind (species-page.tsx). */
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

/** What the guide uses of Pagefind's browser API (pagefind.app/docs/api/). */
export interface PagefindApi {
  debouncedSearch: (
    query: string,
    options?: object,
    delayMs?: number,
  ) => Promise<{ results: Array<{ data: () => Promise<PagefindResultData> }> } | null>
}

interface PagefindResultData {
  url: string
  meta: Record<string, string | undefined>
}

/** Pagefind's script, written by the build beside the pages (src/node/host/search-index.ts). */
export const PAGEFIND_SCRIPT = "/pagefind/pagefind.js"

/** How many results are shown; the count says how many there are. */
const SHOWN = 20
/** Pagefind waits this long after the last keystroke, so a word typed fast is searched once. */
const DEBOUNCE_MS = 150

function loadPagefind(): Promise<PagefindApi> {
  // Fetched from the site, not bundled: the index and its script are written after the bundles.
  return import(/* webpackIgnore: true */ PAGEFIND_SCRIPT) as Promise<PagefindApi>
}

function toResult({ url, meta }: PagefindResultData): GuideSearchResult {
  return {
    url,
    commonName: meta.title ?? url,
    scientificName: meta.scientificName ?? "",
    level: meta.level ?? "",
  }
}

/**
 * Search across the guide's species in the page's language. Nothing is downloaded until the first
 * search: then Pagefind's script, its WebAssembly and the index chunks the words need. A search that
 * a newer one overtakes is dropped; a Pagefind that cannot start (a host whose policy forbids its
 * WebAssembly) leaves the list below, which works without search.
 */
export function useGuideSearch(load: () => Promise<PagefindApi> = loadPagefind) {
  const [state, setState] = useState<GuideSearchState>({ status: "idle" })
  const pagefind = useRef<Promise<PagefindApi> | null>(null)
  const latest = useRef("")
  const search = useCallback(
    async (query: string) => {
      latest.current = query
      if (query.trim() === "") {
        setState({ status: "idle" })
        return
      }
      setState({ status: "searching", query })
      try {
        pagefind.current ??= load()
        const found = await (await pagefind.current).debouncedSearch(query, {}, DEBOUNCE_MS)
        if (found === null || latest.current !== query) return
        const results = await Promise.all(found.results.slice(0, SHOWN).map((result) => result.data()))
        if (latest.current !== query) return
        setState({ status: "done", query, count: found.results.length, results: results.map(toResult) })
      } catch {
        setState({ status: "unavailable" })
      }
    },
    [load],
  )
  return { state, search }
}
