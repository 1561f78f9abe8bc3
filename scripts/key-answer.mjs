// @ts-check
// What a first answer of the identification key costs (issue #42: at 10,000 species, a first answer
// for two choices within 60 KB sent, and the count updated within 100 ms of a choice at 4x CPU):
// serves a built public/ as the static host does, opens /insects/key/ in Chromium, makes two choices
// and counts the bytes that arrive from the first choice until the count and the list show the
// answer (firstKeyAnswer); and how long each choice takes to update the count with the CPU slowed
// 4x (keyTiming), and with --calibrated also at the slowdown that makes this machine Lighthouse's
// target phone (cpu-calibration.mjs). Used by `npm run bench:guide`; on its own:
// `node scripts/key-answer.mjs public [--runs=N] [--calibrated]` (5 runs of each choice unless told).
import { fileURLToPath } from "node:url"
import { kb } from "./bench-report.mjs"
import { describeSlowdowns, median, onStaticHost, servedSince, nextSlowdown } from "./first-search.mjs"

/** Two choices a visitor makes, a shape and a colour: the first a button, the second a checkbox. */
export const KEY_CHOICES = { shape: "Bee or wasp", colour: "Yellow" }

/**
 * The key's page, hydrated: its shape buttons say whether they are chosen only then.
 * @param {import("playwright").Page} page
 * @param {string} origin
 * @param {string} pagePath
 */
async function openKey(page, origin, pagePath) {
  await page.goto(`${origin}${pagePath}`, { waitUntil: "networkidle" })
  await page.getByRole("button", { name: KEY_CHOICES.shape }).and(page.locator("[aria-pressed]")).waitFor()
  return page.locator("#key-results")
}

/**
 * Scrolls `choice` into view and waits until nothing on the page has moved for ten frames: a visitor
 * scrolls to a question, reads it, then chooses, and the header's 300 ms change of colour once the
 * page has scrolled (its paints) has ended by then. Clicked at once, a choice was timed with the
 * header's paints in it (docs/architecture.md, "The key").
 * @param {import("playwright").Page} page
 * @param {import("playwright").Locator} choice
 */
async function scrollTo(page, choice) {
  await choice.scrollIntoViewIfNeeded()
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        let quiet = 0
        const frame = () => {
          quiet = document.getAnimations().length === 0 ? quiet + 1 : 0
          if (quiet >= 10) resolve(undefined)
          else requestAnimationFrame(frame)
        }
        requestAnimationFrame(frame)
      }),
  )
}

/**
 * Chooses the shape, then the colour, each once the count has answered the one before.
 * @param {import("playwright").Page} page
 * @param {import("playwright").Locator} count
 */
async function choose(page, count) {
  for (const choice of [
    page.getByRole("button", { name: KEY_CHOICES.shape }),
    page.getByRole("checkbox", { name: KEY_CHOICES.colour }),
  ]) {
    const before = await count.textContent()
    await scrollTo(page, choice)
    await choice.click()
    await page.waitForFunction(([text]) => document.querySelector("#key-results")?.textContent !== text, [before], {
      timeout: 60_000,
    })
  }
}

/**
 * Bytes downloaded by a first answer to the two choices on `pagePath`: each of the key's files' body
 * as sent since the page loaded (`files`, `bytes`: its entry, read once the page is idle, the
 * bitsets and the record blocks), everything sent on the connections from the first choice on
 * (`wireBytes`: headers, and the icons Chromium asks for again), and the count.
 * @param {string} publicDir
 */
export function firstKeyAnswer(publicDir, { pagePath = "/insects/key/", protocol = "http1" } = {}) {
  return onStaticHost(publicDir, protocol, async ({ origin, bytesSent, served }, browser) => {
    const context = await browser.newContext({ ignoreHTTPSErrors: true })
    const page = await context.newPage()
    // From the page's load: the key reads its entry once the page is idle, before any choice.
    const servedBefore = served.length
    const count = await openKey(page, origin, pagePath)
    const sentBefore = bytesSent()
    await choose(page, count)
    await page.waitForLoadState("networkidle")
    // The key's own files (its entry, bitsets and the guide's record blocks), apart from what else the
    // browser asks for meanwhile (each choice adds a history entry, and Chromium asks for the icons again).
    return {
      count: (await count.textContent())?.trim() ?? "",
      ...servedSince(served, servedBefore, ({ url }) => url.startsWith("/search/")),
      wireBytes: bytesSent() - sentBefore,
    }
  })
}

/**
 * Milliseconds from each choice's click to the frame after the count changed, with the CPU slowed
 * 4x (SEARCH_CPU_SLOWDOWN) or at a `calibration`'s slowdown (first-search.mjs, nextSlowdown), on a
 * freshly loaded page: the first choice reads the key's entry and its bitsets, the second only its
 * own. The median of `runs` of each, and every run with its slowdown.
 * @param {string} publicDir
 * @param {{ pagePath?: string, runs?: number, calibration?: { measure(): Promise<number> } }} [options]
 */
export function keyTiming(publicDir, { pagePath = "/insects/key/", runs = 5, calibration } = {}) {
  return onStaticHost(publicDir, "http1", async ({ origin }, browser) => {
    /** @type {{ first: number[], second: number[] }} */
    const times = { first: [], second: [] }
    const slowdowns = []
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext()
      const page = await context.newPage()
      const count = await openKey(page, origin, pagePath)
      // Each click's time, and the frame after the count's first change since: one time a choice.
      await page.evaluate(() => {
        /** @type {any} */
        const browserWindow = window
        let clicked = 0
        let waiting = false
        document.addEventListener("click", () => ((clicked = performance.now()), (waiting = true)), { capture: true })
        browserWindow.countTimes = []
        new MutationObserver(() => {
          if (!waiting) return
          waiting = false
          requestAnimationFrame(() => browserWindow.countTimes.push(performance.now() - clicked))
        }).observe(/** @type {Element} */ (document.querySelector("#key-results")), {
          childList: true,
          subtree: true,
          characterData: true,
        })
      })
      const cdp = await context.newCDPSession(page)
      const rate = await nextSlowdown(calibration)
      await cdp.send("Emulation.setCPUThrottlingRate", { rate })
      slowdowns.push(rate)
      await choose(page, count)
      await page.waitForFunction(() => /** @type {any} */ (window).countTimes.length >= 2)
      const [first, second] = await page.evaluate(() => /** @type {any} */ (window).countTimes)
      times.first.push(first)
      times.second.push(second)
      await context.close()
    }
    return { medianFirstMs: median(times.first), medianSecondMs: median(times.second), times, slowdowns }
  })
}

/**
 * One line: the files of a first answer and what HTTP/1.1 sent for them.
 * @param {Awaited<ReturnType<typeof firstKeyAnswer>>} answer
 */
export function describeKeyAnswer(answer) {
  return `${kb(answer.bytes)} of the key's files for "${KEY_CHOICES.shape}" and "${KEY_CHOICES.colour}" in ${answer.files.length} files; sent over HTTP/1.1 from the first choice ${kb(answer.wireBytes)} in all (${answer.count})`
}

/** @param {Awaited<ReturnType<typeof keyTiming>>} timing */
export function describeKeyTiming({ medianFirstMs, medianSecondMs, times, slowdowns }) {
  const each = (/** @type {number[]} */ list) => list.map((ms) => ms.toFixed(0)).join(", ")
  return `count updated ${describeSlowdowns(slowdowns)}: median ${medianFirstMs.toFixed(0)} ms after the first choice (${each(times.first)} ms), ${medianSecondMs.toFixed(0)} ms after the second (${each(times.second)} ms)`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const runsOption = process.argv.find((arg) => arg.startsWith("--runs="))
  const calibrated = process.argv.includes("--calibrated")
  const [publicDir = "public", pagePath] = process.argv.slice(2).filter((arg) => !arg.startsWith("--"))
  const answer = await firstKeyAnswer(publicDir, { pagePath })
  console.log(`first key answer: ${describeKeyAnswer(answer)}`)
  for (const file of answer.files.slice(0, 8))
    console.log(`  ${(file.bytes / 1024).toFixed(1).padStart(7)} KB  ${file.url}`)
  const runs = runsOption ? Number(runsOption.slice("--runs=".length)) : undefined
  console.log(describeKeyTiming(await keyTiming(publicDir, { pagePath, runs })))
  if (calibrated) {
    const { withCpuCalibration } = await import("./cpu-calibration.mjs")
    await withCpuCalibration(async (calibration) => {
      console.log(describeKeyTiming(await keyTiming(publicDir, { pagePath, runs, calibration })))
      console.log(calibration.describe())
    })
  }
}
