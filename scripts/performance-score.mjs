// @ts-check
// Lighthouse's performance score of one observed load: its own metric curves (each metric audit's
// mobile control points), its rounding, and its category weights, read from Lighthouse itself so a
// Lighthouse upgrade moves both alike. This is the score Lighthouse gives a load it measured with
// `throttlingMethod: "devtools"`; scripts/observed-load.mjs measures the metrics the same way.
import { Audit } from "lighthouse/core/audits/audit.js"
import CumulativeLayoutShift from "lighthouse/core/audits/metrics/cumulative-layout-shift.js"
import FirstContentfulPaint from "lighthouse/core/audits/metrics/first-contentful-paint.js"
import LargestContentfulPaint from "lighthouse/core/audits/metrics/largest-contentful-paint.js"
import SpeedIndex from "lighthouse/core/audits/metrics/speed-index.js"
import TotalBlockingTime from "lighthouse/core/audits/metrics/total-blocking-time.js"
import defaultConfig from "lighthouse/core/config/default-config.js"

/**
 * Each weighted metric: its audit's id in the config, our name for it, and its control points.
 * @type {{
 *   id: string,
 *   metric: "fcp" | "lcp" | "tbt" | "cls" | "speedIndex",
 *   scoring: { p10: number, median: number },
 * }[]}
 */
const METRICS = [
  { id: "first-contentful-paint", metric: "fcp", scoring: FirstContentfulPaint.defaultOptions.mobile.scoring },
  { id: "largest-contentful-paint", metric: "lcp", scoring: LargestContentfulPaint.defaultOptions.mobile.scoring },
  { id: "total-blocking-time", metric: "tbt", scoring: TotalBlockingTime.defaultOptions.mobile.scoring },
  { id: "cumulative-layout-shift", metric: "cls", scoring: CumulativeLayoutShift.defaultOptions },
  { id: "speed-index", metric: "speedIndex", scoring: SpeedIndex.defaultOptions.mobile.scoring },
]
const WEIGHTS = new Map(
  (defaultConfig.categories?.performance?.auditRefs ?? []).map(({ id, weight }) => [id, weight ?? 0]),
)
const weighted = [...WEIGHTS].filter(([, weight]) => weight > 0).map(([id]) => id)
const unknown = weighted.filter((id) => !METRICS.some((metric) => metric.id === id))
if (unknown.length > 0) throw new Error(`Lighthouse weighs metrics this score does not measure: ${unknown.join(", ")}`)

/** Lighthouse rounds each audit's score and the category's to two decimals. */
const twoDecimals = (/** @type {number} */ value) => Math.round(value * 100) / 100

/**
 * @param {{ fcp: number, lcp: number, tbt: number, cls: number, speedIndex: number }} load
 * @returns {number} the performance category's score, 0-1
 */
export function performanceScore(load) {
  let sum = 0
  let weights = 0
  for (const { id, metric, scoring } of METRICS) {
    const weight = WEIGHTS.get(id) ?? 0
    sum += twoDecimals(Audit.computeLogNormalScore(scoring, load[metric])) * weight
    weights += weight
  }
  return twoDecimals(sum / weights)
}
