// @ts-check
// Issue #40: Pagefind and MiniSearch measured on the guide's query table
// (test/fixtures/search-queries.json), beside our engine (src/lib/guide-search.ts).
//
// For each engine: how many queries of each kind find one of their species among the first five
// results, and what a first search downloads. Our engine's row is not measured here: it is the line
// `npx jest test/lib/search-queries.test.ts` prints (docs/search.md, "Measured").
//
//   MiniSearch: one index per language of the 47 species, fields `names` (boost 5) and `description`
//     (boost 1), prefix and fuzzy 0.2, AND falling back to OR; terms as our engine makes them
//     (lower case, @orama/stemmers, accents folded, ß as ss, English final y as i). Prebuilt with
//     JSON.stringify, gzipped, at 47 species and at 1,000 synthetic ones, extrapolated to 10,000.
//   Pagefind: one HTML page per species per language (data-pagefind-body and -weight), indexed with
//     the pagefind Node API, searched in Chromium from a page whose <html lang> is the language.
//
// The two libraries are the project's devDependencies, pinned at the versions measured; after `npm ci`
//   node scripts/experiments/search-engines-compare.mjs [CHECKOUT]
// CHECKOUT is the BugLens checkout whose content and query table are measured (default: this one).
// It takes the content, the query table, @orama/stemmers, Playwright and terser from CHECKOUT
// (installed with `npm ci`), runs Debian's /usr/bin/chromium, and writes only to a temporary folder,
// which it removes. About 20 s.
import { Buffer } from "node:buffer"
import { createServer } from "node:http"
import { createRequire } from "node:module"
import { gzipSync } from "node:zlib"
import { fileURLToPath, pathToFileURL } from "node:url"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import process from "node:process"
import MiniSearch from "minisearch"
import * as pagefind from "pagefind"

const MAIN = path.resolve(process.argv[2] ?? fileURLToPath(new URL("../..", import.meta.url)))
/** @typedef {"en" | "de" | "es"} Language */
/** @typedef {"name" | "other" | "misspelling" | "description"} Kind */
/** @typedef {[found: number, of: number]} Count */
/** @typedef {{ language: Language, kind: Kind, query: string, finds: string[] }} Query */
/** @typedef {{ path: string, bytes: number }} Served */
/** @typedef {typeof window & { pf: import("./pagefind-browser").Pagefind }} PagefindWindow */

/** @type {Language[]} */
const LANGUAGES = ["en", "de", "es"]
/** @type {Kind[]} */
const KINDS = ["name", "other", "misspelling", "description"]
const TOP = 5
// Our engine on the same table, as `npx jest test/lib/search-queries.test.ts` prints it (not run here).
/** @type {Record<Kind, Count>} */
const OURS = { name: [16, 16], other: [25, 25], misspelling: [15, 15], description: [17, 17] }

const requireFromMain = createRequire(path.join(MAIN, "package.json"))
/** @type {typeof import("playwright")} */
const { chromium } = requireFromMain("playwright")
const CHROMIUM = {
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--disable-background-networking"],
}

/** @param {string} file */
const readJson = (file) => JSON.parse(fs.readFileSync(file, "utf8"))
/** @param {string | Buffer} text */
const gzipBytes = (text) => gzipSync(text, { level: 9 }).length
/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

// ---------------------------------------------------------------------------------------------
// The content: per language, each species' names and description texts.

/**
 * @typedef {{ slug: string, commonName: string, scientificName: string, otherNames: string[],
 *   description: string[] }} Species
 */

/**
 * The 47 species in `language`: a translated field replaces the English one; `otherNames` is the
 * language's own and does not fall back to English.
 * @param {Language} language
 * @returns {Species[]}
 */
function speciesIn(language) {
  const dir = path.join(MAIN, "content/species")
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => {
      const english = readJson(path.join(dir, file))
      const translated =
        language === "en" ? english : readJson(path.join(MAIN, "content/i18n", language, "species", file))
      /** @param {string} name */
      const field = (name) => translated[name] ?? english[name]
      const safety = { ...english.safety, ...translated.safety }
      return {
        slug: file.replace(/\.json$/, ""),
        commonName: field("commonName"),
        scientificName: field("scientificName"),
        otherNames: (translated.otherNames ?? []).map((/** @type {{ name: string }} */ other) => other.name),
        description: [
          ...field("features"),
          field("behaviour"),
          ...field("habitats"),
          field("diet"),
          safety.summary,
          safety.advice,
        ],
      }
    })
}

/**
 * `count` species made from the real ones, for the size curve: the real species, then copies of
 * them whose every name ends in the copy's number ("Seven-spot ladybird12", "Coccinella
 * septempunctata12"), so each copy brings new name words while sharing the others and its
 * description's words, as species of one genus or family do.
 * @param {Species[]} real
 * @param {number} count
 * @returns {Species[]}
 */
function syntheticSpecies(real, count) {
  return Array.from({ length: count }, (_, index) => {
    const species = real[index % real.length]
    const copy = Math.floor(index / real.length)
    if (copy === 0) return species
    /** @param {string} name */
    const numbered = (name) => `${name}${copy}`
    return {
      ...species,
      slug: `${species.slug}-${copy}`,
      commonName: numbered(species.commonName),
      scientificName: numbered(species.scientificName),
      otherNames: species.otherNames.map(numbered),
    }
  })
}

/** @param {Species} species */
const namesOf = (species) => [species.commonName, species.scientificName, ...species.otherNames]

/** @type {Query[]} */
const queries = readJson(path.join(MAIN, "test/fixtures/search-queries.json")).queries

/**
 * Runs the table through `search(language, query)` (every slug found, best first). For a miss, also
 * the wanted species that the most of the query's words find on their own, and the words that do
 * not: why a search that wants every word missed it (none: it was found, below the first five).
 * @param {(language: Language, query: string) => Promise<string[]>} search
 */
async function runTable(search) {
  const found = /** @type {Record<Kind, Count>} */ (Object.fromEntries(KINDS.map((kind) => [kind, [0, 0]])))
  const misses = []
  for (const { language, kind, query, finds } of queries) {
    const slugs = await search(language, query)
    found[kind][1]++
    if (slugs.slice(0, TOP).some((slug) => finds.includes(slug))) {
      found[kind][0]++
      continue
    }
    const words = query.split(/\s+/)
    /** @type {Set<string>[]} */
    const findsAlone = []
    for (const word of words) findsAlone.push(new Set(await search(language, word)))
    const closest = finds
      .map((slug) => ({ slug, lacks: words.filter((_, index) => !findsAlone[index].has(slug)) }))
      .sort((a, b) => a.lacks.length - b.lacks.length)[0]
    const rank = slugs.findIndex((slug) => finds.includes(slug))
    misses.push({ language, kind, query, wanted: finds, got: slugs.slice(0, TOP), closest, rank })
  }
  return { found, misses }
}

// ---------------------------------------------------------------------------------------------
// MiniSearch

/** @type {Record<Language, string>} */
const STEMMER_FILES = { en: "en.js", de: "de.js", es: "es.js" }

/**
 * Our engine's terms (src/lib/search-terms.ts termOf): lower case, stemmed, folded.
 * @param {Language} language
 */
async function termMaker(language) {
  const stemmerFile = path.join(MAIN, "node_modules/@orama/stemmers/dist", STEMMER_FILES[language])
  /** @type {{ stemmer: (word: string) => string }} */
  const { stemmer } = await import(pathToFileURL(stemmerFile).href)
  /** @param {string} text */
  const fold = (text) =>
    text
      .normalize("NFKD")
      .replace(/\p{M}+/gu, "")
      .toLowerCase()
      .replace(/ß/g, "ss")
  return {
    stemmerFile,
    /** @param {string} word */
    processTerm: (word) => {
      const term = fold(stemmer(word.toLowerCase()))
      // Porter keeps a final y on a word with no other vowel ("fly", but "flies" is "fli").
      return language === "en" ? term.replace(/y$/, "i") : term
    },
  }
}

const MINISEARCH_SEARCH = { boost: { names: 5, description: 1 }, prefix: true, fuzzy: 0.2 }

/**
 * @param {Species[]} species
 * @param {(term: string) => string} processTerm
 */
function miniSearchIndex(species, processTerm) {
  const index = new MiniSearch({
    idField: "slug",
    fields: ["names", "description"],
    extractField: (species, field) =>
      field === "names"
        ? namesOf(species).join("\n")
        : field === "description"
          ? species.description.join("\n")
          : species[/** @type {keyof Species} */ (field)],
    processTerm,
    searchOptions: MINISEARCH_SEARCH,
  })
  index.addAll(species)
  return index
}

/**
 * AND (every word), and OR when AND finds nothing (`onFallback` hears of it).
 * @param {MiniSearch<Species>} index
 * @param {string} query
 * @returns {string[]} the slugs found, best first
 */
function miniSearchQuery(index, query, onFallback = () => {}) {
  let results = index.search(query, { combineWith: "AND" })
  if (results.length === 0) {
    onFallback()
    results = index.search(query, { combineWith: "OR" })
  }
  return results.map((result) => result.id)
}

/** The library as a site would ship it: minified (terser, from the checkout), gzipped. */
async function miniSearchLibraryBytes() {
  const source = fs.readFileSync(new URL(import.meta.resolve("minisearch")), "utf8")
  /** @type {typeof import("terser")} */
  const { minify } = requireFromMain("terser")
  const { code } = await minify(source, { module: true, compress: true, mangle: true })
  return { raw: source.length, minifiedGzip: gzipBytes(code ?? "") }
}

async function measureMiniSearch() {
  /** @type {Partial<Record<Language, MiniSearch<Species>>>} */
  const indexes = {}
  /** @type {Partial<Record<Language, { at47: number, at1000: number, at10000: number, stemmer: number }>>} */
  const sizes = {}
  for (const language of LANGUAGES) {
    const { processTerm, stemmerFile } = await termMaker(language)
    const real = speciesIn(language)
    const index = miniSearchIndex(real, processTerm)
    indexes[language] = index
    const at1000 = gzipBytes(JSON.stringify(miniSearchIndex(syntheticSpecies(real, 1000), processTerm)))
    const at47 = gzipBytes(JSON.stringify(index))
    sizes[language] = {
      at47,
      at1000,
      at10000: Math.round(at1000 + ((at1000 - at47) / (1000 - real.length)) * (10000 - 1000)),
      stemmer: gzipBytes(fs.readFileSync(stemmerFile)),
    }
  }
  /** @type {Set<string>} */
  const fallbacks = new Set()
  const table = await runTable(async (language, query) =>
    miniSearchQuery(/** @type {MiniSearch<Species>} */ (indexes[language]), query, () =>
      fallbacks.add(`${language} "${query}"`),
    ),
  )
  const tableQueries = new Set(queries.map(({ language, query }) => `${language} "${query}"`))
  const orFallbacks = [...fallbacks].filter((query) => tableQueries.has(query))
  return {
    ...table,
    sizes: /** @type {Record<Language, NonNullable<(typeof sizes)[Language]>>} */ (sizes),
    orFallbacks,
    library: await miniSearchLibraryBytes(),
  }
}

// ---------------------------------------------------------------------------------------------
// Pagefind

/** @param {string} text */
const escapeHtml = (text) =>
  text.replace(
    /[&<>"]/g,
    (char) =>
      /** @type {Record<string, string>} */ ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char] ?? char,
  )

/**
 * @param {Species} species
 * @param {Language} language
 */
function speciesPage(species, language) {
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(species.commonName)}</title></head>
<body data-pagefind-body>
<h1 data-pagefind-weight="10">${escapeHtml(species.commonName)}</h1>
<p data-pagefind-weight="8">${escapeHtml(species.scientificName)}</p>
<p data-pagefind-weight="8">${species.otherNames.map(escapeHtml).join(", ")}</p>
<div>${species.description.map((text) => `<p>${escapeHtml(text)}</p>`).join("\n")}</div>
</body></html>
`
}

/**
 * @param {Language} language
 * @param {string} slug
 */
const pagePath = (language, slug) => (language === "en" ? `insects/${slug}` : `${language}/insects/${slug}`)

/**
 * Writes the pages into `site` and Pagefind's bundle into `site/pagefind`.
 * @param {string} site
 */
async function buildPagefindSite(site) {
  for (const language of LANGUAGES) {
    for (const species of speciesIn(language)) {
      const dir = path.join(site, pagePath(language, species.slug))
      fs.mkdirSync(dir, { recursive: true })
      fs.writeFileSync(path.join(dir, "index.html"), speciesPage(species, language))
    }
  }
  const { index, errors } = await pagefind.createIndex()
  if (!index) throw new Error(`pagefind.createIndex: ${errors.join("; ")}`)
  const added = await index.addDirectory({ path: site })
  if (added.errors.length) throw new Error(`pagefind addDirectory: ${added.errors.join("; ")}`)
  const written = await index.writeFiles({ outputPath: path.join(site, "pagefind") })
  if (written.errors.length) throw new Error(`pagefind writeFiles: ${written.errors.join("; ")}`)
  await pagefind.close()
  return added.page_count
}

/** @type {Record<string, string>} */
const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".json": "application/json",
  ".css": "text/css",
}

/**
 * Serves `site` as a static host does (text gzipped; Pagefind's index files are gzipped already and
 * go as they are), plus /search-<language>.html, an empty page in that language that loads Pagefind.
 * `served` lists each response's path and body bytes as sent.
 * @param {string} site
 */
async function serve(site) {
  /** @type {Served[]} */
  const served = []
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? "/", "http://localhost")
    const searchPage = pathname.match(/^\/search-(\w+)\.html$/)
    let body
    let file = "search.html"
    if (searchPage) {
      body = Buffer.from(
        `<!doctype html><html lang="${searchPage[1]}"><head><meta charset="utf-8"></head><body></body></html>`,
      )
    } else {
      file = path.join(site, decodeURIComponent(pathname).replace(/\/$/, "/index.html"))
      if (!file.startsWith(site) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
        response.writeHead(404).end()
        return
      }
      body = fs.readFileSync(file)
    }
    const type = TYPES[path.extname(file)] ?? "application/octet-stream"
    /** @type {Record<string, string>} */
    const headers = { "content-type": type }
    if (type !== "application/octet-stream" && /\bgzip\b/.test(request.headers["accept-encoding"] ?? "")) {
      body = gzipSync(body, { level: 9 })
      headers["content-encoding"] = "gzip"
    }
    served.push({ path: pathname, bytes: body.length })
    response.writeHead(200, headers).end(body)
  })
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)))
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address())
  return { server, origin: `http://127.0.0.1:${port}`, served }
}

/**
 * A fresh browser context on the empty page in `language`, with Pagefind imported as `window.pf`.
 * @param {import("playwright").Browser} browser
 * @param {string} origin
 * @param {Language} language
 */
async function pagefindPage(browser, origin, language) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${origin}/search-${language}.html`)
  await page.evaluate(async () => {
    // The bundle buildPagefindSite wrote; typed by hand (pagefind-browser.d.ts).
    const bundle = "/pagefind/pagefind.js"
    const pagefindWindow = /** @type {PagefindWindow} */ (window)
    pagefindWindow.pf = await import(bundle)
    await pagefindWindow.pf.init()
  })
  return { context, page }
}

/**
 * In the page: the first `top` results' URLs and the words their excerpts mark as matched (each
 * result's data loads its page's fragment), and how many results there were in all.
 * @param {[query: string, top: number]} args
 */
const PAGEFIND_SEARCH = async ([query, top]) => {
  const search = await /** @type {PagefindWindow} */ (window).pf.search(query)
  const results = await Promise.all(
    search.results.slice(0, top).map(async (result) => {
      const { url, excerpt } = await result.data()
      return {
        url,
        marked: [...new Set([...excerpt.matchAll(/<mark>(.*?)<\/mark>/g)].map((match) => match[1].toLowerCase()))],
      }
    }),
  )
  return { results, count: search.results.length }
}

async function measurePagefind() {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), "buglens-pagefind-"))
  const { server, origin, served } = await serve(site)
  const browser = await chromium.launch(CHROMIUM)
  try {
    const pages = await buildPagefindSite(site)

    // Bytes of a first search: a fresh context, nothing cached.
    served.length = 0
    const first = await pagefindPage(browser, origin, "en")
    const ladybug = await first.page.evaluate(
      async (query) => (await /** @type {PagefindWindow} */ (window).pf.search(query)).results.length,
      "ladybug",
    )
    const searchFiles = served.filter((file) => file.path.startsWith("/pagefind/"))
    const files = searchFiles.map((file) => ({ ...file }))
    await first.page.evaluate(PAGEFIND_SEARCH, /** @type {[string, number]} */ (["ladybug", TOP])) // the result list: each shown result's fragment
    const fragments = served.filter((file) => file.path.startsWith("/pagefind/")).slice(searchFiles.length)
    const firstSearch = { files, results: ladybug, fragments }
    await first.context.close()

    // One page per language; a first search there loads its index, so the files it loaded show
    // which language Pagefind picked.
    /** @type {Partial<Record<Language, string[]>>} */
    const loaded = {}
    /** @type {Partial<Record<Language, Awaited<ReturnType<typeof pagefindPage>>>>} */
    const byLanguage = {}
    for (const language of LANGUAGES) {
      const before = served.length
      const opened = await pagefindPage(browser, origin, language)
      byLanguage[language] = opened
      await opened.page.evaluate(async () => /** @type {PagefindWindow} */ (window).pf.search("insect"))
      loaded[language] = served
        .slice(before)
        .filter((file) => /pf_meta$/.test(file.path))
        .map((file) => file.path)
    }
    /** @param {string} url */
    const slugOf = (url) => url.split("/").filter(Boolean).pop() ?? ""
    /** @type {Map<string, { count: number, top: { url: string, marked: string[] }[] }>} */
    const details = new Map() // `${language} ${query}` -> { count, top }
    const table = await runTable(async (language, query) => {
      const { page } = /** @type {Awaited<ReturnType<typeof pagefindPage>>} */ (byLanguage[language])
      const { results, count } = await page.evaluate(PAGEFIND_SEARCH, /** @type {[string, number]} */ ([query, 1000]))
      details.set(`${language} ${query}`, { count, top: results.slice(0, TOP) })
      return results.map((result) => slugOf(result.url))
    })
    for (const opened of Object.values(byLanguage)) await opened.context.close()
    const misspellings = queries
      .filter(({ kind }) => kind === "misspelling")
      .map(({ language, query, finds }) => ({
        language,
        query,
        finds,
        count: 0,
        top: [],
        ...details.get(`${language} ${query}`),
      }))
    return { ...table, pages, firstSearch, loaded, misspellings }
  } finally {
    await browser.close()
    server.close()
    fs.rmSync(site, { recursive: true, force: true })
  }
}

// ---------------------------------------------------------------------------------------------
// Report

/** @param {Count} count */
const cell = ([found, of]) => `${found}/${of}`
/**
 * @param {Record<Kind, Count>} found
 * @returns {Count}
 */
const total = (found) =>
  KINDS.reduce(
    /** @param {Count} sum */ ([f, o], kind) => [f + found[kind][0], o + found[kind][1]],
    /** @type {Count} */ ([0, 0]),
  )

/**
 * @param {string} engine
 * @param {Awaited<ReturnType<typeof runTable>>["misses"]} misses
 */
function printMisses(engine, misses) {
  console.log(`\n${engine} misses (${misses.length}):`)
  for (const { language, kind, query, wanted, got, closest, rank } of misses) {
    console.log(
      `  ${language} ${kind.padEnd(11)} "${query}" wants ${wanted.join("|")}; top ${TOP}: ${got.join(", ") || "(nothing)"}`,
    )
    const why = closest.lacks.length
      ? `not found by ${closest.lacks.map((word) => `"${word}"`).join(", ")} alone`
      : `found by each word alone${rank >= 0 ? `; ranked ${rank + 1}` : ", but not by all together"}`
    console.log(`      closest wanted, ${closest.slug}: ${why}`)
  }
}

const miniSearch = await measureMiniSearch()
const pagefindResult = await measurePagefind()

printMisses("MiniSearch", miniSearch.misses)
printMisses("Pagefind", pagefindResult.misses)

console.log(`\nMiniSearch queries that AND left empty and OR answered: ${miniSearch.orFallbacks.join(", ") || "none"}`)

console.log(
  `\nPagefind on the misspellings: found?, results in all, and the top ${TOP} with the words their excerpts mark:`,
)
for (const { language, query, finds, count, top } of pagefindResult.misspellings) {
  const slugs = top.map(({ url }) => url.split("/").filter(Boolean).pop() ?? "")
  const shown = top.map(({ marked }, index) => `${slugs[index]} [${marked.join(" ")}]`)
  const found = slugs.some((slug) => finds.includes(slug)) ? "found " : "missed"
  console.log(`  ${found} ${language} "${query}": ${count}; ${shown.join(", ") || "(nothing)"}`)
}

console.log(`\nFound among the first ${TOP} results (${queries.length} queries):\n`)
const rows = [
  ["engine", ...KINDS, "total"],
  ["ours (jest, docs/search.md)", ...KINDS.map((kind) => cell(OURS[kind])), cell(total(OURS))],
  ["MiniSearch 7.2.0", ...KINDS.map((kind) => cell(miniSearch.found[kind])), cell(total(miniSearch.found))],
  ["Pagefind 1.6.0", ...KINDS.map((kind) => cell(pagefindResult.found[kind])), cell(total(pagefindResult.found))],
]
const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)))
for (const [index, row] of rows.entries()) {
  console.log(`| ${row.map((text, column) => text.padEnd(widths[column])).join(" | ")} |`)
  if (index === 0) console.log(`| ${widths.map((width) => "-".repeat(width)).join(" | ")} |`)
}

console.log("\nMiniSearch prebuilt index, JSON.stringify(index) gzipped (level 9), per language:")
for (const language of LANGUAGES) {
  const { at47, at1000, at10000, stemmer } = miniSearch.sizes[language]
  console.log(
    `  ${language}: 47 species ${kb(at47)}; 1,000 synthetic ${kb(at1000)}; 10,000 ${kb(at10000)} (linear extrapolation, not measured); stemmer ${kb(stemmer)}`,
  )
}
console.log(
  `  library: dist/es/index.js ${kb(miniSearch.library.raw)} raw, ${kb(miniSearch.library.minifiedGzip)} minified (terser) and gzipped`,
)
const en = miniSearch.sizes.en
console.log(
  `  a first English search loads library + stemmer + whole index: ${kb(miniSearch.library.minifiedGzip + en.stemmer + en.at47)} at 47 species`,
)

const { firstSearch, loaded, pages } = pagefindResult
/** @param {Served[]} files */
const sum = (files) => files.reduce((bytes, file) => bytes + file.bytes, 0)
console.log(`\nPagefind: ${pages} pages indexed; per language the search page loaded ${JSON.stringify(loaded)}`)
console.log(
  `Pagefind first search of "ladybug" (English, 47 species, ${firstSearch.results} results), bodies as sent (text gzipped):`,
)
for (const file of firstSearch.files) console.log(`  ${file.path.padEnd(48)} ${kb(file.bytes)}`)
console.log(`  total until search() resolves: ${kb(sum(firstSearch.files))} in ${firstSearch.files.length} files`)
console.log(
  `  + the first ${firstSearch.fragments.length} results' fragments (result.data(), needed to show a title or URL): ${kb(sum(firstSearch.fragments))}, total ${kb(sum(firstSearch.files) + sum(firstSearch.fragments))}`,
)
