// @ts-check
// How long an editor waits in `npm run develop` for one species edit to be on screen: starts
// `gatsby develop` in a site's folder (a copy kept by `npm run bench:guide -- --keep`, or the
// project), opens the species' page in Chromium as an editor would (which also loads the page data
// Gatsby's development runtime asks for at start), then saves the species' file `--edits` times
// (default 5) and, after each, waits until the new text is on the page. Prints each wait and the
// median. `--page-data` polls the page's data instead of looking at the page: no browser, and the
// render after Gatsby's push is not counted.
//
// `node scripts/develop-edit.mjs /tmp/buglens-bench-XXXX [--species bench-species-00042] [--edits 5] [--log] [--page-data]`
import { spawn } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { chromium } from "playwright"
import { positionalArguments } from "./command-line.mjs"
import { speciesFiles } from "./site-code.mjs"

const [siteDir = "."] = positionalArguments()
/**
 * @template T
 * @param {string} name
 * @param {T} fallback
 * @returns {string | T}
 */
const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`)
  return at === -1 ? fallback : process.argv[at + 1]
}
const PORT = Number(option("port", 8124))
const EDITS = Number(option("edits", 5))
const ON_SCREEN = !process.argv.includes("--page-data")
const CHROMIUM_ARGS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), "chromium-args.json")
const content = path.join(siteDir, "content")
const slug = option(
  "species",
  speciesFiles
    .speciesSources(content)
    .map((source) => path.basename(source, ".json"))
    .sort()[0],
)
const file = path.join(content, speciesFiles.speciesSourceOf(content, slug) ?? `species/${slug}.json`)
const pageUrl = `http://localhost:${PORT}/insects/${slug}/`
const pageData = `http://localhost:${PORT}/page-data/insects/${slug}/page-data.json`

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Polls the page's data every 25 ms until `test` passes; the time it took, in seconds.
 * @param {(text: string) => boolean} test
 * @param {number} timeoutSeconds
 */
async function waitFor(test, timeoutSeconds) {
  const started = performance.now()
  while (performance.now() - started < timeoutSeconds * 1000) {
    const text = await fetch(pageData)
      .then((response) => (response.ok ? response.text() : ""))
      .catch(() => "")
    if (test(text)) return (performance.now() - started) / 1000
    await sleep(25)
  }
  throw new Error(`${pageData} did not pass within ${timeoutSeconds} s`)
}

/**
 * Waits until `token` is in the text of the page open in Chromium; the time it took, in seconds.
 * @param {import("playwright").Page} page
 * @param {string} token
 * @param {number} timeoutSeconds
 */
async function waitOnScreen(page, token, timeoutSeconds) {
  const started = performance.now()
  await page.waitForFunction((text) => document.body.innerText.includes(text), token, {
    timeout: timeoutSeconds * 1000,
  })
  return (performance.now() - started) / 1000
}

const develop = spawn("npx", ["gatsby", "develop", "-p", String(PORT)], {
  cwd: siteDir,
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", NO_COLOR: "1" },
  stdio: ["ignore", "pipe", "pipe"],
  detached: true,
})
// What Gatsby printed, each line stamped with the seconds since the last edit was saved, so that
// --log shows where an edit's wait goes (the steps' own times leave out the gaps between them).
let log = ""
let savedAt = performance.now()
for (const stream of [develop.stdout, develop.stderr]) {
  // A chunk can end inside a line: its rest waits for the next chunk, so each line gets one stamp.
  let rest = ""
  stream.on("data", (chunk) => {
    const lines = (rest + chunk).split("\n")
    rest = /** @type {string} */ (lines.pop())
    const seconds = ((performance.now() - savedAt) / 1000).toFixed(2)
    for (const line of lines) log += line.trim() ? `[+${seconds} s] ${line}\n` : `${line}\n`
  })
}

const original = fs.readFileSync(file, "utf8")
let browser
try {
  const startup = await waitFor((text) => text.includes('"slug"'), 900)
  console.log(`develop served /insects/${slug}/ after ${startup.toFixed(1)} s`)
  let page
  if (ON_SCREEN) {
    const { args } = JSON.parse(fs.readFileSync(CHROMIUM_ARGS_FILE, "utf8"))
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args })
    page = await browser.newPage()
    await page.goto(pageUrl, { waitUntil: "networkidle", timeout: 300_000 })
    await page.getByRole("heading", { level: 1 }).waitFor()
  }
  const waits = []
  for (let edit = 1; edit <= EDITS; edit++) {
    // Settle between edits, as an editor pauses between saves.
    await sleep(3000)
    const token = `Edited in develop ${Date.now()}.`
    const data = JSON.parse(fs.readFileSync(file, "utf8"))
    data.behaviour = `${data.behaviour.replace(/ Edited in develop \d+\./g, "")} ${token}`
    fs.writeFileSync(file, JSON.stringify(data))
    savedAt = performance.now()
    log += `\n=== edit ${edit} saved\n`
    const seconds = page ? await waitOnScreen(page, token, 120) : await waitFor((text) => text.includes(token), 120)
    waits.push(seconds)
    const shown = page ? "on screen" : "served"
    console.log(`edit ${edit}: ${shown} after ${seconds.toFixed(2)} s`)
    log += `=== edit ${edit} ${shown} after ${seconds.toFixed(2)} s\n`
  }
  const sorted = [...waits].sort((a, b) => a - b)
  console.log(`median ${sorted[Math.floor(sorted.length / 2)].toFixed(2)} s of ${EDITS} edits`)
} catch (error) {
  console.error(String(error))
  console.error(log.slice(-3000))
  process.exitCode = 1
} finally {
  await browser?.close()
  fs.writeFileSync(file, original)
  process.kill(-(/** @type {number} */ (develop.pid)))
  // With --log, what Gatsby printed, its steps' times among it.
  if (process.argv.includes("--log")) console.log(log)
}
