import fs from "fs"
import path from "path"
import { gzipSync } from "zlib"
import { cdnImageUrl, resizedImage } from "../../src/lib/cdn-image"
import { DRAWN_ORDERS, drawingOf, guideIndexPages, ordersInGuideOrder, pageRangeText } from "../../src/lib/guide"
import { chunksBeginning, searchIndex, type ReadIndexFile } from "../../src/lib/guide-search"
import {
  CHUNK_BYTES,
  DIRECTORY_SIZE,
  searchEntryPath,
  searchFilePath,
  searchIndexFiles,
  type ChunkDirectory,
} from "../../src/lib/search-index-files"
import { filesNamed } from "../support/search-files"
import { analyzerFor, foldText, queryWords, withinOneEdit, wordsOf, type Analyzer } from "../../src/lib/search-terms"
import { fillTemplate } from "../../src/lib/fill-template"
import { shapeChoicesOf, type KeySite } from "../../src/lib/key-labels"
import { SHAPES } from "../../src/lib/key-traits"
import { isCurrentPath, normalizePath } from "../../src/lib/paths"

describe("fillTemplate", () => {
  it("fills known placeholders and keeps unknown ones", () => {
    expect(fillTemplate("© {year} {brand} {later}", { year: 2026, brand: "BugLens" })).toBe("© 2026 BugLens {later}")
  })

  it("fills a placeholder every time it appears", () => {
    expect(fillTemplate("{brand}, {brand}!", { brand: "BugLens" })).toBe("BugLens, BugLens!")
  })
})

describe("paths", () => {
  it.each([
    ["/privacy", "/privacy"],
    ["/privacy/", "/privacy"],
    ["/privacy/index.html", "/privacy"],
    ["/", "/"],
    ["", "/"],
  ])("normalizes %p to %p", (input, expected) => {
    expect(normalizePath(input)).toBe(expected)
  })

  it("matches a link to the page it names only", () => {
    expect(isCurrentPath("/privacy/", "/privacy")).toBe(true)
    expect(isCurrentPath("/privacy/", "/terms/")).toBe(false)
    expect(isCurrentPath("/privacy/", "/")).toBe(false)
  })
})

describe("the guide's drawings", () => {
  it("are a file in static/drawings/ for every order drawn, and the beetle for any other", () => {
    const files = fs
      .readdirSync(path.join(__dirname, "../../static/drawings"))
      .filter((file) => file.endsWith(".svg"))
      .sort()
    expect(files).toEqual(DRAWN_ORDERS.map((order) => `${order.toLowerCase()}.svg`))
    expect(drawingOf("Hymenoptera")).toBe("/drawings/hymenoptera.svg")
    expect(drawingOf("Ephemeroptera")).toBe("/drawings/coleoptera.svg")
  })

  it("give each of the key's shapes a drawing of its own, so that an ant does not look like a wasp", () => {
    const site = { language: "en", defaultLanguage: "en", key: { shapes: {} }, monthNames: [] } as unknown as KeySite
    const drawings = shapeChoicesOf(site, undefined).map(({ drawing }) => drawing)
    expect(new Set(drawings).size).toBe(SHAPES.length)
    for (const drawing of drawings) expect(fs.existsSync(path.join(__dirname, "../../static", drawing))).toBe(true)
  })
})

describe("the guide's orders, on its index and in the editor", () => {
  it("lists the orders content names in its order, then any other a species has, by its Latin name", () => {
    const named = [
      { name: "Hymenoptera", label: "Bees, wasps and ants" },
      { name: "Diptera", label: "Flies" },
    ]
    expect(ordersInGuideOrder(named, ["Zygentoma", "Diptera", "Megaloptera", "Zygentoma"])).toEqual([
      ...named,
      { name: "Megaloptera", label: "Megaloptera" },
      { name: "Zygentoma", label: "Zygentoma" },
    ])
  })
})

describe("the guide's index pages", () => {
  const species = (count: number) =>
    Array.from({ length: count }, (_, index) => ({ slug: `s${index}`, commonName: `Name ${index}` }))

  it("is /insects/ alone while the guide fits on one page", () => {
    expect(guideIndexPages(species(3), 3, "en", "en")).toEqual([
      { path: "/insects/", slugs: ["s0", "s1", "s2"], first: "Name 0", last: "Name 2" },
    ])
  })

  it("continues on numbered pages under the language's prefix, none longer than the page size", () => {
    const pages = guideIndexPages(species(7), 3, "de", "en")
    expect(pages.map(({ path }) => path)).toEqual(["/de/insects/", "/de/insects/page/2/", "/de/insects/page/3/"])
    expect(pages.map(({ slugs }) => slugs.length)).toEqual([3, 3, 1])
    expect(pages[1]).toMatchObject({ first: "Name 3", last: "Name 5" })
    expect(pages.flatMap(({ slugs }) => slugs)).toEqual(species(7).map(({ slug }) => slug))
  })

  it("names a page by the species it spans, or by its one species", () => {
    expect(pageRangeText("{first} bis {last}", { first: "Ameise", last: "Biene" })).toBe("Ameise bis Biene")
    expect(pageRangeText("{first} bis {last}", { first: "Biene", last: "Biene" })).toBe("Biene")
  })
})

describe("photos resized by the host's image CDN", () => {
  const photo = "/static/abc123/asian-hornet.jpg"

  it("leaves the photo as the build copied it when the build resizes", () => {
    expect(resizedImage("build", photo, { drawnWidth: 160, originalWidth: 1200 })).toEqual({ src: photo })
  })

  it("writes each host's URL shape", () => {
    expect(cdnImageUrl("netlify", photo, 320)).toBe("/.netlify/images?url=%2Fstatic%2Fabc123%2Fasian-hornet.jpg&w=320")
    expect(cdnImageUrl("cloudflare", photo, 320)).toBe(
      "/cdn-cgi/image/width=320,format=auto/static/abc123/asian-hornet.jpg",
    )
  })

  it("offers one width per screen density, the 2x one as fallback", () => {
    const image = resizedImage("cloudflare", photo, { drawnWidth: 160, originalWidth: 1200 })
    expect(image.srcSet).toBe(
      [160, 320, 480].map((width) => `/cdn-cgi/image/width=${width},format=auto${photo} ${width}w`).join(", "),
    )
    expect(image.src).toBe(cdnImageUrl("cloudflare", photo, 320))
    expect(image.sizes).toBe("160px")
  })

  it("offers nothing wider than the photo itself", () => {
    const image = resizedImage("netlify", photo, { drawnWidth: 160, originalWidth: 200 })
    expect(image.srcSet).toBe(`${cdnImageUrl("netlify", photo, 160)} 160w, ${cdnImageUrl("netlify", photo, 200)} 200w`)
    expect(image.src).toBe(cdnImageUrl("netlify", photo, 200))
  })
})

describe("the guide's search terms", () => {
  it("reads words whatever the accents, case and joining marks", () => {
    expect(wordsOf("Avispa común").map(foldText)).toEqual(["avispa", "comun"])
    expect(wordsOf("Seven-spot LADYBIRD")).toEqual(["seven", "spot", "ladybird"])
    expect(foldText("Große Holzbiene")).toBe("grosse holzbiene")
    expect(wordsOf(" – ")).toEqual([])
  })

  it("finds a word however it is inflected, in each language, and drops words that say nothing", async () => {
    const [en, de, es] = await Promise.all(["en", "de", "es"].map(analyzerFor))
    const terms = (query: string, analyzer: Analyzer) => queryWords(query, analyzer).map(({ term }) => term)
    expect(terms("fly", en!)).toEqual(terms("flies", en!))
    expect(terms("the hornets", en!)).toEqual(terms("hornet", en!))
    expect(terms("Mücken", de!)).toEqual(terms("Mücke", de!))
    expect(terms("Hornissen", de!)).toEqual(terms("hornisse", de!))
    expect(terms("las avispas", es!)).toEqual(terms("avispa", es!))
    expect(terms("avispón", es!)).toEqual(terms("avispones", es!))
    // A query of nothing but such words is looked for as typed.
    expect(terms("the", en!)).toEqual(["the"])
    // A question is looked for by its insect words.
    expect(terms("what is eating my box hedge", en!)).toEqual(terms("eating box hedge", en!))
    expect(terms("was frisst meinen Buchsbaum", de!)).toEqual(terms("frisst Buchsbaum", de!))
    expect(terms("qué se come mi boj", es!)).toEqual(terms("come boj", es!))
  })

  it("needs no species to hold a word for any small creature, or for its size, beside one that says which", async () => {
    const [en, es] = await Promise.all(["en", "es"].map(analyzerFor))
    const general = (query: string, analyzer: Analyzer) =>
      queryWords(query, analyzer).map(({ surface, general }) => [surface, general])
    expect(general("bugs in my rice", en!)).toEqual([
      ["bugs", true],
      ["rice", false],
    ])
    expect(general("bichos en el arroz", es!)).toEqual([
      ["bichos", true],
      ["arroz", false],
    ])
    expect(general("tiny black flies", en!)).toEqual([
      ["tiny", true],
      ["black", false],
      ["flies", false],
    ])
    // Alone, such a word is what the visitor looks for.
    expect(general("bugs", en!)).toEqual([["bugs", false]])
  })

  it("forgives one letter wrong, missing, extra or swapped, and no more", () => {
    expect(withinOneEdit("hornet", "hornit")).toBe(true)
    expect(withinOneEdit("mosquito", "mosqito")).toBe(true)
    expect(withinOneEdit("schnake", "schnacke")).toBe(true)
    expect(withinOneEdit("ladybird", "ladybrid")).toBe(true)
    expect(withinOneEdit("hornet", "hornet")).toBe(true)
    expect(withinOneEdit("hornet", "honrit")).toBe(false)
    expect(withinOneEdit("wasp", "wasps2")).toBe(false)
  })
})

describe("the guide's search index", () => {
  const analyzer: Analyzer = { language: "en", stem: (word) => word.replace(/s$/, "") }
  /** Each file of an index, by its path on the site. */
  const reader = (built: ReturnType<typeof searchIndexFiles>) => {
    const served = new Map([[searchEntryPath("en"), JSON.stringify(built.entry)]])
    for (const [name, text] of built.files) served.set(searchFilePath(name), text)
    const read: ReadIndexFile = async (path) => JSON.parse(served.get(path)!) as unknown
    return read
  }
  const species = (commonName: string, description: string[] = [], otherNames: string[] = []) => ({
    path: `/${commonName}/`,
    commonName,
    scientificName: "",
    level: "harmless",
    order: "Hymenoptera",
    otherNames,
    description,
  })

  it("puts a name's match before a description's, and a whole word before a beginning", async () => {
    const guide = [
      species("Giant hornetfly"),
      species("Common wasp", ["Nests in a hornet's old nest."]),
      species("Hornet moth"),
      species("Yellow jacket", [], ["hornet"]),
    ]
    const read = reader(searchIndexFiles(guide, analyzer, (text) => text))
    const found = async (query: string) =>
      (await searchIndex(query, analyzer, read, 10)).results.map(({ commonName }) => commonName)
    expect(await found("hornet")).toEqual(["Hornet moth", "Yellow jacket", "Giant hornetfly", "Common wasp"])
    expect(await found("hornetfly")).toEqual(["Giant hornetfly"])
    expect(await found("nests")).toEqual(["Common wasp"])
    // No species has both words: those with one, rather than nothing.
    expect(await found("wasp moth")).toEqual(["Common wasp", "Hornet moth"])
    expect(await found("xyzzy")).toEqual([])
  })

  it("reads a few small files for a first search in a large guide, however many chunks it has", async () => {
    // Names with numbers ("Bench insect 2718"): numbers are not run together with the word before them,
    // which made a term for every species that "insect" begins.
    const guide = Array.from({ length: 3000 }, (_, index) => species(`Bench insect ${index}`))
    const built = searchIndexFiles(guide, analyzer, (text) => `${text.length}-${text.slice(0, 40)}`, 512)
    const served = reader(built)
    const fetched = new Map<string, number>()
    const read: ReadIndexFile = async (path) => {
      const file = await served(path)
      fetched.set(path, gzipSync(JSON.stringify(file)).length)
      return file
    }
    const { count } = await searchIndex("insect", analyzer, read, 20)
    expect(count).toBe(3000)
    expect(filesNamed(built.entry, (name) => built.files.get(name)!).chunks.length).toBeGreaterThan(50)
    // The entry; for the word, a directory, its chunk and the chunk before; the record block and its directory.
    expect(fetched.size).toBeLessThanOrEqual(6)
    // Compressed, as hosts send it: about 1.4 KB of an index of 44 KB.
    const index = [...built.files.values()].reduce((sum, text) => sum + gzipSync(text).length, 0)
    expect([...fetched.values()].reduce((sum, bytes) => sum + bytes, 0)).toBeLessThan(index / 20)
  })

  it("finds in chunks what it finds in the whole index, however small the chunks", async () => {
    // Names of made-up words, enough for many chunks: "kalo rimu", "sate vino", ...
    const syllables = ["ka", "lo", "ri", "mu", "sa", "te", "vi", "no", "pe", "da", "bee", "wasp", "hor", "net"]
    const word = (seed: number) =>
      [0, 1, 2].map((at) => syllables[(seed * (at + 7) + at * 3) % syllables.length]).join("")
    const guide = Array.from({ length: 3000 }, (_, index) =>
      species(`${word(index)} ${word(index * 31 + 5)}`, [`${word(index * 7 + 2)} ${index}`]),
    )
    const whole = searchIndexFiles(guide, analyzer, (text) => text, Number.POSITIVE_INFINITY)
    const chunked = searchIndexFiles(guide, analyzer, (text) => text, 512)
    const chunksOf = (built: typeof whole) => filesNamed(built.entry, (name) => built.files.get(name)!)
    expect(chunksOf(whole).chunks).toHaveLength(1)
    const { chunks, endings } = chunksOf(chunked)
    expect(chunks.length).toBeGreaterThan(2 * DIRECTORY_SIZE)
    expect(endings.length).toBeGreaterThan(5)
    // The entry names directories of chunks, not the chunks: it stays small.
    expect(chunked.entry.chunks.length).toBeLessThan(chunks.length / 10)
    for (const name of chunks) expect(chunked.files.get(name)!.length).toBeLessThan(2 * CHUNK_BYTES)
    const queries = ["k", "ka", "kalo", "wasps", "beewasp", "hornet", "netkas", "horlo", "kalorimux", "29", "zz"]
    for (const query of queries) {
      const [all, some] = await Promise.all(
        [whole, chunked].map(async (built) => (await searchIndex(query, analyzer, reader(built), 50)).results),
      )
      expect([query, some]).toEqual([query, all])
    }
    // A whole word is looked up in a chunk or two, not in the whole index.
    const firsts = chunked.entry.chunks.flatMap(([, directory]) =>
      (JSON.parse(chunked.files.get(directory)!) as ChunkDirectory).map(([first]) => first),
    )
    expect(chunksBeginning("kalorimu", firsts).length).toBeLessThanOrEqual(2)
  })
})
