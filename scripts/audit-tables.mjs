// @ts-check
// The tables scripts/audit.mjs prints of its simulated Lighthouse runs, of the app variant's home and
// of the pages held to the performance floor, and what a passed audit held.
import { BLOCKING_GATES, PERFORMANCE_RUNS, kb, ms, performanceCell } from "./audit-observed.mjs"

/**
 * @typedef {import("./audit-lighthouse.mjs").LighthouseRun} LighthouseRun
 * @typedef {import("./audit-lighthouse.mjs").Medians<LighthouseRun> & { shifted: string[] }} AppVariantSimulated
 * @typedef {import("./audit-lighthouse.mjs").Medians<import("./audit-observed.mjs").ObservedLoad> & {
 *   lcps: number[],
 * }} AppVariantObserved
 * @typedef {{ simulated: AppVariantSimulated, observed: AppVariantObserved }} AppVariantHome
 * @typedef {{ label: string, minimum?: number } & import("./audit-observed.mjs").Floor} TemplatePage
 */

/**
 * One table a theme: every page's simulated run.
 * @param {Record<string, Record<string, LighthouseRun>>} simulated
 */
export function printSimulated(simulated) {
  for (const [theme, pages] of Object.entries(simulated).filter(([, pages]) => Object.keys(pages).length > 0)) {
    console.log(
      `\nLighthouse, ${theme} theme, 1 run a page, mobile, simulated throttling (its performance is printed; the floor reads observed loads)\n`,
    )
    console.log(
      "| page | perf | a11y | best pr. | SEO | FCP | LCP | TBT | longest task | CLS | JS | total | CPU slowdown |",
    )
    console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for (const [path, r] of Object.entries(pages)) {
      console.log(
        `| ${path} | ${r.performance.toFixed(2)} | ${r.accessibility} | ${r["best-practices"]} | ${r.seo} | ${ms(r.fcp)} | ${ms(r.lcp)} | ${ms(r.tbt)} | ${ms(r.longestTask)} | ${r.cls.toFixed(3)} | ${kb(r.jsBytes)} | ${kb(r.totalBytes)} | ${r.cpuSlowdown.toFixed(2)}x |`,
      )
    }
  }
}

/**
 * The app variant's home in each theme: simulated and observed, with `runs` a theme.
 * @param {Record<string, AppVariantHome>} appVariant
 * @param {{ light: number, dark: number }} runs
 */
export function printAppVariant(appVariant, runs) {
  if (Object.keys(appVariant).length === 0) return
  console.log(`\nApp variant home, median of ${runs.light} runs in the light theme, ${runs.dark} in the dark\n`)
  console.log(
    "| theme | perf (Lighthouse, simulated) | LCP (simulated) | FCP (observed) | LCP (observed) | LCP of each observed load |",
  )
  console.log("| --- | --- | --- | --- | --- | --- |")
  for (const [theme, { simulated: s, observed: o }] of Object.entries(appVariant)) {
    console.log(
      `| ${theme} | ${s.performance.toFixed(2)} | ${ms(s.lcp)} | ${ms(o.fcp)} | ${ms(o.lcp)} | ${o.lcps.join(", ")} ms |`,
    )
  }
}

/**
 * The dark home page and one page of each other template, held to the performance floor.
 * @param {TemplatePage[]} templates
 */
export function printTemplates(templates) {
  if (templates.length === 0) return
  console.log(
    `\nThe dark home page and one page of each other template: performance of observed loads, held to the median of ${PERFORMANCE_RUNS}\n`,
  )
  console.log("| page | perf | floor |\n| --- | --- | --- |")
  for (const r of templates) console.log(`| ${r.label} | ${performanceCell(r)} | ${r.minimum ?? ""} |`)
}

/**
 * The pages performance-budget.json holds to a floor of their own, as the passed audit names them.
 * @param {import("./audit-observed.mjs").Budget} budget
 */
const exceptionsText = (budget) =>
  Object.entries(budget.lighthouse.performanceFloorExceptions)
    .map(([path, { minimumPerformance }]) => `${path} at ${minimumPerformance}+ (performance-budget.json says why)`)
    .join(", ") || "no exceptions"

/**
 * What a passed audit held: each gate, and on how many pages.
 * @param {{
 *   timed: boolean,
 *   simulated: Record<string, Record<string, LighthouseRun>>,
 *   templates: TemplatePage[],
 *   budget: import("./audit-observed.mjs").Budget,
 * }} audit
 */
export function printPassed({ timed, simulated, templates, budget }) {
  const blockingCeilings = BLOCKING_GATES.map(
    ({ ceiling, label }) => `${label} within ${budget.observedBlocking[ceiling]} ms`,
  )
  const simulatedCount = Object.values(simulated).reduce((sum, pages) => sum + Object.keys(pages).length, 0)
  console.log(
    [
      "\nAudit passed:",
      ...(timed ? [`every home page's observed medians of ${blockingCeilings.join(", ")};`] : []),
      ...(simulatedCount > 0
        ? [
            `accessibility, best practices and SEO 100 and CLS 0 on ${simulatedCount} simulated pages, and every home page's JavaScript within budget;`,
          ]
        : []),
      ...(timed
        ? [
            `performance ${budget.lighthouse.minimumPerformance}+ (the median of up to ${PERFORMANCE_RUNS} observed loads, scored as Lighthouse scores them) on every home page and ${templates.length} other page(s), ${exceptionsText(budget)};`,
          ]
        : []),
      ...(timed
        ? [
            `the app variant's home at performance ${budget.appVariant.minimumPerformance}+, observed LCP within ${budget.appVariant.maximumObservedLcpMs} ms and JavaScript within budget.`,
          ]
        : []),
    ].join(" "),
  )
}
