// @ts-check
// Issue #42: two faceted-search libraries against the key's own bitsets (src/lib/key-index.ts), on
// the key's measured question: what a first answer to "Bee or wasp" and "Yellow" downloads (the count,
// the first 30 species that fit, and the first 30 close ones), and that each counts the same species.
//
//   itemsjs 2.4 (facets over items held in memory): every species' record with its answers, one
//     JSON file, loaded whole with the library before the first answer; timed here in Node (building
//     its index, then the answer), which is faster than a phone.
//   Pagefind 1.6 (filters, data-pagefind-filter's Node API twin addCustomRecord): every species a
//     record with its answers as filters, searched in Chromium with `search(null, { filters })`, each
//     question's answers as `any`; the close matches are one more search per question answered, each
//     without that question, and the species shown are each a fragment file.
//   Ours: the entry, the bitsets of the answers chosen and the record blocks of the species shown,
//     read by readKey from a built site's /search/.
//
// Bytes are each file's as served compressed: gzip -9 of scripts and JSON; Pagefind's own files are
// gzipped already and count as they are. The libraries are the project's devDependencies, pinned at
// the versions measured; after `npm ci`
//   node scripts/experiments/key-libraries-compare.mjs [CHECKOUT]
// CHECKOUT is a BugLens checkout with `npm ci` done and the site built (default: this one), or the
// copy `npm run bench:guide -- --species 10000 --photos 0 --keep` leaves, built at 10,000 species.
// It reads the checkout's content/species, public/search and src/lib through jiti, runs Debian's
// /usr/bin/chromium, and writes only to a temporary folder, which it removes.
import { Buffer } from "node:buffer"
import { createServer } from "node:http"
import { createRequire } from "node:module"
import { gzipSync } from "node:zlib"
import { fileURLToPath } from "node:url"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import process from "node:process"
import * as pagefind from "pagefind"
import itemsjs from "itemsjs"

const MAIN = path.resolve(process.argv[2] ?? fileURLToPath(new URL("../..", import.meta.url)))
const requireFromMain = createRequire(path.join(MAIN, "package.json"))
/** @type {typeof import("playwright")} */
const { chromium } = requireFromMain("playwright")
/** @type {typeof import("jiti")} */
const { createJiti } = requireFromMain("jiti")
const jiti = createJiti(path.join(MAIN, "package.json"))
// CHECKOUT's own src/lib, typed as this checkout's: the two are the same code, or close to it.
/** @type {typeof import("../../src/lib/key-index")} */
const keyIndex = await jiti.import(path.join(MAIN, "src/lib/key-index.ts"))
/** @type {typeof import("../../src/lib/key-traits")} */
const keyTraits = await jiti.import(path.join(MAIN, "src/lib/key-traits.ts"))

/** @typedef {import("../../src/lib/key-traits").KeyQuestion} KeyQuestion */
/** @type {Record<"shape" | "colour", string[]>} */
const CHOICES = { shape: ["bee-or-wasp"], colour: ["yellow"] }
const SHOWN = 30
/** @param {Buffer} bytes */
const gzipBytes = (bytes) => gzipSync(bytes, { level: 9 }).length
/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
/** @param {string} file */
const readJson = (file) => JSON.parse(fs.readFileSync(file, "utf8"))

/**
 * A species of the checkout in English, with its answers by question.
 * @typedef {{ id: string, commonName: string, scientificName: string, level: string, order: string }
 *   & Partial<Record<KeyQuestion, readonly string[]>>} Species
 */
/** Every species of the checkout in English, with its answers by question. */
const speciesDir = path.join(MAIN, "content/species")
/** @type {Species[]} */
const species = fs
  .readdirSync(speciesDir)
  .filter((file) => file.endsWith(".json"))
  .sort()
  .map((file) => {
    const data = readJson(path.join(speciesDir, file))
    const answers = keyTraits.answersOf(data)
    return {
      id: file.replace(/\.json$/, ""),
      commonName: data.commonName,
      scientificName: data.scientificName,
      level: data.safety.level,
      order: data.order,
      ...Object.fromEntries(keyTraits.KEY_QUESTIONS.map(({ question, trait }) => [question, answers[trait]])),
    }
  })
const questions = keyTraits.KEY_QUESTIONS.map(({ question }) => question)
console.log(`${species.length} species in ${MAIN}; choices ${JSON.stringify(CHOICES)}, ${SHOWN} shown of each kind\n`)

// ---------------------------------------------------------------------------------------------
// Ours: readKey on the built site's files.
/** @type {number[]} */
const served = []
/** @param {string} file */
const read = async (file) => {
  const bytes = fs.readFileSync(path.join(MAIN, "public", file))
  served.push(gzipBytes(bytes))
  return JSON.parse(bytes.toString("utf8"))
}
const ours = await keyIndex.readKey(CHOICES, "en", read, SHOWN)
const oursBytes = served.reduce((sum, bytes) => sum + bytes, 0)

// ---------------------------------------------------------------------------------------------
// itemsjs: the records and the library, loaded whole; its index built, then the answer.
const itemsJson = JSON.stringify(species)
const library = fs.readFileSync(path.join(path.dirname(fileURLPath("itemsjs")), "index.umd.js"))
let started = performance.now()
const engine = itemsjs(species, {
  aggregations: Object.fromEntries(questions.map((question) => [question, { conjunction: false }])),
})
const builtMs = performance.now() - started
started = performance.now()
const itemsAnswer = engine.search({ filters: CHOICES, per_page: SHOWN })
// The close matches: one search a question, each without that question's answers.
Object.keys(CHOICES).map((dropped) =>
  engine.search({
    filters: Object.fromEntries(Object.entries(CHOICES).filter(([question]) => question !== dropped)),
    per_page: SHOWN * 2,
  }),
)
const answerMs = performance.now() - started

/** @param {string} name */
function fileURLPath(name) {
  return createRequire(import.meta.url).resolve(name)
}

// ---------------------------------------------------------------------------------------------
// Pagefind: an index of records with filters, searched in Chromium.
const temporary = fs.mkdtempSync(path.join(os.tmpdir(), "key-libraries-"))
const { index, errors } = await pagefind.createIndex({})
if (!index) throw new Error(`pagefind.createIndex: ${errors.join("; ")}`)
for (const entry of species) {
  await index.addCustomRecord({
    url: `/insects/${entry.id}/`,
    content: `${entry.commonName} ${entry.scientificName}`,
    language: "en",
    meta: { title: entry.commonName },
    filters: Object.fromEntries(questions.map((question) => [question, [...(entry[question] ?? [])]])),
  })
}
await index.writeFiles({ outputPath: path.join(temporary, "pagefind") })
await pagefind.close()
fs.writeFileSync(path.join(temporary, "index.html"), "<!doctype html><html lang=en><title>key</title></html>")

/** @type {{ url: string, bytes: number }[]} */
const sent = []
const server = createServer((request, response) => {
  const url = request.url ?? "/"
  const file = path.join(temporary, decodeURIComponent(new URL(url, "http://x").pathname))
  if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) {
    response.writeHead(404).end()
    return
  }
  const bytes = fs.readFileSync(file)
  sent.push({ url, bytes: /\.(js|json|html)$/.test(file) ? gzipBytes(bytes) : bytes.length })
  const type = { ".js": "text/javascript", ".html": "text/html" }[path.extname(file)] ?? "application/octet-stream"
  response.writeHead(200, { "content-type": type })
  response.end(bytes)
})
await new Promise((resolve) => server.listen(0, () => resolve(undefined)))
const origin = `http://localhost:${/** @type {import("node:net").AddressInfo} */ (server.address()).port}`
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--disable-background-networking"],
})
let pagefindAnswer
try {
  const page = await browser.newPage()
  await page.goto(`${origin}/index.html`)
  sent.length = 0
  pagefindAnswer = await page.evaluate(
    async ({ choices, shown }) => {
      // The bundle written above, served by the server above; typed by hand (pagefind-browser.d.ts).
      const bundle = "/pagefind/pagefind.js"
      const engine = /** @type {import("./pagefind-browser").Pagefind} */ (await import(bundle))
      /** @param {[string, string[]][]} entries */
      const any = (entries) => Object.fromEntries(entries.map(([question, answers]) => [question, { any: answers }]))
      const exact = await engine.search(null, { filters: any(Object.entries(choices)) })
      await Promise.all(exact.results.slice(0, shown).map((result) => result.data()))
      const exactIds = new Set(exact.results.map((result) => result.id))
      const close = []
      for (const dropped of Object.keys(choices)) {
        const rest = Object.entries(choices).filter(([question]) => question !== dropped)
        const found = await engine.search(null, { filters: any(rest) })
        close.push(...found.results.filter((result) => !exactIds.has(result.id)))
      }
      await Promise.all(close.slice(0, shown).map((result) => result.data()))
      return { count: exact.results.length }
    },
    { choices: CHOICES, shown: SHOWN },
  )
} finally {
  await browser.close()
  server.close()
  fs.rmSync(temporary, { recursive: true, force: true })
}
const pagefindBytes = sent.reduce((sum, { bytes }) => sum + bytes, 0)
const largest = [...sent].sort((a, b) => b.bytes - a.bytes).slice(0, 3)

console.log("| engine | species that fit | a first answer downloads |")
console.log("| --- | --- | --- |")
console.log(`| ours (bitsets, record blocks) | ${ours.count} | ${kb(oursBytes)} in ${served.length} files |`)
console.log(
  `| itemsjs 2.4.4 | ${itemsAnswer.pagination.total} | ${kb(gzipBytes(Buffer.from(itemsJson)) + gzipBytes(library))} (the records ${kb(gzipBytes(Buffer.from(itemsJson)))}, the library ${kb(gzipBytes(library))}); in Node its index built in ${builtMs.toFixed(0)} ms, the answer and the close matches in ${answerMs.toFixed(0)} ms |`,
)
console.log(
  `| Pagefind 1.6.0 (filters) | ${pagefindAnswer.count} | ${kb(pagefindBytes)} in ${sent.length} files (largest: ${largest.map(({ url, bytes }) => `${path.basename(url)} ${kb(bytes)}`).join(", ")}) |`,
)
const counts = new Set([ours.count, itemsAnswer.pagination.total, pagefindAnswer.count])
if (counts.size !== 1) console.log(`\nThe counts differ: ${[...counts].join(", ")}`)
