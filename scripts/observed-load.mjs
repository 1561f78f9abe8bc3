// @ts-check
// One observed page load on a throttled phone, for scripts/audit.mjs: the slow-4G network, screen and
// user agent that Lighthouse's mobile profile applies with `throttlingMethod: "devtools"` (read from
// Lighthouse's own constants) and the CPU slowdown the caller calibrated to the machine
// (scripts/cpu-calibration.mjs; Lighthouse's 4x when none is given), applied to Chromium through the
// DevTools protocol, and a trace of the load read the way Lighthouse reads it.
//
// Why not Lighthouse itself: in devtools mode one run took 23-25 s here (it waits for quiet windows
// and gathers what no gate reads); this takes about 6 s and measures the same trace, with the
// screenshots Lighthouse reads its speed index from, which is what lets the audit take five loads of
// every page it holds to the performance floor inside CI's time. Each load is scored as Lighthouse
// scores a devtools-throttled run (scripts/performance-score.mjs).
import { readFileSync } from "node:fs"
import { chromium } from "@playwright/test"
import { CumulativeLayoutShift } from "lighthouse/core/computed/metrics/cumulative-layout-shift.js"
import { screenEmulationMetrics, throttling, userAgents } from "lighthouse/core/config/constants.js"
import speedline from "speedline-core"
import { performanceScore } from "./performance-score.mjs"

const PHONE = screenEmulationMetrics.mobile
const NETWORK = throttling.mobileSlow4G
const TRACE_CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "loading",
  "blink.user_timing",
  "v8.execute",
  "toplevel",
  "disabled-by-default-devtools.screenshot",
].join(",")
/** Lighthouse's long-task threshold: the part of a task beyond it counts as blocking. */
const BLOCKING_THRESHOLD_MS = 50
/** After hydration, the effects and idle work React and the page schedule: observed within ~200 ms. */
const SETTLE_MS = 1000
const REACT_TOOK_ROOT = "audit:react-took-root"
const HYDRATED = "onInitialClientRender"

/**
 * @typedef {import("lighthouse").TraceEvent} TraceEvent
 * @typedef {NonNullable<TraceEvent["args"]["data"]>} TraceEventData
 * @typedef {import("lighthouse/core/computed/metrics/cumulative-layout-shift.js").LayoutShiftEvent} LayoutShiftEvent
 * @typedef {{ colorScheme?: "light" | "dark", cpuSlowdown?: number }} PhoneOptions
 */

export const launchPhoneBrowser = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: JSON.parse(readFileSync(new URL("chromium-args.json", import.meta.url), "utf8")).args,
  })

/**
 * Loads `url` in a fresh profile (a first visit: nothing cached) and returns, in milliseconds from
 * navigation start: first and largest contentful paint; total blocking time from first paint to the
 * end of start-up (Lighthouse stops at time to interactive, which is sooner, so this is never less);
 * the longest main-thread task that starts at or after first paint; and the longest task while React
 * hydrates, from the moment it takes the page (its first listener on Gatsby's root) to Gatsby's
 * `onInitialClientRender` mark: what a tap during start-up waits behind.
 * @param {import("playwright").Browser} browser
 * @param {string} url
 * @param {PhoneOptions} [options]
 */
export async function observeLoad(browser, url, options = {}) {
  // Now and then, on a busy machine, a trace lacks the paint or the marks (as Lighthouse's NO_FCP);
  // such a load measured nothing, so it is taken again rather than counted.
  for (let attempt = 1; ; attempt++) {
    try {
      return await observeOnce(browser, url, options)
    } catch (error) {
      if (!(error instanceof TraceIncomplete) || attempt === 3) throw error
      console.warn(`${error.message}, loading again`)
    }
  }
}

class TraceIncomplete extends Error {}

/**
 * A fresh profile (a first visit: nothing cached) on the phone: Lighthouse's mobile screen, user
 * agent and network, the given CPU slowdown, and the mark of the moment React takes the page.
 * @param {import("playwright").Browser} browser
 * @param {PhoneOptions} [options]
 */
export async function openPhonePage(
  browser,
  { colorScheme = "light", cpuSlowdown = NETWORK.cpuSlowdownMultiplier } = {},
) {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: PHONE.mobile,
    hasTouch: true,
    userAgent: userAgents.mobile,
    colorScheme,
  })
  // The page names no moment at which React takes it; a user-timing mark here puts one in the trace.
  await context.addInitScript(
    (/** @type {string[]} */ [root, mark]) => {
      const addEventListener = EventTarget.prototype.addEventListener
      /** @param {...unknown} args */
      EventTarget.prototype.addEventListener = function (...args) {
        if (this instanceof Element && this.id === root && performance.getEntriesByName(mark).length === 0) {
          performance.mark(mark)
        }
        return Reflect.apply(addEventListener, this, args)
      }
    },
    ["___gatsby", REACT_TOOK_ROOT],
  )
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await emulatePhoneNetwork(cdp)
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown })
  return { context, page, cdp }
}

/**
 * Lighthouse's slow 4G on the page of `cdp`: its bandwidth, and `latencyMs` added to each request
 * (by default the latency Lighthouse's DevTools throttling adds to model its 150 ms round trip).
 * @param {import("playwright").CDPSession} cdp
 */
export async function emulatePhoneNetwork(cdp, latencyMs = NETWORK.requestLatencyMs) {
  await cdp.send("Network.enable")
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: latencyMs,
    downloadThroughput: Math.floor((NETWORK.downloadThroughputKbps * 1024) / 8),
    uploadThroughput: Math.floor((NETWORK.uploadThroughputKbps * 1024) / 8),
  })
}

/**
 * Loads `url` on `page` while tracing `categories`, waits for hydration and `settleMs` more, and
 * returns the trace's events with the load's main thread read from them: navigation start, first
 * contentful paint, React taking the page and hydration ended, in ms from navigation start.
 * @param {import("playwright").Page} page
 * @param {import("playwright").CDPSession} cdp
 * @param {string} url
 * @param {{ categories?: string, settleMs?: number }} [options]
 */
export async function traceLoad(page, cdp, url, { categories = TRACE_CATEGORIES, settleMs = SETTLE_MS } = {}) {
  /** @type {TraceEvent[]} */
  const events = []
  cdp.on("Tracing.dataCollected", ({ value }) =>
    events.push(.../** @type {TraceEvent[]} */ (/** @type {unknown} */ (value))),
  )
  const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve))
  await cdp.send("Tracing.start", { categories, transferMode: "ReportEvents" })
  await page.goto(url, { waitUntil: "load" })
  // Polled through the protocol, not page.waitForFunction: Playwright's injected script would be a
  // task of the page's own main thread, and a long one.
  const deadline = Date.now() + 20_000
  const hydrated = `performance.getEntriesByName(${JSON.stringify(HYDRATED)}).length > 0`
  while (!(await cdp.send("Runtime.evaluate", { expression: hydrated, returnByValue: true })).result.value) {
    if (Date.now() > deadline) throw new Error(`${url}: not hydrated within 20 s`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await new Promise((resolve) => setTimeout(resolve, settleMs))
  await cdp.send("Tracing.end")
  await complete
  const paint = events.find((event) => event.name === "firstContentfulPaint")
  const navigationId = paint?.args?.data?.navigationId
  const start = events.find(
    (event) => event.name === "navigationStart" && event.args?.data?.navigationId === navigationId,
  )
  if (!paint || !start) throw new TraceIncomplete(`${url}: the trace has no first contentful paint`)
  const at = (/** @type {TraceEvent} */ event) => (event.ts - start.ts) / 1000
  const mark = (/** @type {string} */ name) => events.find((event) => event.name === name && event.pid === start.pid)
  const tookRoot = mark(REACT_TOOK_ROOT)
  const hydratedMark = mark(HYDRATED)
  if (!tookRoot || !hydratedMark) throw new TraceIncomplete(`${url}: the trace does not show React taking the page`)
  const mainThread = events.filter((event) => event.ph === "X" && event.pid === start.pid && event.tid === start.tid)
  const [reactTookRoot, hydratedAt] = [at(tookRoot), at(hydratedMark)]
  return {
    events,
    navigationId,
    timeOrigin: start.ts,
    at,
    fcp: at(paint),
    tookRoot: reactTookRoot,
    hydrated: hydratedAt,
    mainThread,
    /** Whether a task starting `ms` after navigation start starts while React hydrates. */
    whileHydrating: (/** @type {number} */ ms) => ms >= reactTookRoot && ms <= hydratedAt,
  }
}

/**
 * @param {import("playwright").Browser} browser
 * @param {string} url
 * @param {PhoneOptions} options
 */
async function observeOnce(browser, url, { colorScheme = "light", cpuSlowdown = NETWORK.cpuSlowdownMultiplier }) {
  const { context, page, cdp } = await openPhonePage(browser, { colorScheme, cpuSlowdown })
  try {
    return { ...(await readTrace(await traceLoad(page, cdp, url))), cpuSlowdown }
  } finally {
    await context.close()
  }
}

/** @param {Awaited<ReturnType<typeof traceLoad>>} trace */
async function readTrace({ events, navigationId, timeOrigin, at, fcp, mainThread, whileHydrating }) {
  const largest = events.filter(
    (event) => event.name === "largestContentfulPaint::Candidate" && event.args?.data?.navigationId === navigationId,
  )
  const tasks = mainThread
    .filter((event) => event.name === "RunTask")
    .map((event) => ({ start: at(event), duration: event.dur / 1000 }))
  const longest = (/** @type {{ duration: number }[]} */ list) => Math.max(0, ...list.map(({ duration }) => duration))
  const metrics = {
    fcp,
    lcp: largest.length > 0 ? at(/** @type {TraceEvent} */ (largest.at(-1))) : fcp,
    tbt: tasks
      .map(({ start, duration }) => start + duration - Math.max(start, fcp))
      .filter((duration) => duration > BLOCKING_THRESHOLD_MS)
      .reduce((sum, duration) => sum + duration - BLOCKING_THRESHOLD_MS, 0),
    // Lighthouse's own session windows over the main frame's shifts; none is discounted for input,
    // as nothing is typed or tapped during the load.
    cls: CumulativeLayoutShift.calculate(
      /** @type {LayoutShiftEvent[]} */ (
        events
          .filter((event) => event.name === "LayoutShift" && event.args?.data?.is_main_frame)
          .map((event) => ({
            ts: event.ts,
            weightedScore: /** @type {TraceEventData} */ (event.args.data).weighted_score_delta,
          }))
      ),
    ),
    // As Lighthouse's Speedline, from navigation start (speedline sorts the events it is given).
    speedIndex: (await speedline(events.slice(), { timeOrigin, fastMode: true, include: "speedIndex" })).speedIndex,
  }
  return {
    ...metrics,
    performance: performanceScore(metrics),
    longestTask: longest(tasks.filter((task) => task.start >= fcp)),
    longestHydrationTask: longest(tasks.filter((task) => whileHydrating(task.start))),
  }
}
