import { test as base, expect, type Locator, type Page } from "@playwright/test"

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

/** Presses Tab until `target` has the focus, as a keyboard user moves through the page, at most `presses` times. */
export async function tabTo(page: Page, target: Locator, presses = 80): Promise<void> {
  for (let press = 0; press < presses; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press("Tab")
  }
  await expect(target).toBeFocused()
}

/** Fills in the English contact form and sends it; resolves to the toast once it says the message went. */
export async function sendMessage(page: Page): Promise<Locator> {
  await page.getByLabel("Name").fill("Ada")
  await page.getByLabel("Email").fill("ada@example.org")
  await page.getByLabel("Message").fill("Hello")
  await page.getByRole("button", { name: "Send Message" }).click()
  const toast = page.getByRole("status")
  await expect(toast).toContainText("Message Sent")
  return toast
}

/** Scrolls a feature card into view and waits until it has faded in after its turn. */
export async function revealCard(card: Locator): Promise<void> {
  await card.scrollIntoViewIfNeeded()
  await expect(card).toHaveCSS("opacity", "1")
}

/** Scrolls through the whole page so every feature card comes into view, then waits for all to show. */
export async function revealAllCards(page: Page, cards = featureCards(page)): Promise<void> {
  for (const card of await cards.all()) await revealCard(card)
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

/**
 * The Content-Security-Policies a browser enforces on a document: each one its headers carry (a comma
 * starts another) and each in a <meta> of its HTML.
 */
export async function policiesOf(response: {
  headersArray(): Promise<Array<{ name: string; value: string }>> | Array<{ name: string; value: string }>
  text(): Promise<string>
}): Promise<{ header: string[]; meta: string[] }> {
  const header = (await response.headersArray())
    .filter(({ name }) => name.toLowerCase() === "content-security-policy")
    .flatMap(({ value }) => value.split(",").map((policy) => policy.trim()))
  const meta = [...(await response.text()).matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/g)]
  return { header, meta: meta.map((match) => match[1]!) }
}

/** The violations recorded in the page's current document (see recordCspViolations). */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)
}

/** Where an input can land, measured from the page's start-up. */
export type InputWindow = "before React" | "while hydrating" | "after hydration"

/** What the instrumentation of `openHeld` keeps in the page. */
interface StartUpTimeline {
  /** When each gesture's first event (pointerdown, keydown) reached the page. */
  inputs: number[]
  /** When React took the page: its first listener on Gatsby's root element. */
  tookRoot: number | null
  /** Whether messages to React's scheduler are held, and those held. */
  holding: boolean
  held: (() => void)[]
}

/**
 * Opens `path` and holds its start-up, deterministically, at `moment`, until `release` is called:
 *
 * - "before React": the page's bundles are held at the network, so it is painted and the browser
 *   alone handles input; React has not run.
 * - "while hydrating": React has taken the page (its listeners are on the root) and scheduled the
 *   hydration, whose slices are held: React's scheduler yields through a MessageChannel, whose
 *   messages wait until release. Input must make React hydrate on the spot, as it does between
 *   slices of a real start-up.
 *
 * The instrumentation is test-only, added before the page's own scripts: a capture listener on
 * window notes when each gesture's first event arrives (before any of the page's listeners), a
 * wrapper of addEventListener notes when React takes the root, and Gatsby's own performance mark
 * `onInitialClientRender` (an effect of its root component) tells when hydration ended. `landedIn`
 * names the window the first input arrived in.
 */
export async function openHeld(page: Page, moment: Exclude<InputWindow, "after hydration">, path = "/") {
  await page.addInitScript((holdHydration) => {
    const timeline: StartUpTimeline = { inputs: [], tookRoot: null, holding: holdHydration, held: [] }
    ;(window as unknown as { startUp: StartUpTimeline }).startUp = timeline
    for (const type of ["pointerdown", "keydown"]) {
      window.addEventListener(type, () => timeline.inputs.push(performance.now()), { capture: true })
    }
    const addEventListener = EventTarget.prototype.addEventListener
    EventTarget.prototype.addEventListener = function (this: EventTarget, ...args) {
      if (timeline.tookRoot === null && this instanceof Element && this.id === "___gatsby") {
        timeline.tookRoot = performance.now()
      }
      return addEventListener.apply(this, args)
    } as typeof addEventListener
    const Channel = window.MessageChannel
    window.MessageChannel = class extends Channel {
      constructor() {
        super()
        const port = this.port2
        const post = port.postMessage.bind(port) as (message: unknown) => void
        port.postMessage = (message: unknown) => {
          if (timeline.holding) timeline.held.push(() => post(message))
          else post(message)
        }
      }
    }
  }, moment === "while hydrating")

  let releaseBundles = () => {}
  if (moment === "before React") {
    const bundlesMayLoad = new Promise<void>((resolve) => (releaseBundles = resolve))
    await page.route(/\.js$/, async (route) => {
      await bundlesMayLoad
      await route.continue()
    })
  }

  await page.goto(path, { waitUntil: "commit" })
  if (moment === "while hydrating") {
    await page.waitForFunction(() => {
      const { tookRoot, held } = (window as unknown as { startUp: StartUpTimeline }).startUp
      return tookRoot !== null && held.length > 0
    })
  }
  expect(await startUpState(page), `the page is held ${moment}`).toEqual({
    tookRoot: moment === "while hydrating",
    hydrated: false,
  })

  return {
    /** Lets the start-up go on and waits until hydration has ended. */
    async release() {
      releaseBundles()
      await page.evaluate(() => {
        const timeline = (window as unknown as { startUp: StartUpTimeline }).startUp
        timeline.holding = false
        for (const post of timeline.held.splice(0)) post()
      })
      await waitForHydration(page)
    },
    /** The window the first input of the test arrived in, once released. */
    async landedIn(): Promise<InputWindow> {
      const { inputs, tookRoot, hydrated } = await page.evaluate(() => ({
        ...(window as unknown as { startUp: StartUpTimeline }).startUp,
        held: [],
        hydrated: performance.getEntriesByName("onInitialClientRender")[0]?.startTime ?? null,
      }))
      const input = inputs[0]
      expect(input, "an input reached the page").toBeDefined()
      if (tookRoot === null || input! < tookRoot) return "before React"
      return hydrated === null || input! < hydrated ? "while hydrating" : "after hydration"
    },
  }
}

async function startUpState(page: Page) {
  return page.evaluate(() => ({
    tookRoot: (window as unknown as { startUp: StartUpTimeline }).startUp.tookRoot !== null,
    hydrated: performance.getEntriesByName("onInitialClientRender").length > 0,
  }))
}
