// @ts-check
// The CPU slowdown that makes this machine, as fast as it is at this moment, the phone Lighthouse
// targets. Lighthouse's mobile profile slows the CPU 4x, which emulates its target phone only on a
// host of the speed it assumes; on a host half as fast, 4x emulates a phone half as fast, and every
// timed gate then measures the machine rather than the site. Lighthouse's documented calibration
// (docs/throttling.md, "Calibrating the CPU slowdown") sets the multiplier from the host's benchmark
// index, the figure each of its reports carries, through the CPU throttling calculator that page
// links to (patrickhulce/lighthouse-cpu-throttling-calculator, pages/index.js): 1,533 = 4x,
// 1,300 = 3x, 800 = 2x, 150 = 1x, straight lines between, and 4x on any faster host. The index is measured here
// with Lighthouse's own page function, in pages of a browser of our own, before each observed load
// (Lighthouse's simulated runs read the slowdown of those: scripts/audit.mjs, audit), so that a
// machine that gets busier or quieter part way through is followed.
//
// Lighthouse measures it on one thread. A page load keeps more than one busy (the renderer's main
// thread, with the compositor, the network and the browser beside it), and on a machine busy with
// other work one thread is not a load: with two busy loops beside it here, one benchmark read
// 1,136-1,385 (quiet: 1,220-1,563), since the scheduler gives it a core of its own, while the same
// home page's main-thread tasks after first paint took two to three times as long as quiet at the
// same slowdown, and the CI run of #44 failed its blocking ceilings on unchanged code. So the
// benchmark runs on as many threads at once as the machine has cores, up to two, and reads their
// mean: quiet, two read as one does (1,209-1,735); beside the busy loops, 606-871, and the slowdown
// falls to match.
import { pageFunctions } from "lighthouse/core/lib/page-functions.js"
import { throttling } from "lighthouse/core/config/constants.js"
import { availableParallelism } from "node:os"
import { launchPhoneBrowser } from "./observed-load.mjs"

/** Benchmarks run at once: a page load's busy threads, and no more than the machine has cores. */
const THREADS = Math.min(2, availableParallelism())

/** Lighthouse's CPU slowdown for its mobile profile (4), printed for comparison. */
export const LIGHTHOUSE_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier
/**
 * The calculator's points, [benchmark index, slowdown]: a host of that index slowed this much is
 * Lighthouse's target phone. Below its first, the host is as slow as the phone already. Above its
 * last, the slowdown stays at Lighthouse's own 4x rather than going on to the calculator's 5x at
 * 1,766 and 6x at 2,000: this machine reaches those indexes only at fast moments, which a page's
 * work does not share (docs/performance.md, "Never past Lighthouse's 4x").
 */
const CALCULATOR = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, LIGHTHOUSE_SLOWDOWN],
]
/**
 * How many of the latest indexes the slowdown reads, by their median: one index moves by a fifth from
 * one second to the next on a quiet machine here (1,130-1,755 in twelve runs), a median of five does
 * not, and five runs still follow a machine that turns busy within a few loads.
 */
const WINDOW = 5

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * The slowdown that turns a host of `benchmarkIndex` into the target phone, on the calculator's
 * lines; never below 1, since a host slower than the phone cannot be sped up.
 * @param {number} benchmarkIndex
 */
export function slowdownFor(benchmarkIndex) {
  const [lastIndex, lastSlowdown] = /** @type {number[]} */ (CALCULATOR.at(-1))
  if (benchmarkIndex >= lastIndex) return lastSlowdown
  // The line from the last point at or below the index to the next (the first line below the first point).
  const at = Math.max(
    0,
    CALCULATOR.findLastIndex(([index]) => index <= benchmarkIndex),
  )
  const [[fromIndex, fromSlowdown], [toIndex, toSlowdown]] = CALCULATOR.slice(at, at + 2)
  return Math.max(
    1,
    fromSlowdown + ((benchmarkIndex - fromIndex) * (toSlowdown - fromSlowdown)) / (toIndex - fromIndex),
  )
}

/** The median of the `WINDOW` indexes up to and including the one at `at`. */
const windowMedian = (/** @type {number[]} */ samples, /** @type {number} */ at) =>
  median(samples.slice(Math.max(0, at + 1 - WINDOW), at + 1))

/**
 * Measures this machine's benchmark index on demand and answers the slowdown for the next timed run,
 * from the median of the latest indexes. `samples` keeps every index, for the report.
 */
export class CpuCalibration {
  /** @type {number[]} */
  samples = []
  /** @type {import("playwright").Browser | undefined} */
  #browser
  /** @type {import("playwright").Page[]} */
  #pages = []

  static async start() {
    const calibration = new CpuCalibration()
    calibration.#browser = await launchPhoneBrowser()
    // A context each, so that each page gets a renderer process, and a thread, of its own.
    for (let thread = 0; thread < THREADS; thread++) {
      const context = await calibration.#browser.newContext()
      calibration.#pages.push(await context.newPage())
    }
    // The first run of the benchmark pays V8's warm-up, as Lighthouse's own first does.
    await calibration.#benchmark()
    // A full window, so that a run which measures nothing more (a Lighthouse run of its own) reads a
    // median, not one moment.
    for (let run = 0; run < WINDOW; run++) await calibration.measure()
    return calibration
  }

  /** The mean index of the benchmark run on every thread at once. */
  async #benchmark() {
    const indexes = await Promise.all(this.#pages.map((page) => page.evaluate(pageFunctions.computeBenchmarkIndex)))
    return indexes.reduce((sum, index) => sum + index, 0) / indexes.length
  }

  /** Measures the index now (about a second) and returns the slowdown from the latest few. */
  async measure() {
    this.samples.push(await this.#benchmark())
    return this.slowdown
  }

  /** The slowdown from the latest indexes, measuring nothing. */
  get slowdown() {
    return slowdownFor(windowMedian(this.samples, this.samples.length - 1))
  }

  /** One line for the report: the indexes measured and the slowdowns they gave. */
  describe() {
    const medians = this.samples.map((_, at) => windowMedian(this.samples, at))
    const slowdowns = medians.map(slowdownFor)
    const range = (/** @type {number[]} */ values, /** @type {number} */ digits) =>
      `${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)}`
    return [
      `CPU slowdown calibrated by Lighthouse's calculator: this machine's benchmark index (${THREADS} at once) ${range(this.samples, 0)}`,
      `in ${this.samples.length} measurements (median ${median(this.samples).toFixed(0)}), slowdowns ${range(slowdowns, 2)}x`,
      `(Lighthouse's default: ${LIGHTHOUSE_SLOWDOWN}x)`,
      ...(medians.some((index) => index < CALCULATOR[0][0])
        ? ["; at times the machine was slower than the target phone, and those runs were slower than the phone"]
        : []),
    ].join(" ")
  }

  async close() {
    await /** @type {import("playwright").Browser} */ (this.#browser).close()
  }
}

/**
 * Runs `timedRuns` with a calibration started for them, and closes the calibration's browser after.
 * @template T
 * @param {(calibration: CpuCalibration) => Promise<T>} timedRuns
 */
export async function withCpuCalibration(timedRuns) {
  const calibration = await CpuCalibration.start()
  try {
    return await timedRuns(calibration)
  } finally {
    await calibration.close()
  }
}
