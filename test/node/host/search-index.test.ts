import fs from "fs"
import os from "os"
import path from "path"
import { writeSearchIndex, type ListedSpecies } from "../../../src/node/host/search-index"
import { searchIndex } from "../../../src/lib/guide-search"
import { searchEntryPath, type SearchIndexEntry } from "../../../src/lib/search-index-files"
import { keyEntryPath, type KeyIndexEntry } from "../../../src/lib/key-index"
import { analyzerFor } from "../../../src/lib/search-terms"
import { allFilesNamed } from "../../support/search-files"

const species = (slug: string, commonName: string): ListedSpecies => ({
  path: `/insects/${slug}/`,
  commonName,
  scientificName: "Vespa crabro",
  level: "caution",
  order: "Hymenoptera",
  otherNames: [],
  description: [],
  answers: {
    shapes: ["bee-or-wasp"],
    colours: ["brown", "yellow"],
    patterns: ["bands"],
    sizes: ["15-30", "over-30"],
    places: ["garden"],
    months: ["7"],
    encounters: ["stung", "nothing"],
  },
  stageAnswers: [],
  inVisitorsSeasons: true,
})

describe("the search index after a build on the last one's output", () => {
  let publicDir: string
  const read = <T>(sitePath: string) => JSON.parse(fs.readFileSync(path.join(publicDir, sitePath), "utf8")) as T
  const filesInIndex = () => fs.readdirSync(path.join(publicDir, "search", "files")).sort()
  /** The common names a search for `query` in `language` lists, read from public/ as a browser would. */
  const found = async (query: string, language = "en") => {
    const fromDisk = async (sitePath: string) => read<unknown>(sitePath)
    const { results } = await searchIndex(query, await analyzerFor(language), fromDisk, Number.POSITIVE_INFINITY)
    return results.map(({ commonName }) => commonName)
  }

  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "search-index-"))
  })

  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }))

  it("makes again, with the last build's record, only a language whose species or code changed", async () => {
    const record = { file: path.join(publicDir, "..", `${path.basename(publicDir)}-record.json`), version: "code 1" }
    const german = [species("asian-hornet", "Asiatische Hornisse"), species("common-wasp", "Gemeine Wespe")]
    const english = [species("asian-hornet", "Asian hornet"), species("common-wasp", "Common wasp")]
    try {
      const first = await writeSearchIndex(
        publicDir,
        new Map([
          ["en", english],
          ["de", german],
        ]),
        record,
      )
      expect(first.kept).toEqual([])

      const edited = [english[0]!, species("common-wasp", "Common yellowjacket")]
      const second = await writeSearchIndex(
        publicDir,
        new Map([
          ["en", edited],
          ["de", german],
        ]),
        record,
      )
      expect(second.kept).toEqual(["de"])
      expect(await found("yellowjacket")).toEqual(["Common yellowjacket"])
      expect(await found("wasp")).toEqual([])
      expect(await found("Hornisse", "de")).toEqual(["Asiatische Hornisse"])

      // Other code may index the same species otherwise; so may the same code after public/ was cleared.
      const byOtherCode = async () =>
        (
          await writeSearchIndex(
            publicDir,
            new Map([
              ["en", edited],
              ["de", german],
            ]),
            { ...record, version: "code 2" },
          )
        ).kept
      expect(await byOtherCode()).toEqual([])
      fs.rmSync(path.join(publicDir, "search"), { recursive: true })
      expect(await byOtherCode()).toEqual([])
      expect(await found("Wespe", "de")).toEqual(["Gemeine Wespe"])
    } finally {
      fs.rmSync(record.file, { force: true })
    }
  })

  it("holds the species as they are now, and nothing of a renamed or removed one", async () => {
    await writeSearchIndex(
      publicDir,
      new Map([
        ["en", [species("asian-hornet", "Asian hornet"), species("common-wasp", "Common wasp")]],
        ["de", [species("asian-hornet", "Asiatische Hornisse"), species("common-wasp", "Gemeine Wespe")]],
      ]),
    )
    expect(await found("wasp")).toEqual(["Common wasp"])

    const facts = await writeSearchIndex(
      publicDir,
      new Map([["en", [species("common-wasp", "Common yellowjacket"), species("seven-spot", "Seven-spot ladybird")]]]),
    )

    expect(await found("wasp")).toEqual([])
    expect(await found("yellowjacket")).toEqual(["Common yellowjacket"])
    expect(await found("hornet")).toEqual([])
    expect(fs.readdirSync(path.join(publicDir, "search")).sort()).toEqual(["en-key.json", "en.json", "files"])
    const entry = read<SearchIndexEntry>(searchEntryPath("en"))
    const key = read<KeyIndexEntry>(keyEntryPath("en"))
    const named = [
      ...new Set([
        ...allFilesNamed(entry, (name) =>
          fs.readFileSync(path.join(publicDir, "search", "files", `${name}.json`), "utf8"),
        ),
        ...Object.values(key.answers),
      ]),
    ]
      .map((name) => `${name}.json`)
      .sort()
    expect(filesInIndex()).toEqual(named)
    expect(facts.removed).toBeGreaterThan(0)
  })

  it("writes again only the files whose content changed, under new names", async () => {
    const guide = Array.from({ length: 200 }, (_, index) => species(`wasp-${index}`, `Wasp ${index}`))
    await writeSearchIndex(publicDir, new Map([["en", guide]]))
    const before = new Map(
      filesInIndex().map((file) => [file, fs.statSync(path.join(publicDir, "search", "files", file)).mtimeMs]),
    )

    const renamed = guide.map((one, index) => (index === 150 ? species("wasp-150", "Wasp 150 giant") : one))
    const facts = await writeSearchIndex(publicDir, new Map([["en", renamed]]))

    // The block that holds it, the one chunk of terms and the one of terms written backwards (200
    // short names fit in one), and the directory that names each of them.
    expect(facts.written).toBe(6)
    const unchanged = filesInIndex().filter((file) => before.has(file))
    expect(unchanged).toHaveLength(filesInIndex().length - 6)
    for (const file of unchanged) {
      expect(fs.statSync(path.join(publicDir, "search", "files", file)).mtimeMs).toBe(before.get(file))
    }
    expect(await found("giant")).toEqual(["Wasp 150 giant"])
  })
})
