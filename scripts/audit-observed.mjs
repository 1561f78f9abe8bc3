// @ts-check
// The observed gates of scripts/audit.mjs: loads on the throttled phone (scripts/observed-load.mjs),
// each scored as Lighthouse scores a devtools-throttled run, read as the performance floor of a page
// and as the blocking-time gate of the home pages (performance-budget.json holds the ceilings).
import { median, medians } from "./audit-lighthouse.mjs"
import { observeLoad } from "./observed-load.mjs"

/**
 * @typedef {typeof import("../performance-budget.json")} Budget
 * @typedef {Awaited<ReturnType<typeof observeLoad>>} ObservedLoad
 * @typedef {{ performance: number, performanceRuns: number[] }} Floor
 * @typedef {import("./audit-lighthouse.mjs").Medians<ObservedLoad> & {
 *   floor: Floor,
 *   runs: Record<string, number[]>,
 * }} ObservedHome
 */

export const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`
export const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`

/** Observed loads of a page held to the performance floor: the floor reads the median of their scores. */
export const PERFORMANCE_RUNS = 5
/** A page's performance on the floor: the median, and the loads' scores that settled it. */
export const performanceCell = (/** @type {Floor} */ r) =>
  `${r.performance.toFixed(2)} (median; ${r.performanceRuns.map((score) => score.toFixed(2)).join(", ")})`

/** Whether `count` of `runs` values is more than half of them: enough to put their median on its side of a bound. */
const isMajority = (/** @type {number} */ count, /** @type {number} */ runs) => count > runs / 2

/**
 * What the floor reads of a page's loads.
 * @param {{ performance: number }[]} loads
 * @returns {Floor}
 */
const floorOf = (loads) => ({
  performance: median(loads.map((load) => load.performance)),
  performanceRuns: loads.map((load) => load.performance),
})

/**
 * What the observed gate reads: each median against its ceiling in performance-budget.json.
 * @type {{
 *   metric: "tbt" | "longestTask" | "longestHydrationTask",
 *   ceiling: "maximumMedianTbtMs" | "maximumMedianLongestTaskAfterPaintMs" | "maximumMedianLongestHydrationTaskMs",
 *   label: string,
 * }[]}
 */
export const BLOCKING_GATES = [
  { metric: "tbt", ceiling: "maximumMedianTbtMs", label: "total blocking time" },
  { metric: "longestTask", ceiling: "maximumMedianLongestTaskAfterPaintMs", label: "longest task after first paint" },
  {
    metric: "longestHydrationTask",
    ceiling: "maximumMedianLongestHydrationTaskMs",
    label: "longest task while React hydrates",
  },
]

/**
 * @param {Record<string, ObservedHome>} observed
 * @param {string} title
 */
export function printObserved(observed, title) {
  console.log(`\n${title}\n`)
  console.log(
    `| page | ${BLOCKING_GATES.map(({ label }) => `${label}: median (each run)`).join(" | ")} | performance | FCP | LCP | speed index | CPU slowdown |`,
  )
  console.log(`| --- | ${BLOCKING_GATES.map(() => "---").join(" | ")} | --- | --- | --- | --- | --- |`)
  for (const [path, r] of Object.entries(observed)) {
    const cells = BLOCKING_GATES.map(({ metric }) => `${ms(r[metric])} (${r.runs[metric].join(", ")})`)
    console.log(
      `| ${path} | ${cells.join(" | ")} | ${performanceCell(r.floor)} | ${ms(r.fcp)} | ${ms(r.lcp)} | ${ms(r.speedIndex)} | ${r.cpuSlowdown.toFixed(2)}x |`,
    )
  }
}

/**
 * The performance floor of the page at `path`: the budget's, or the exception it makes for that page.
 * @param {Budget} budget
 * @param {string} path
 */
export function performanceFloorOf(budget, path) {
  const exceptions = /** @type {Record<string, { minimumPerformance: number } | undefined>} */ (
    budget.lighthouse.performanceFloorExceptions
  )
  return exceptions[path]?.minimumPerformance ?? budget.lighthouse.minimumPerformance
}

/**
 * The gates at `budget` (performance-budget.json) for the site's `homes`, with the phone slowed as
 * `cpuSlowdown()` says at each load.
 * @param {{ budget: Budget, homes: string[], cpuSlowdown: () => Promise<number | undefined> }} options
 */
export function observedGates({ budget, homes, cpuSlowdown }) {
  const { minimumPerformance } = budget.lighthouse
  /**
   * Whether the median of `PERFORMANCE_RUNS` scores is settled by those taken: once a majority of them
   * (three of five) is on one side of the floor, the loads left cannot move the median across it, so
   * they are not taken (a page that passes takes three loads, not five).
   */
  const floorSettled = (/** @type {number[]} */ scores, minimum = minimumPerformance) =>
    isMajority(scores.filter((score) => score >= minimum).length, PERFORMANCE_RUNS) ||
    isMajority(scores.filter((score) => score < minimum).length, PERFORMANCE_RUNS)

  /**
   * The performance floor of one page: observed loads on the phone (Lighthouse's devtools throttling
   * at the calibrated slowdown), each scored as Lighthouse scores such a run, until their median is
   * settled. Not the simulation's score: it places the document's own first layout before or after its
   * simulated first paint from run to run, and on the key page that alone swung its total blocking time
   * between 19-143 and 217-471 ms, 0.89-1.00 on the same build, where the observed loads read 0.99-1.00
   * (docs/performance.md). The home pages' floor reads the blocking gate's loads instead (floorOf).
   * @param {import("playwright").Browser} phone
   * @param {string} url
   * @param {{ colorScheme?: "light" | "dark", minimum?: number }} [options] minimum: the page's floor
   */
  async function observedPerformance(phone, url, { colorScheme = "light", minimum = minimumPerformance } = {}) {
    /** @type {ObservedLoad[]} */
    const taken = []
    while (
      taken.length < PERFORMANCE_RUNS &&
      !floorSettled(
        taken.map((load) => load.performance),
        minimum,
      )
    ) {
      taken.push(await observeLoad(phone, url, { colorScheme, cpuSlowdown: await cpuSlowdown() }))
    }
    return floorOf(taken)
  }

  /** Whether a load is within every ceiling of the observed gate. */
  const withinCeilings = (/** @type {ObservedLoad} */ load) =>
    BLOCKING_GATES.every(({ metric, ceiling }) => load[metric] <= budget.observedBlocking[ceiling])

  /**
   * The observed blocking-time gate: `runs` loads of every home page on the throttled phone, taken in
   * turn (/, /de/, /es/, /, ...), so that a busy moment of the machine falls on every page alike.
   * They stop once more than half of `runs` loads of every page are within every ceiling: the median
   * of `runs` is then within them whatever the other loads measure (as the floor's loads stop, floorSettled).
   * @param {import("playwright").Browser} phone
   * @param {string} origin
   * @param {number} runs
   * @returns {Promise<Record<string, ObservedHome>>}
   */
  async function observedBlocking(phone, origin, runs) {
    /** @type {Record<string, ObservedLoad[]>} */
    const measured = Object.fromEntries(homes.map((path) => [path, []]))
    // Settled once every home page's blocking medians are within their ceilings and its performance
    // median (the floor reads these same loads) is settled.
    const settled = () =>
      homes.every(
        (path) =>
          isMajority(measured[path].filter(withinCeilings).length, runs) &&
          floorSettled(measured[path].map((load) => load.performance)),
      )
    for (let run = 0; run < runs && !settled(); run++) {
      for (const path of homes) {
        measured[path].push(await observeLoad(phone, `${origin}${path}`, { cpuSlowdown: await cpuSlowdown() }))
      }
    }
    return Object.fromEntries(
      homes.map((path) => [
        path,
        {
          ...medians(measured[path]),
          floor: floorOf(measured[path]),
          runs: Object.fromEntries(
            BLOCKING_GATES.map(({ metric }) => [metric, measured[path].map((run) => Math.round(run[metric]))]),
          ),
        },
      ]),
    )
  }

  /** @param {Record<string, ObservedHome>} observed */
  function blockingFailures(observed) {
    return Object.entries(observed).flatMap(([path, measured]) =>
      BLOCKING_GATES.filter(({ metric, ceiling }) => measured[metric] > budget.observedBlocking[ceiling]).map(
        ({ metric, ceiling, label }) =>
          `${path}: observed median ${label} ${ms(measured[metric])} > ${budget.observedBlocking[ceiling]} ms`,
      ),
    )
  }

  return { observedPerformance, observedBlocking, blockingFailures }
}
