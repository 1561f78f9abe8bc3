import fs from "fs"
import path from "path"
import { cdnImageUrl, resizedImage } from "../src/lib/cdn-image"
import { DRAWN_ORDERS, drawingOf, guideIndexPages, pageRangeText } from "../src/lib/guide"
import {
  CHUNK_BYTES,
  chunksFor,
  matchingSpecies,
  searchIndexFiles,
  searchWords,
  type WordChunk,
} from "../src/lib/guide-search"
import { fillTemplate } from "../src/lib/fill-template"
import { isCurrentPath, normalizePath } from "../src/lib/paths"

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
    const files = fs.readdirSync(path.join(__dirname, "../static/drawings")).sort()
    expect(files).toEqual(DRAWN_ORDERS.map((order) => `${order.toLowerCase()}.svg`))
    expect(drawingOf("Hymenoptera")).toBe("/drawings/hymenoptera.svg")
    expect(drawingOf("Ephemeroptera")).toBe("/drawings/coleoptera.svg")
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

describe("the guide's search words", () => {
  it("finds names whatever the accents, case and joining marks", () => {
    expect(searchWords("Avispa común")).toEqual(["avispa", "comun"])
    expect(searchWords("Seven-spot LADYBIRD")).toEqual(["seven", "spot", "ladybird"])
    expect(searchWords("Große Holzbiene")).toEqual(["grosse", "holzbiene"])
    expect(searchWords(" – ")).toEqual([])
  })

  it("puts names that hold the word before names that only begin with it or end beyond it", () => {
    const names = ["Giant hornetfly", "Hornet moth", "Yellow hornet", "Common wasp"]
    const { entry, files } = searchIndexFiles(
      names.map((name) => ({ path: `/${name}/`, commonName: name, scientificName: "", level: "harmless" })),
      (text) => text,
    )
    const words = Object.assign({}, ...entry.chunks.map(([, name]) => JSON.parse(files.get(name)!))) as WordChunk
    const found = (query: string) => matchingSpecies(searchWords(query), words).map((number) => names[number])
    expect(found("hornet")).toEqual(["Hornet moth", "Yellow hornet", "Giant hornetfly"])
    expect(found("hornets")).toEqual(["Hornet moth", "Yellow hornet"])
    expect(found("yellow horn")).toEqual(["Yellow hornet"])
    expect(found("wasp moth")).toEqual([])
  })

  it("looks a word up in the chunks that can hold it, and finds there what the whole index finds", () => {
    // Names of made-up words, enough for many chunks: "kalo rimu", "sate vino", ...
    const syllables = ["ka", "lo", "ri", "mu", "sa", "te", "vi", "no", "pe", "da", "bee", "wasp", "hor", "net"]
    const word = (seed: number) =>
      [0, 1, 2].map((at) => syllables[(seed * (at + 7) + at * 3) % syllables.length]).join("")
    const species = Array.from({ length: 6000 }, (_, index) => ({
      path: `/${index}/`,
      commonName: `${word(index)} ${word(index * 31 + 5)}`,
      scientificName: `${word(index * 17 + 1)} ${index}`,
      level: "harmless",
    }))
    const { entry, files } = searchIndexFiles(species, (text) => text)
    expect(entry.chunks.length).toBeGreaterThan(5)
    const chunk = (name: string) => JSON.parse(files.get(name)!) as WordChunk
    for (const [, name] of entry.chunks) expect(files.get(name)!.length).toBeLessThan(2 * CHUNK_BYTES)
    const everyWord = Object.assign({}, ...entry.chunks.map(([, name]) => chunk(name))) as WordChunk
    const firsts = entry.chunks.map(([first]) => first)
    for (const query of ["k", "ka", "kalo", "wasps", "beewasp", "hornet", "netkas", "1", "29", "299", "zz", "a"]) {
      const needed = chunksFor(query, firsts)
      const words = Object.assign({}, ...needed.map((number) => chunk(entry.chunks[number]![1]))) as WordChunk
      expect([query, matchingSpecies([query], words)]).toEqual([query, matchingSpecies([query], everyWord)])
    }
    // Chunks of a word or two each: the words a query word is with an ending are in chunks of their own.
    const small = searchIndexFiles(species, (text) => text, 64)
    const smallFirsts = small.entry.chunks.map(([first]) => first)
    const withEndings = Object.keys(everyWord)
      .filter((_, index) => index % 50 === 0)
      .flatMap((word) => [`${word}s`, `${word}en`])
    expect(withEndings.filter((query) => matchingSpecies([query], everyWord).length > 0).length).toBeGreaterThan(10)
    for (const query of withEndings) {
      const needed = chunksFor(query, smallFirsts).map((number) => small.entry.chunks[number]![1])
      const words = Object.assign({}, ...needed.map((name) => JSON.parse(small.files.get(name)!))) as WordChunk
      expect([query, matchingSpecies([query], words)]).toEqual([query, matchingSpecies([query], everyWord)])
    }
    // A whole word is looked up in a chunk or two, not in the whole index.
    expect(chunksFor("kalo", firsts).length).toBeLessThanOrEqual(3)
  })
})
