// @ts-check
// Lighthouse 12 runs for scripts/audit.mjs: Debian's Chromium launched for it, in either colour
// scheme, and one run's figures and failed categories.
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-dev-shm-usage",
  "--disable-gpu",
  "--disable-background-networking",
]
export const launch = (/** @type {string[]} */ extraFlags = []) =>
  chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [...CHROME_FLAGS, ...extraFlags],
  })
// prefers-color-scheme: dark, as a phone in dark mode asks for it.
const DARK_SCHEME = "--blink-settings=preferredColorScheme=0"

/**
 * `work` with a Chromium that asks for the theme's colour scheme, closed afterwards.
 * @template T
 * @param {string} theme
 * @param {(chrome: import("chrome-launcher").LaunchedChrome) => Promise<T>} work
 * @returns {Promise<T>}
 */
export async function withThemedChrome(theme, work) {
  const chrome = await launch(theme === "dark" ? [DARK_SCHEME] : [])
  try {
    return await work(chrome)
  } finally {
    await chrome.kill()
  }
}

export const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/**
 * @typedef {{ numericValue: number }} Metric
 * @typedef {{ items: { transferSize?: number, resourceType?: string }[] }} NetworkRequests
 * @typedef {{
 *   "network-requests": { details: NetworkRequests },
 *   "first-contentful-paint": Metric,
 *   "largest-contentful-paint": Metric,
 *   "total-blocking-time": Metric,
 *   "long-tasks"?: { details?: { items: { duration: number }[] } },
 *   "cumulative-layout-shift": Metric,
 *   "layout-shifts"?: {
 *     details?: {
 *       items: {
 *         score?: number,
 *         node?: { selector?: string, snippet?: string },
 *         subItems?: { items: { cause: string, extra?: { url?: string } }[] },
 *       }[],
 *     },
 *   },
 * }} MeasuredAudits
 */

/** @param {import("lighthouse").Result} lhr */
export function measure(lhr) {
  const audits = /** @type {import("lighthouse").Result["audits"] & MeasuredAudits} */ (lhr.audits)
  const requests = audits["network-requests"].details.items
  /** @param {(item: NetworkRequests["items"][number]) => boolean} filter */
  const bytes = (filter) => requests.filter(filter).reduce((sum, item) => sum + (item.transferSize ?? 0), 0)
  return {
    performance: /** @type {number} */ (lhr.categories.performance.score),
    accessibility: lhr.categories.accessibility?.score,
    "best-practices": lhr.categories["best-practices"]?.score,
    seo: lhr.categories.seo?.score,
    fcp: audits["first-contentful-paint"].numericValue,
    lcp: audits["largest-contentful-paint"].numericValue,
    tbt: audits["total-blocking-time"].numericValue,
    // Lighthouse's long tasks (50 ms and more) as timed on the simulated phone.
    longestTask: Math.max(0, ...(audits["long-tasks"]?.details?.items ?? []).map((task) => task.duration)),
    cls: audits["cumulative-layout-shift"].numericValue,
    // What moved, so that a rare shift on a busy machine can be told from a regression.
    shifted: (audits["layout-shifts"]?.details?.items ?? []).map((item) => {
      const causes = (item.subItems?.items ?? []).map(
        (sub) => `${sub.cause}${sub.extra?.url ? ` ${sub.extra.url}` : ""}`,
      )
      const node = item.node?.selector ?? item.node?.snippet ?? "?"
      return `${node} (${item.score?.toFixed(4)}${causes.length > 0 ? `; ${causes.join(", ")}` : ""})`
    }),
    jsBytes: bytes((item) => item.resourceType === "Script"),
    totalBytes: bytes(() => true),
  }
}

/**
 * @template T
 * @typedef {{ [K in keyof T as T[K] extends number ? K : never]: number }} Medians
 */

/**
 * The medians of a list of figures, each number field on its own.
 * @template {Record<string, unknown>} T
 * @param {T[]} runs
 * @returns {Medians<T>}
 */
export const medians = (runs) =>
  /** @type {Medians<T>} */ (
    Object.fromEntries(
      Object.keys(runs[0])
        .filter((key) => typeof runs[0][key] === "number")
        .map((key) => [
          key,
          median(/** @type {number[]} */ (runs.map((run) => run[key]).filter((value) => value !== undefined))),
        ]),
    )
  )

export const ALL_CATEGORIES = ["performance", "accessibility", "best-practices", "seo"]

/**
 * One Lighthouse run of `url` at `cpuSlowdown`: its figures (measure). A category under its floor in
 * `minimumScores` (performance is gated elsewhere) is added to `failures`, with the audits that failed.
 * Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP) on a busy machine; such a
 * run measured nothing, so it is repeated rather than counted.
 * @param {import("chrome-launcher").LaunchedChrome} chrome
 * @param {string} url
 * @param {{
 *   categories?: string[],
 *   label?: string,
 *   cpuSlowdown: number,
 *   minimumScores: Record<string, number>,
 *   failures: string[],
 * }} options
 */
export async function lighthouseRun(
  chrome,
  url,
  { categories = ["performance"], label, cpuSlowdown: cpuSlowdownMultiplier, minimumScores, failures },
) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      throttling: { cpuSlowdownMultiplier },
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
      // No pictures of the page: no gate reads them, and the full-page screenshot and the filmstrip
      // took 1.3 s of a 7 s run here (five runs: 34.4 s with them, 27.9 s without).
      disableFullPageScreenshot: true,
      // Nor the back/forward cache test (it navigates away and back) or the source maps' check: both
      // weigh 0 in their category, and leaving them out took a run from 5.24 to 4.81 s (medians of
      // five, /insects/american-cockroach/, every category; scores unchanged).
      skipAudits: ["screenshot-thumbnails", "final-screenshot", "bf-cache", "valid-source-maps"],
    })
    const { lhr } = /** @type {import("lighthouse").RunnerResult} */ (result)
    if (lhr.runtimeError) {
      console.warn(`${url}: ${lhr.runtimeError.code}, running again`)
      if (attempt === 3) throw new Error(`${url}: ${lhr.runtimeError.message}`)
      continue
    }
    for (const [id, category] of Object.entries(lhr.categories)) {
      if (id === "performance" || (category.score ?? 0) >= minimumScores[id]) continue
      const failing = category.auditRefs
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative")
        .map((audit) => audit.id)
      failures.push(`${label ?? url}: ${id} ${category.score} (${failing.join(", ")})`)
    }
    return { ...measure(lhr), cpuSlowdown: cpuSlowdownMultiplier, benchmarkIndex: lhr.environment.benchmarkIndex }
  }
}

/** @typedef {Awaited<ReturnType<typeof lighthouseRun>>} LighthouseRun */
