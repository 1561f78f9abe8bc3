import { spawn, type ChildProcess } from "child_process"
import fs from "fs"
import path from "path"
import { chromium, type Browser, type Page } from "@playwright/test"
import { args as CHROMIUM_ARGS } from "../../scripts/chromium-args.json"
import { copySite, editJson, type SiteCopy } from "./site-copy"

/**
 * The README's first command, as a new developer or editor runs it: `npm run develop` on a site that
 * has never been built, then `npm run cms`. Both once failed before serving a page (gatsby-ssr read
 * page data that develop does not pass) while every production test passed.
 */

const SITE_PORT = 8000
const ORIGIN = `http://localhost:${SITE_PORT}`
const START_TIMEOUT_MS = 180_000

interface Server {
  child: ChildProcess
  output: () => string
}

/** Runs an npm script in the copy, in its own process group so that stopping it stops Gatsby's workers too. */
function startScript(site: SiteCopy, script: string): Server {
  let output = ""
  // As from a developer's shell: Jest's NODE_ENV=test would clash with develop's own.
  const { PORT: _port, NODE_ENV: _nodeEnv, ...env } = process.env
  const child = spawn("npm", ["run", script], {
    cwd: site.dir,
    detached: true,
    env: { ...env, CI: "true", NO_COLOR: "1" },
  })
  child.stdout?.on("data", (chunk) => (output += chunk))
  child.stderr?.on("data", (chunk) => (output += chunk))
  return { child, output: () => output }
}

async function stop(server: Server | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) return
  const exited = new Promise((resolve) => server.child.once("exit", resolve))
  process.kill(-server.child.pid!, "SIGTERM")
  await exited
}

/** Polls the URL until it answers 200; fails early, with the server's output, if the server exits. */
async function waitForAnswer(url: string, server: Server): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`The server exited before ${url} answered:\n${server.output()}`)
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not answer within ${START_TIMEOUT_MS / 1000} s:\n${server.output()}`)
}

function readJson<T = Record<string, Record<string, string>>>(file: string): T {
  return JSON.parse(fs.readFileSync(file, "utf8"))
}

async function heading(page: Page, name: string) {
  return page.getByRole("heading", { level: 1, name }).waitFor({ state: "visible" })
}

describe("the README's first command on a site never built before", () => {
  let site: SiteCopy
  let browser: Browser
  let server: Server | undefined

  beforeAll(async () => {
    site = copySite()
    fs.cpSync(path.resolve(__dirname, "../../scripts/cms.mjs"), path.join(site.dir, "scripts/cms.mjs"))
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    })
  })

  afterEach(async () => {
    await stop(server)
    server = undefined
  })

  afterAll(async () => {
    await browser?.close()
    site?.remove()
  })

  it("`npm run develop` serves every language and shows a content edit without a restart", async () => {
    server = startScript(site, "develop")
    await waitForAnswer(`${ORIGIN}/`, server)
    const english = readJson(path.join(site.content, "site.json"))
    const german = readJson(path.join(site.content, "i18n/de/site.json"))

    const page = await browser.newPage()
    await page.goto(`${ORIGIN}/`)
    await heading(page, english.hero!.heading!)
    await page.goto(`${ORIGIN}/de/`)
    await heading(page, german.hero!.heading!)

    const edited = `${english.hero!.heading} (edited)`
    editJson(path.join(site.content, "site.json"), (data) => {
      ;(data.hero as Record<string, string>).heading = edited
    })
    // Develop pushes new query results to an open page; whether this load or that push brings it, the
    // visitor sees the edit without a restart.
    await page.goto(`${ORIGIN}/`)
    await heading(page, edited)

    // A species is read from its own files, which develop watches (species/nodes.ts): an edit to its
    // English file and one to its German translation each reach its page.
    const speciesFile = path.join(site.content, "species/hymenoptera/asian-hornet.json")
    const germanFile = path.join(site.content, "i18n/de/species/hymenoptera/asian-hornet.json")
    const englishName = `${readJson<{ commonName: string }>(speciesFile).commonName} (edited)`
    const germanName = `${readJson<{ commonName: string }>(germanFile).commonName} (bearbeitet)`
    editJson(speciesFile, (data) => (data.commonName = englishName))
    await page.goto(`${ORIGIN}/insects/asian-hornet/`)
    await heading(page, englishName)
    editJson(germanFile, (data) => (data.commonName = germanName))
    await page.goto(`${ORIGIN}/de/insects/asian-hornet/`)
    await heading(page, germanName)
    await page.close()
  })

  // Signing in needs Decap's local proxy (port 8081) to answer: the editor lists the collections from it.
  it("`npm run cms` serves the content editor at /admin/ with Decap's local proxy", async () => {
    server = startScript(site, "cms")
    await waitForAnswer(`${ORIGIN}/`, server)
    const page = await browser.newPage()
    await page.goto(`${ORIGIN}/admin/`)
    await page.getByRole("button", { name: "Login" }).click()
    await page.getByRole("heading", { name: "Collections" }).waitFor({ state: "visible" })
    await page.close()
  })
})
