// @ts-check
// The browser editor at the guide's size: Decap at /admin/ of a built copy (npm run bench:guide --
// --species N --keep prints the copy's folder), signed in to decap-server on that copy as `npm run cms`
// signs in on the working tree. Prints, in ms from each step's start: sign-in until the collections
// show; the collection of one order's species until its first entries show; a search by a species' name until it is
// listed; opening that species until its form holds it; saving a change until Decap says it saved;
// a species of another order offered as a lookalike;
// the second language's species translations until their entries show, and one of them opened.
// Also the size of /admin/config.yml, the requests the editor made to the proxy in each step, and the
// tab's JavaScript heap and all of Chromium's resident memory at the end.
//
// Usage: node scripts/bench-editor.mjs DIR [--port 9210]
import { execSync } from "node:child_process"
import { createServer } from "node:http"
import { readFileSync, statSync } from "node:fs"
import path from "node:path"
import { chromium } from "@playwright/test"
import { DECAP_SERVER_PORT, startDecapServer } from "./decap-server.js"
import { contentSnapshot, editorCollections, speciesFiles } from "./site-code.mjs"
import { staticHost } from "./serve-static.mjs"

const [dir, ...rest] = process.argv.slice(2)
if (!dir) throw new Error("Usage: node scripts/bench-editor.mjs DIR [--port 9210]")
const port = Number(rest[rest.indexOf("--port") + 1] || 9210)
const root = path.resolve(import.meta.dirname, "..")
/** How long any one step may take before the bench calls the editor unusable at this size. */
const STEP_LIMIT_MS = 120_000

const sources = speciesFiles.speciesSources(path.join(dir, "content")).sort()
const targetSource = sources.at(-1) ?? ""
const target = JSON.parse(readFileSync(path.join(dir, "content", targetSource), "utf8"))
const slug = path.basename(targetSource, ".json")
// The guide is a collection per order: the species' own.
const folder = speciesFiles.speciesFolderOf(target.order)
const collection = editorCollections.speciesCollectionName(folder)
const inOrder = sources.filter((source) => source.startsWith(`species/${folder}/`)).length

const site = createServer(staticHost(path.join(dir, "public")))
await new Promise((resolve) => site.listen(port, () => resolve(undefined)))
const decap = await startDecapServer(path.resolve(dir))
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: JSON.parse(readFileSync(path.join(root, "scripts/chromium-args.json"), "utf8")).args,
})
/** @typedef {{ step: string, ms: number, proxyRequests: number }} StepResult */
/** @type {StepResult[]} */
const results = []
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  page.setDefaultTimeout(STEP_LIMIT_MS)
  // Leaving the form with the lookalike unsaved: Decap asks, and the editor leaves it unsaved.
  page.on("dialog", (dialog) => dialog.accept())
  let proxyRequests = 0
  page.on("request", (request) => {
    if (request.url().startsWith(`http://localhost:${DECAP_SERVER_PORT}/`)) proxyRequests++
  })
  const step = async (/** @type {string} */ name, /** @type {() => Promise<void>} */ run) => {
    const before = proxyRequests
    const started = performance.now()
    await run()
    results.push({ step: name, ms: Math.round(performance.now() - started), proxyRequests: proxyRequests - before })
    console.log(
      `${name}: ${/** @type {StepResult} */ (results.at(-1)).ms} ms, ${/** @type {StepResult} */ (results.at(-1)).proxyRequests} requests to the proxy`,
    )
  }
  const origin = `http://localhost:${port}`
  await step("sign in until the collections show", async () => {
    await page.goto(`${origin}/admin/`)
    await page.getByRole("button", { name: "Login" }).click()
    await page.getByRole("heading", { name: "Collections" }).waitFor()
  })
  const entryLinks = page.locator(`a[href*="/collections/${collection}/entries/"]`)
  await step(`open ${target.order} (${inOrder} species) until its entries show`, async () => {
    await page.goto(`${origin}/admin/#/collections/${collection}`)
    await entryLinks.first().waitFor()
  })
  await step(`search "${target.commonName}" until it is listed`, async () => {
    const search = page.getByPlaceholder(/search/i).first()
    await search.fill(target.commonName)
    await search.press("Enter")
    await page.locator(`a[href*="/entries/${slug}"]`).first().waitFor()
  })
  await step("open that species until its form holds it", async () => {
    await page.goto(`${origin}/admin/#/collections/${collection}/entries/${slug}`)
    await page
      .getByRole("textbox", { name: "Common name", exact: true })
      .and(page.locator(`[value="${target.commonName}"]`))
      .waitFor()
  })
  await step("change its behaviour and publish until Decap says it saved", async () => {
    const field = page.getByRole("textbox", { name: "Behaviour", exact: true })
    await field.fill(`${target.behaviour} Edited by the editor bench.`)
    await page.getByRole("button", { name: "Publish", exact: true }).click()
    await page.getByRole("menuitem", { name: "Publish now" }).click()
    await page.getByText("Entry saved").waitFor()
  })
  // A lookalike is picked from every order's species: the hidden collection of all of them (species-collections.ts).
  const other = JSON.parse(readFileSync(path.join(dir, "content", sources[0] ?? ""), "utf8"))
  await step(`pick "${other.commonName}" as a lookalike until it is offered`, async () => {
    await page.getByRole("button", { name: "Add lookalikes" }).click()
    await page.getByRole("combobox", { name: "Species" }).last().fill(other.commonName)
    await page.getByRole("option", { name: other.commonName, exact: true }).first().waitFor()
  })
  // A language's species translations, where they are (src/node/editor/translation-collections.ts).
  const language = contentSnapshot.readContentSnapshot(path.join(dir, "content")).languages[1]
  if (language) {
    await step(`open the ${language} translations of ${target.order} until their entries show`, async () => {
      await page.goto(`${origin}/admin/#/collections/${collection}-${language}`)
      await page.locator(`a[href*="/collections/${collection}-${language}/entries/"]`).first().waitFor()
    })
    await step(`open ${slug}'s ${language} translation until its form holds it`, async () => {
      await page.goto(`${origin}/admin/#/collections/${collection}-${language}/entries/${slug}`)
      await page.getByRole("textbox", { name: "Common name (optional)", exact: true }).waitFor()
    })
  }
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("Performance.enable")
  const { metrics } = await cdp.send("Performance.getMetrics")
  const heap = metrics.find(({ name }) => name === "JSHeapUsedSize")?.value ?? 0
  const chromiumRss = execSync(`ps -C chromium -o rss= || true`, { encoding: "utf8" })
    .split("\n")
    .reduce((sum, line) => sum + (Number(line.trim()) || 0), 0)
  const configBytes = statSync(path.join(dir, "public/admin/config.yml")).size
  console.log(
    JSON.stringify({
      species: sources.length,
      inOrder,
      configBytes,
      jsHeapMB: Math.round(heap / 2 ** 20),
      chromiumRssMB: Math.round(chromiumRss / 1024),
      results,
    }),
  )
} finally {
  await browser.close()
  decap.kill()
  site.close()
}
