import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { renderToString } from "react-dom/server"
import GuideSearch from "../../src/components/guide/GuideSearch"
import {
  searchEntryPath,
  searchFilePath,
  searchIndexFiles,
  type IndexedSpecies,
} from "../../src/lib/search-index-files"

/** The English stemmer's language with a stand-in stemmer: these tests are of the field, not of stemming. */
const analyzer = { language: "en", stem: (word: string) => word.replace(/s$/, "") }
jest.mock("../../src/lib/search-terms", () => ({
  ...jest.requireActual("../../src/lib/search-terms"),
  analyzerFor: async () => analyzer,
}))

type Species = Omit<IndexedSpecies, "otherNames" | "description"> & Partial<IndexedSpecies>
const indexed = (species: readonly Species[]): IndexedSpecies[] =>
  species.map((one) => ({ otherNames: [], description: [], ...one }))

/** Species as the guide lists them in English: A to Z by common name. */
const SPECIES: Species[] = [
  {
    path: "/insects/asian-hornet/",
    commonName: "Asian hornet",
    scientificName: "Vespa velutina",
    level: "dangerous",
    order: "Hymenoptera",
  },
  {
    path: "/insects/common-wasp/",
    commonName: "Common wasp",
    scientificName: "Vespula vulgaris",
    level: "caution",
    order: "Hymenoptera",
  },
  {
    path: "/insects/european-hornet/",
    commonName: "European hornet",
    scientificName: "Vespa crabro",
    level: "caution",
    order: "Hymenoptera",
  },
  {
    path: "/insects/hornet-moth/",
    commonName: "Hornet moth",
    scientificName: "Sesia apiformis",
    level: "harmless",
    order: "Hymenoptera",
  },
  {
    path: "/insects/seven-spot/",
    commonName: "Seven-spot ladybird",
    scientificName: "Coccinella septempunctata",
    level: "harmless",
    order: "Hymenoptera",
  },
]

/** The site's files for an index of `species`, named by number instead of a hash, and what was asked for. */
function siteWithIndex(species: readonly Species[]) {
  let count = 0
  let served = new Map<string, string>()
  /** Serves the index of `now` in place of the one before, as a deploy does. */
  const deploy = (now: readonly Species[]) => {
    const { entry, files } = searchIndexFiles(indexed(now), analyzer, () => `file-${count++}`)
    served = new Map([[searchEntryPath("en"), JSON.stringify(entry)]])
    for (const [name, text] of files) served.set(searchFilePath(name), text)
  }
  deploy(species)
  const fetched: string[] = []
  const site = { down: false, deploy }
  const fetchJson = async (path: string) => {
    if (site.down) throw new Error(`503 ${path}`)
    fetched.push(path)
    const text = served.get(path)
    if (text === undefined) throw new Error(`404 ${path}`)
    return JSON.parse(text) as unknown
  }
  return { fetchJson, fetched, site }
}

function renderSearch(fetchJson: (path: string) => Promise<unknown>, { typedBeforeReact = "" } = {}) {
  const search = (
    <GuideSearch
      language="en"
      label="Search the guide"
      resultsText="{count} species match “{query}”."
      noResultsText="No species matches “{query}”."
      tryText="Try another word."
      notInsectText="“{query}” is not an insect; the guide covers insects only."
      notInsectWords={["spider", "tick", "pill bug"]}
      browseLink={{ label: "Browse every species", href: "#species" }}
      appLink={{ label: "Let the app name it", href: "/app/" }}
      unavailableText="Search is unavailable; the list below has every species."
      levelLabels={{ dangerous: "Dangerous", caution: "Caution", harmless: "Harmless" }}
      readIndexFile={fetchJson}
    />
  )
  if (typedBeforeReact === "") render(search)
  else {
    // The page as the build serves it, typed into before React hydrates it.
    const container = document.body.appendChild(document.createElement("div"))
    container.innerHTML = renderToString(search)
    ;(screen.getByRole("searchbox", { name: "Search the guide" }) as HTMLInputElement).value = typedBeforeReact
    render(search, { container, hydrate: true })
  }
  return screen.getByRole("searchbox", { name: "Search the guide" })
}

describe("the guide's search field", () => {
  it("fetches nothing until a visitor types, then lists the species whose names hold the words", async () => {
    const { fetchJson, fetched } = siteWithIndex(SPECIES)
    const field = renderSearch(fetchJson)
    expect(fetched).toEqual([])

    await userEvent.type(field, "hornet")
    expect(await screen.findByText("3 species match “hornet”.")).toBeInTheDocument()
    const results = screen.getAllByRole("listitem")
    // Names that hold the word, in the guide's order.
    expect(results.map((item) => item.textContent)).toEqual([
      expect.stringContaining("Asian hornet"),
      expect.stringContaining("European hornet"),
      expect.stringContaining("Hornet moth"),
    ])
    expect(results[0]).toHaveTextContent("Vespa velutina")
    expect(results[0]).toHaveTextContent("Dangerous")
    expect(screen.getByRole("link", { name: /Hornet moth/ })).toHaveAttribute("href", "/insects/hornet-moth/")
  })

  it("searches for the words typed before the page's JavaScript took over the field", async () => {
    const { fetchJson } = siteWithIndex(SPECIES)
    const field = renderSearch(fetchJson, { typedBeforeReact: "hornet" })

    expect(await screen.findByText("3 species match “hornet”.")).toBeInTheDocument()
    expect(field).toHaveValue("hornet")
    expect(screen.getByRole("link", { name: /Asian hornet/ })).toBeInTheDocument()
  })

  it("finds a species by the beginning of a word, by its scientific name, and by every word typed", async () => {
    const { fetchJson } = siteWithIndex(SPECIES)
    const field = renderSearch(fetchJson)

    await userEvent.type(field, "lady")
    expect(await screen.findByRole("link", { name: /Seven-spot ladybird/ })).toBeInTheDocument()

    await userEvent.clear(field)
    await userEvent.type(field, "Vespa")
    expect(await screen.findByText("2 species match “Vespa”.")).toBeInTheDocument()

    await userEvent.clear(field)
    await userEvent.type(field, "hornet euro")
    expect(await screen.findByText("1 species match “hornet euro”.")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: /European hornet/ })).toBeInTheDocument()
  })

  it("finds a species by another name, a description or a misspelling", async () => {
    const { fetchJson } = siteWithIndex([
      ...SPECIES.slice(0, 4),
      { ...SPECIES[4]!, otherNames: ["ladybug"], description: ["Red wing cases with seven black spots."] },
    ])
    const field = renderSearch(fetchJson)
    await userEvent.type(field, "ladybug")
    expect(await screen.findByRole("link", { name: /Seven-spot ladybird/ })).toBeInTheDocument()

    await userEvent.clear(field)
    await userEvent.type(field, "red black spots")
    expect(await screen.findByText("1 species match “red black spots”.")).toBeInTheDocument()

    await userEvent.clear(field)
    await userEvent.type(field, "hornit")
    expect(await screen.findByText("3 species match “hornit”.")).toBeInTheDocument()
  })

  it("says when nothing matches, offers the list and the app, and keeps what was typed", async () => {
    const { fetchJson } = siteWithIndex(SPECIES)
    const field = renderSearch(fetchJson)
    await userEvent.type(field, "xyzzy")
    expect(await screen.findByText("No species matches “xyzzy”. Try another word.")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Browse every species" })).toHaveAttribute("href", "#species")
    expect(screen.getByRole("link", { name: "Let the app name it" })).toHaveAttribute("href", "/app/")
    expect(screen.queryAllByRole("link", { name: /hornet/i })).toHaveLength(0)
    expect(field).toHaveValue("xyzzy")
  })

  it("says that the guide covers insects when the words name an animal that is not one", async () => {
    const { fetchJson } = siteWithIndex(SPECIES)
    const field = renderSearch(fetchJson)
    await userEvent.type(field, "a Pill-bug")
    expect(await screen.findByText("“a Pill-bug” is not an insect; the guide covers insects only.")).toBeInTheDocument()
    await userEvent.clear(field)
    await userEvent.type(field, "big Spider")
    expect(await screen.findByText("“big Spider” is not an insect; the guide covers insects only.")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Let the app name it" })).toBeInTheDocument()
    expect(field).toHaveValue("big Spider")
  })

  it("says search is unavailable when the index cannot be read, and tries again on the next search", async () => {
    const { fetchJson, site } = siteWithIndex(SPECIES)
    const field = renderSearch(fetchJson)
    site.down = true
    await userEvent.type(field, "wasp")
    expect(await screen.findByText("Search is unavailable; the list below has every species.")).toBeInTheDocument()
    expect(field).toHaveValue("wasp")

    site.down = false
    await userEvent.type(field, "s")
    expect(await screen.findByText("1 species match “wasps”.")).toBeInTheDocument()
  })

  it("shows twenty results of many, and counts them all", async () => {
    const many = Array.from({ length: 150 }, (_, index) => ({
      path: `/insects/bench-${index}/`,
      commonName: `Bench insect ${String(index).padStart(3, "0")}`,
      scientificName: `Insecta synthetica${index}`,
      level: "harmless",
      order: "Diptera",
    }))
    const { fetchJson, fetched } = siteWithIndex(many)
    const field = renderSearch(fetchJson)
    await userEvent.type(field, "insect")
    expect(await screen.findByText("150 species match “insect”.")).toBeInTheDocument()
    expect(screen.getAllByRole("listitem")).toHaveLength(20)
    expect(screen.getAllByRole("listitem")[0]).toHaveTextContent("Bench insect 000")
    // The entry, the chunk of terms in "i" and the one record block that holds the first twenty, each
    // chunk and block with the directory that names it (an English word found as typed is not looked
    // for at the ends of terms, as a German one is).
    expect(new Set(fetched).size).toBe(5)
  })

  it("reads what the words need while the visitor types, and after the last keystroke only the results' records", async () => {
    // The clock moves only when the test moves it: typing takes no time, and the search waits its 100 ms.
    jest.useFakeTimers()
    try {
      const { fetchJson } = siteWithIndex(SPECIES)
      const askedAt = new Map<string, number>()
      const field = renderSearch(async (path) => {
        if (!askedAt.has(path)) askedAt.set(path, Date.now())
        return fetchJson(path)
      })
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
      await user.type(field, "wasps horn")
      const lastKeystroke = Date.now()
      expect(await screen.findByText("4 species match “wasps horn”.")).toBeInTheDocument()
      const readAfterWaiting = [...askedAt].filter(([, at]) => at >= lastKeystroke + 100)
      // The block of records that holds the wasp and the hornets, and the directory that names it; the entry, the
      // terms' directory and their chunk (a finished word's, and the one the last word is becoming) were
      // read while the visitor typed.
      expect(readAfterWaiting).toHaveLength(2)
      expect(askedAt.size).toBe(5)
    } finally {
      jest.useRealTimers()
    }
  })

  it("reads the new index after a deploy has taken away the files of the one it read", async () => {
    const many = (name: string) =>
      Array.from({ length: 150 }, (_, index) => ({
        path: `/insects/bench-${index}/`,
        commonName: `${name} ${String(index).padStart(3, "0")}`,
        scientificName: `Insecta synthetica${index}`,
        level: "harmless",
        order: "Diptera",
      }))
    const { fetchJson, site } = siteWithIndex(many("Bench insect"))
    const field = renderSearch(fetchJson)
    await userEvent.type(field, "insect")
    expect(await screen.findByText("150 species match “insect”.")).toBeInTheDocument()

    site.deploy(many("Garden insect"))
    // The last species' block was not read before, and the deploy took it away.
    await userEvent.clear(field)
    await userEvent.type(field, "149")
    expect(await screen.findByText("Search is unavailable; the list below has every species.")).toBeInTheDocument()
    await userEvent.type(field, " garden")
    expect(await screen.findByText("1 species match “149 garden”.")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: /Garden insect 149/ })).toBeInTheDocument()
  })
})
