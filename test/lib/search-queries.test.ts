/**
 * What visitors type, found: each query of test/fixtures/search-queries.json, run against the index
 * built from content/ as the build builds it, must find one of its species among the first five. A
 * search that lost its stemmer, its forgiveness of a misspelling or the words of the species'
 * descriptions fails here, query by query. The found ratio of each kind is printed.
 */
import { searchIndex } from "../../src/lib/guide-search"
import { searchEntryPath, searchFilePath, searchIndexFiles } from "../../src/lib/search-index-files"
import { analyzerFor } from "../../src/lib/search-terms"
import table from "../fixtures/search-queries.json"
import { indexedSpeciesByLanguage } from "../support/content"

const FIRST = 5

/** Each language's index as files on the site, and a reader of them. */
async function builtIndexes() {
  const served = new Map<string, string>()
  for (const [language, species] of indexedSpeciesByLanguage()) {
    let count = 0
    const named = searchIndexFiles(species, await analyzerFor(language), () => `${language}-${count++}`)
    served.set(searchEntryPath(language), JSON.stringify(named.entry))
    for (const [name, text] of named.files) served.set(searchFilePath(name), text)
  }
  return async (path: string) => JSON.parse(served.get(path) ?? "null") as unknown
}

const slugOf = (path: string) => path.split("/").filter(Boolean).pop()!

describe("the guide's search, on the queries visitors type", () => {
  it("finds each query's species among the first five, in every language and of every kind", async () => {
    const read = await builtIndexes()
    const outcomes = await Promise.all(
      table.queries.map(async ({ language, kind, query, finds }) => {
        const { results } = await searchIndex(query, await analyzerFor(language), read, FIRST)
        const shown = results.map(({ path }) => slugOf(path))
        return { language, kind, query, shown, found: finds.some((slug) => shown.includes(slug)) }
      }),
    )
    const kinds = [...new Set(outcomes.map(({ kind }) => kind))]
    const ratios = kinds.map((kind) => {
      const ofKind = outcomes.filter((outcome) => outcome.kind === kind)
      return `${kind} ${ofKind.filter(({ found }) => found).length}/${ofKind.length}`
    })
    console.info(`search queries found in the first ${FIRST}: ${ratios.join(", ")}`)
    expect(
      outcomes.filter(({ found }) => !found).map(({ language, query, shown }) => ({ language, query, shown })),
    ).toEqual([])
  })
})
