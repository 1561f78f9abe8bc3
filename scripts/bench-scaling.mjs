// @ts-check
// CI's check that no step of the build turned quadratic (`npm run bench:guide -- --scaling 100,400`):
// a failure when, in the whole build but webpack's work or one of PAGE_PHASES, each page the larger
// build added cost more than SCALING_TOLERANCE times a page of the smaller build, in CPU time (which
// the other lanes' load does not stretch as it stretches wall time).

/** Gatsby's phases of webpack's work: the site's code compiled, the same at any size. */
const WEBPACK_PHASES = ["Building production JavaScript and CSS bundles", "Building HTML renderer"]
/** Gatsby's phases whose work grows with the pages; the rest (bundles, renderer) is fixed. */
const PAGE_PHASES = [
  "source and transform nodes",
  "createPages",
  "createPagesStatefully",
  "run queries in workers",
  "Building static HTML for pages",
  "stitching slices",
  "onPostBuild",
]
/**
 * How much an added page may cost against a page of the smaller build, in CPU time. A step that is a
 * fixed cost plus a cost a page comes to 1 at most on average (the fixed part only raises the smaller
 * build's average), but a step with almost no fixed part sits at 1 and the noise of CPU time carries
 * it either side: static HTML read 0.56 to 0.73 here (316 and 1,219 pages, alone and beside two busy
 * loops) and 1.09 on another machine of this kind (361 and 1,264 pages, alone), which failed its CI.
 * A quadratic step reads (large + small) / small, 4.5 at these sizes, when it is the whole phase; a
 * probe that hashed every pair of pages after the build (0.4 s at 316 pages, 6.1 s at 1,219: an hour
 * at 30,000 pages) read 1.39 then; added to the onPostBuild of the failed run it would read 1.30 (by
 * arithmetic): the tolerance sits between.
 */
const SCALING_TOLERANCE = 1.25
/** Phases this short (CPU seconds at the larger size) are mostly start-up: not compared. */
const SCALING_MIN_SECONDS = 2
/**
 * A phase of the smaller build counts as at least this many CPU seconds, so that a phase of a few
 * hundred milliseconds, whose start-up is most of it, does not make the base of its comparison.
 * Compared in wall time, beside CI's other lanes, phases stretched with the load of the moment:
 * sourcing took 1.0 s at 100 species and 5.8 s at 400 in one run, and failed the check on noise.
 */
const SCALING_NOISE_SECONDS = 1

/** @typedef {{ pages: number, cpuSeconds: number, phases: Array<{ name: string, cpuSeconds: number }> }} ScaledBuild */

/**
 * For the whole build and each page phase: the cost of each page the larger build added, against
 * the cost a page of the smaller one; the steps whose added pages cost too much, each with its
 * figures in words.
 * @param {ScaledBuild} small
 * @param {ScaledBuild} large
 * @returns {Array<{ step: string, problem: string }>}
 */
export function scalingProblems(small, large) {
  // CPU time, not wall time: beside CI's other lanes a phase's wall time stretched with whatever ran
  // at that moment (sourcing: 1.0 s at 100 species, 5.8 s at 400, 1.7 and 2.5 s in another run).
  const phaseSeconds = (/** @type {ScaledBuild} */ build, /** @type {string} */ name) =>
    build.phases.find((phase) => phase.name === name)?.cpuSeconds ?? 0
  // Webpack's work does not grow with the pages, and its cache may be cold for the first build and
  // warm for the second (the scaling check on a fresh clone): left out of the whole build.
  const buildButWebpack = (/** @type {ScaledBuild} */ build) =>
    build.cpuSeconds - WEBPACK_PHASES.reduce((sum, name) => sum + phaseSeconds(build, name), 0)
  /** @type {Array<[string, number, number]>} */
  const steps = [
    ["whole build but webpack's", buildButWebpack(small), buildButWebpack(large)],
    ...PAGE_PHASES.map(
      /** @returns {[string, number, number]} */ (name) => [name, phaseSeconds(small, name), phaseSeconds(large, name)],
    ),
  ]
  const problems = []
  console.log(
    `\n## scaling: CPU ms a page at ${small.pages} pages, CPU ms an added page up to ${large.pages}, and their ratio`,
  )
  for (const [name, smallSeconds, largeSeconds] of steps) {
    const perPage = (Math.max(smallSeconds, SCALING_NOISE_SECONDS) * 1000) / small.pages
    const perAddedPage = ((largeSeconds - smallSeconds) * 1000) / (large.pages - small.pages)
    const ratio = perPage > 0 ? perAddedPage / perPage : 0
    const compared = largeSeconds >= SCALING_MIN_SECONDS
    console.log(
      `  ${perPage.toFixed(2).padStart(7)} -> ${perAddedPage.toFixed(2).padStart(7)} ms  x${ratio.toFixed(2)}  ${name}${compared ? "" : " (too short to compare)"}`,
    )
    if (compared && ratio > SCALING_TOLERANCE)
      problems.push({
        step: name,
        problem: `${name}: each page from ${small.pages} to ${large.pages} cost ${perAddedPage.toFixed(2)} ms, ${ratio.toFixed(2)} times the ${perPage.toFixed(2)} ms a page at ${small.pages} (at most ${SCALING_TOLERANCE}): a step grows faster than the pages`,
      })
  }
  return problems
}
