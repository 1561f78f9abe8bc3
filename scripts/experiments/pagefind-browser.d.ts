// Types of Pagefind 1.6's browser module, /pagefind/pagefind.js in the bundle the compare scripts
// write and import inside Chromium; the pagefind package types only its Node API. Only what the
// scripts call, after Pagefind's documentation of its JavaScript API.
export interface PagefindResultData {
  url: string
  excerpt: string
  content: string
  meta: Record<string, string>
  filters: Record<string, string[]>
}

export interface PagefindResult {
  id: string
  score: number
  data(): Promise<PagefindResultData>
}

export interface PagefindSearch {
  results: PagefindResult[]
  unfilteredResultCount: number
}

export type PagefindFilter = string | string[] | { any: string[] } | { all: string[] }

export interface Pagefind {
  init(): Promise<void>
  search(term: string | null, options?: { filters?: Record<string, PagefindFilter> }): Promise<PagefindSearch>
}
