// Types of the part of itemsjs 2.4 (which ships none) that key-libraries-compare.mjs uses: faceted
// search over items held in memory. Read off its README and dist/index.modern.js.
declare module "itemsjs" {
  /** One filter (facet) of the configuration; `conjunction: false` makes its values OR, not AND. */
  export interface Aggregation {
    title?: string
    size?: number
    conjunction?: boolean
  }

  export interface Configuration {
    aggregations?: Record<string, Aggregation>
    searchableFields?: string[]
    native_search_enabled?: boolean
  }

  export interface SearchOptions {
    query?: string
    filters?: Record<string, readonly string[]>
    per_page?: number
    page?: number
  }

  export interface SearchResult<Item> {
    pagination: { per_page: number; page: number; total: number }
    data: { items: Item[]; aggregations: Record<string, unknown> }
  }

  export interface Engine<Item> {
    search(options?: SearchOptions): SearchResult<Item>
  }

  export default function itemsjs<Item extends object>(items: Item[], configuration?: Configuration): Engine<Item>
}
