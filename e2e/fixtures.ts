import { test as base, expect, type Page } from "@playwright/test"

interface Fixtures {
  /**
   * Problems a test expects, matched against the guard's messages: the 404 page answers 404 and
   * logs its path on purpose.
   */
  expectedProblems: RegExp | null
  /**
   * Fails the test on any console error or warning, uncaught error, failed response, or request to
   * another origin.
   */
  pageGuards: void
}

export const test = base.extend<Fixtures>({
  expectedProblems: [null, { option: true }],
  pageGuards: [
    async ({ page, expectedProblems, baseURL }, use) => {
      const problems: string[] = []
      const report = (problem: string) => {
        if (!expectedProblems?.test(problem)) problems.push(problem)
      }
      const origin = new URL(baseURL!).origin
      page.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning") {
          report(`console.${message.type()}: ${message.text()}`)
        }
      })
      page.on("pageerror", (error) => report(`uncaught: ${error.message}`))
      page.on("response", (response) => {
        if (response.status() >= 400) report(`HTTP ${response.status()}: ${response.url()}`)
      })
      page.on("request", (request) => {
        const url = new URL(request.url())
        if (url.protocol === "data:" || url.protocol === "blob:") return
        if (url.origin !== origin) report(`request to another origin: ${request.url()}`)
      })
      await use()
      expect(problems, "console problems, failed responses and foreign requests").toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/**
 * What an unknown path legitimately produces: the 404 answer itself, Gatsby looking for the path's
 * page data (also 404), and the log line the spec asks for.
 */
export const NOT_FOUND_PROBLEMS =
  /^(HTTP 404: .*\/(anything-else\/?|page-data\/anything-else\/page-data\.json)|console\.error: Failed to load resource: the server responded with a status of 404 \(Not Found\)|console\.error: 404 Error: User attempted to access non-existent route: \/anything-else\/?)$/

/** Opens a page and waits until React has hydrated it, so handlers are attached. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await waitForHydration(page)
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0)
}

/** Scrolls through the whole page so every feature card comes into view, then waits for all to show. */
export async function revealAllCards(page: Page, cards = featureCards(page)): Promise<void> {
  for (const card of await cards.all()) {
    await card.scrollIntoViewIfNeeded()
    await expect(card).toHaveCSS("opacity", "1")
  }
}

/** Resolves once window.scrollY has not changed for `frames` animation frames in a row. */
export async function waitForScrollToSettle(page: Page, frames = 10): Promise<number> {
  return page.evaluate(
    (stillFrames) =>
      new Promise<number>((resolve) => {
        let last = -1
        let still = 0
        const tick = () => {
          still = window.scrollY === last ? still + 1 : 0
          last = window.scrollY
          if (still >= stillFrames) resolve(last)
          else requestAnimationFrame(tick)
        }
        requestAnimationFrame(tick)
      }),
    frames,
  )
}

/** The alpha channel of a computed CSS colour (rgb(), rgba(), oklab() ... / a). */
export function alphaOf(color: string): number {
  const slash = color.match(/\/\s*([\d.]+)\)$/)
  if (slash) return Number(slash[1])
  const rgba = color.match(/^rgba\([^,]+,[^,]+,[^,]+,\s*([\d.]+)\)$/)
  return rgba ? Number(rgba[1]) : 1
}

export function featureCards(page: Page) {
  return page.getByRole("region", { name: "Why Choose BugLens?" }).getByRole("listitem")
}

/** The feature cards in whatever language the page is: found by their section's heading id. */
export function featureCardsInAnyLanguage(page: Page) {
  return page.locator('section[aria-labelledby="features-heading"] li')
}

/**
 * Records window.scrollY on every animation frame from now on; read the positions with
 * `scrollSamples`. Shows whether a scroll animated (intermediate positions) or jumped.
 */
export async function startScrollSampling(page: Page): Promise<void> {
  await page.evaluate(() => {
    const positions: number[] = []
    ;(window as unknown as { scrollSamples: number[] }).scrollSamples = positions
    const sample = () => {
      positions.push(window.scrollY)
      if (positions.length < 240) requestAnimationFrame(sample)
    }
    requestAnimationFrame(sample)
  })
}

export async function scrollSamples(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { scrollSamples: number[] }).scrollSamples)
}

/** Starts recording Content-Security-Policy violations in every document the page loads from now on. */
export async function recordCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const violations: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = violations
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`),
    )
  })
}

/** The violations recorded in the page's current document (see recordCspViolations). */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)
}

/**
 * Opens the home page on a CPU slowed down like a cheap phone's and resolves once React has taken
 * the page (its listeners are attached) but has not finished hydrating it: the moment when an early
 * tap used to be lost.
 */
export async function openWhileHydrating(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 8 })
  await page.goto("/", { waitUntil: "commit" })
  const hydrating = await page.waitForFunction(
    () => {
      const root = document.getElementById("___gatsby")
      const taken = root !== null && Object.keys(root).some((key) => key.startsWith("__reactContainer$"))
      const finished = performance.getEntriesByName("onInitialClientRender").length > 0
      return taken || finished ? { taken, finished } : null
    },
    null,
    { polling: 5 },
  )
  expect(await hydrating.jsonValue(), "the page was caught while React hydrated it").toEqual({
    taken: true,
    finished: false,
  })
  return cdp
}
