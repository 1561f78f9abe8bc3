// The CPU slowdown that makes this machine, as fast as it is at this moment, the phone Lighthouse
// targets. Lighthouse's mobile profile slows the CPU 4x, which emulates its target phone only on a
// host of the speed it assumes; on a host half as fast, 4x emulates a phone half as fast, and every
// timed gate then measures the machine rather than the site. Lighthouse's documented calibration
// (docs/throttling.md, "Calibrating the CPU slowdown") scales the multiplier with the host's
// benchmark index, the figure each of its reports carries: its CPU throttling calculator maps an index
// of 1,533 to 4x, and the multiplier moves in proportion to the index. The index is measured here
// with Lighthouse's own page function, in a page of a browser of our own, before each observed load,
// and every Lighthouse run adds the index it measured itself, so that a machine that gets busier or
// quieter part way through is followed.
import { pageFunctions } from "lighthouse/core/lib/page-functions.js"
import { throttling } from "lighthouse/core/config/constants.js"
import { launchPhoneBrowser } from "./observed-load.mjs"

/** Lighthouse's CPU slowdown for its mobile profile (4). */
export const LIGHTHOUSE_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier
/** The benchmark index on which Lighthouse's 4x gives its target phone (its calculator: 1,533 = 4x). */
export const REFERENCE_BENCHMARK_INDEX = 1533
/** The target phone's own index: what every timed run here emulates. */
export const TARGET_BENCHMARK_INDEX = REFERENCE_BENCHMARK_INDEX / LIGHTHOUSE_SLOWDOWN
/**
 * How many of the latest indexes the slowdown reads, by their median: one index moves by a fifth from
 * one second to the next on a quiet machine here (1,130-1,755 in twelve runs), a median of five does
 * not, and five runs still follow a machine that turns busy within a few loads.
 */
const WINDOW = 5

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * The slowdown that turns a host of `benchmarkIndex` into the target phone; never below 1, since a
 * host slower than the phone cannot be sped up (`slowerThanTarget` says when that happened).
 */
export const slowdownFor = (benchmarkIndex) => Math.max(1, benchmarkIndex / TARGET_BENCHMARK_INDEX)

/**
 * Measures this machine's benchmark index on demand and answers the slowdown for the next timed run,
 * from the median of the latest indexes. `samples` keeps every index, for the report.
 */
export class CpuCalibration {
  samples = []
  #browser
  #page

  static async start() {
    const calibration = new CpuCalibration()
    calibration.#browser = await launchPhoneBrowser()
    calibration.#page = await calibration.#browser.newPage()
    // The first run of the benchmark pays V8's warm-up, as Lighthouse's own first does.
    await calibration.#page.evaluate(pageFunctions.computeBenchmarkIndex)
    await calibration.measure()
    return calibration
  }

  /** Measures the index now (about a second) and returns the slowdown from the latest few. */
  async measure() {
    this.add(await this.#page.evaluate(pageFunctions.computeBenchmarkIndex))
    return this.slowdown
  }

  /** An index measured elsewhere: the one each Lighthouse report carries. */
  add(benchmarkIndex) {
    if (Number.isFinite(benchmarkIndex) && benchmarkIndex > 0) this.samples.push(benchmarkIndex)
  }

  /** The slowdown from the latest indexes, measuring nothing. */
  get slowdown() {
    return slowdownFor(this.benchmarkIndex)
  }

  /** The median of the latest indexes. */
  get benchmarkIndex() {
    return median(this.samples.slice(-WINDOW))
  }

  /** Whether any run had to be slower than the target phone, on a host slower than it. */
  get slowerThanTarget() {
    return this.samples.some(
      (_, at) => median(this.samples.slice(Math.max(0, at + 1 - WINDOW), at + 1)) < TARGET_BENCHMARK_INDEX,
    )
  }

  /** One line for the report: the indexes measured and the slowdowns they gave. */
  describe() {
    const slowdowns = this.samples.map((_, at) =>
      slowdownFor(median(this.samples.slice(Math.max(0, at + 1 - WINDOW), at + 1))),
    )
    return `CPU calibrated to Lighthouse's target phone (benchmark index ${TARGET_BENCHMARK_INDEX.toFixed(0)}): this machine's index ${Math.min(...this.samples).toFixed(0)}-${Math.max(...this.samples).toFixed(0)} in ${this.samples.length} measurements (median ${median(this.samples).toFixed(0)}), slowdowns ${Math.min(...slowdowns).toFixed(2)}-${Math.max(...slowdowns).toFixed(2)}x (Lighthouse's default: ${LIGHTHOUSE_SLOWDOWN}x)`
  }

  async close() {
    await this.#browser.close()
  }
}
