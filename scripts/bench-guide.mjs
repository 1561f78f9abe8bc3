// @ts-check
// `npm run bench:guide -- --species N`: how the build grows with the insect guide. Writes N synthetic
// but valid species (every field, a lookalike pair for every two, German and Spanish translations,
// a photo made with sharp for a share of them) into a temporary copy of the site, builds it cold,
// edits one species and builds again on the warm cache. Prints, for each build: wall time, Gatsby's
// phases, the peak memory of the whole process tree, pages per second, the size of public/, the host
// files' rule counts and the search index's size per language; after the cold build, what a first
// search downloads in the browser (scripts/first-search.mjs), and a first answer of the
// identification key (scripts/key-answer.mjs), each timed at 4x CPU and at the slowdown that makes
// this machine Lighthouse's target phone (scripts/cpu-calibration.mjs). The copy is removed unless
// --keep.
//
// Options: --species N (default 1000), --photos SHARE (0..1, default 0.1), --keep, --json FILE (the
// figures as JSON too), --cold-only (no warm rebuild), --warm-builds N (N edits, each built warm;
// default 1: the first warm build after a cold one differs from the ones after it), --no-floor (no
// bare-Gatsby builds beside the guide's: floorBuild, cold and as many warm builds as the guide's).
//
// `--scaling 100,400` is CI's check that nothing turned quadratic: a cold build at each size (in the
// folder the tests' copies share, whose webpack cache it reuses: scalingBuildAt), compared by
// scripts/bench-scaling.mjs.
//
// The species it writes are scripts/bench-species.mjs'; a build is measured by scripts/bench-build.mjs
// and reported by scripts/bench-report.mjs.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { build } from "./bench-build.mjs"
import { option } from "./command-line.mjs"
import { writeFloorSite } from "./bench-floor.mjs"
import { againstFloor, kb, report } from "./bench-report.mjs"
import { describeKeyAnswer, describeKeyTiming, firstKeyAnswer, keyTiming } from "./key-answer.mjs"
import { scalingProblems } from "./bench-scaling.mjs"
import { editBehaviour, pad, withoutSpecies, writeSpecies } from "./bench-species.mjs"
import { speciesFiles } from "./site-code.mjs"
import { describeFirstSearch, describeSearchTiming, firstSearchOverBoth, searchTiming } from "./first-search.mjs"
import { copySiteFiles, holdingSharedFolder, intoSharedFolder } from "./shared-build-folder.js"
import { withCpuCalibration } from "./cpu-calibration.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")

const SCALING = option("scaling", undefined)
/**
 * How many pairs of builds the scaling check makes before a step counts as growing faster than the
 * pages: such a step is over the tolerance in every pair, while CPU time's noise put one phase over
 * it in one CI run in several with the same code (docs/testing.md, "The scaling check").
 */
const SCALING_PAIRS = 3
const SPECIES = Number(option("species", 1000))
const PHOTO_SHARE = Number(option("photos", 0.1))
const KEEP = option("keep", false) === true
const JSON_FILE = /** @type {string | undefined} */ (option("json", undefined))
const COLD_ONLY = option("cold-only", false) === true
const FLOOR = option("no-floor", false) !== true
const WARM_BUILDS = Number(option("warm-builds", 1))
if (!Number.isInteger(SPECIES) || SPECIES < 2) throw new Error("--species takes a whole number of at least 2")

/** The copy: the site's own files, content/ without its real species, node_modules linked. */
function copySite() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "buglens-bench-"))
  copySiteFiles(root, dir, { nodeModules: "hard links" })
  return withoutSpecies(dir)
}

/**
 * Writes `count` species into the copy and says so; the languages and how many photos.
 * @param {{ dir: string, content: string }} site
 * @param {number} count
 */
async function writeSpeciesAndSay(site, count) {
  console.log(`# bench:guide: ${count} species, photos for ${Math.round(PHOTO_SHARE * 100)} %, in ${site.dir}`)
  const writeStarted = Date.now()
  const written = await writeSpecies(site, count, PHOTO_SHARE)
  console.log(
    `Wrote ${count} species in ${written.languages.length} languages and ${written.photoCount} photos in ${((Date.now() - writeStarted) / 1000).toFixed(1)} s`,
  )
  return written
}

/** What a first search is measured with: a one-word name search and a two-word description search. */
const FIRST_SEARCHES = { name: "insect", description: "hairy caterpillar" }

/** @typedef {Awaited<ReturnType<typeof searchTiming>>} SearchTiming */
/** @typedef {Awaited<ReturnType<typeof keyTiming>>} KeyTiming */
/**
 * @typedef {{
 *   timing: SearchTiming,
 *   calibratedTiming: SearchTiming | undefined,
 *   query: string,
 *   bytes: number,
 *   h2WireBytes: number | null,
 *   http1WireBytes: number,
 *   files: import("./first-search.mjs").ServedFile[],
 * }} FirstSearchFigures
 */
/**
 * @typedef {Awaited<ReturnType<typeof firstKeyAnswer>> & {
 *   timing: KeyTiming,
 *   calibratedTiming: KeyTiming | undefined,
 * }} KeyAnswerFigures
 */
/**
 * @typedef {{
 *   species: number,
 *   languages: string[],
 *   photos: number,
 *   builds: Array<ReturnType<typeof report>>,
 *   firstSearch?: Record<string, FirstSearchFigures>,
 *   firstKeyAnswer?: KeyAnswerFigures,
 *   floor?: Awaited<ReturnType<typeof floorBuild>>,
 * }} Figures
 */

/**
 * Copies the site, writes `count` species, builds cold (and warm unless coldOnly); the figures.
 * @param {number} count
 * @param {{ coldOnly: boolean, measureSearch: boolean }} options
 */
async function benchAt(count, { coldOnly, measureSearch }) {
  const site = copySite()
  const { languages, photoCount } = await writeSpeciesAndSay(site, count)
  /** @type {Figures} */
  const figures = { species: count, languages, photos: photoCount, builds: [] }
  try {
    const cold = await build(site.dir)
    figures.builds.push(report("cold build", cold, path.join(site.dir, "public")))
    if (cold.ok && measureSearch) {
      figures.firstSearch = {}
      // "insect" is in every species' name: the name word whose index entry is the largest there is.
      // "hairy caterpillar": two words of the descriptions, each in a tenth of the species or so.
      for (const [kind, query] of Object.entries(FIRST_SEARCHES)) {
        const search = await firstSearchOverBoth(path.join(site.dir, "public"), { query })
        console.log(
          `first search, ${kind.padEnd(12)} ${describeFirstSearch(search)}; largest ${search.files
            .slice(0, 4)
            .map(({ url, bytes }) => `${path.basename(url)} ${kb(bytes)}`)
            .join(", ")}`,
        )
        const timing = await searchTiming(path.join(site.dir, "public"), { query })
        console.log(`                        ${describeSearchTiming(timing)}`)
        figures.firstSearch[kind] = {
          timing,
          calibratedTiming: undefined,
          query: search.query,
          bytes: search.bytes,
          h2WireBytes: search.h2WireBytes,
          http1WireBytes: search.http1WireBytes,
          files: search.files,
        }
      }
      const answer = await firstKeyAnswer(path.join(site.dir, "public"))
      console.log(`key, first answer          ${describeKeyAnswer(answer)}`)
      const keyTimes = await keyTiming(path.join(site.dir, "public"))
      console.log(`                        ${describeKeyTiming(keyTimes)}`)
      figures.firstKeyAnswer = { ...answer, timing: keyTimes, calibratedTiming: undefined }
      // The same timings at the slowdown that makes this machine, as fast as it is at each run, the
      // phone the 4x assumes: on a machine slower than Lighthouse's reference, 4x times the machine.
      await withCpuCalibration(async (calibration) => {
        for (const [kind, query] of Object.entries(FIRST_SEARCHES)) {
          const timing = await searchTiming(path.join(site.dir, "public"), { query, calibration })
          console.log(`search, ${kind.padEnd(16)} ${describeSearchTiming(timing)}`)
          ;/** @type {Record<string, FirstSearchFigures>} */ (figures.firstSearch)[kind].calibratedTiming = timing
        }
        const timing = await keyTiming(path.join(site.dir, "public"), { calibration })
        console.log(`key                     ${describeKeyTiming(timing)}`)
        ;/** @type {KeyAnswerFigures} */ (figures.firstKeyAnswer).calibratedTiming = timing
        console.log(calibration.describe())
      })
    }
    if (cold.ok && FLOOR) figures.floor = await floorBuild(count * languages.length, cold, coldOnly ? 0 : WARM_BUILDS)
    for (let edit = 1; cold.ok && !coldOnly && edit <= WARM_BUILDS; edit++) {
      const edited = path.join(
        site.content,
        speciesFiles.speciesSourceOf(site.content, `bench-species-${pad(edit)}`) ?? "",
      )
      editBehaviour(edited, edit)
      const warm = await build(site.dir)
      figures.builds.push(report(`warm rebuild ${edit} after one species edit`, warm, path.join(site.dir, "public")))
      const floorWarm = figures.floor?.warm?.[edit - 1]
      if (warm.ok && floorWarm) console.log(againstFloor(`warm rebuild ${edit}`, warm, floorWarm))
      if (!warm.ok) break
    }
  } finally {
    if (KEEP) console.log(`\nKept the copy in ${site.dir}`)
    else fs.rmSync(site.dir, { recursive: true, force: true })
  }
  return figures
}

/**
 * @typedef {ReturnType<typeof report> & {
 *   wallRatio: number,
 *   cpuRatio: number,
 *   warm: Array<{ seconds: number, cpuSeconds: number }>,
 * }} FloorFigures
 */

/**
 * Bare Gatsby at as many pages as the guide has species pages (scripts/bench-floor.mjs), built cold
 * right after the guide's cold build, and the guide's build against it: the ratio is what the guide
 * costs a page above what Gatsby itself does. Then `warmBuilds` warm builds of the floor, each after
 * one page's data changed (FLOOR_EDIT), which the guide's warm builds of the same number are put
 * against: what a warm build at this many pages costs Gatsby alone, on this machine, in this run.
 * @param {number} pages
 * @param {import("./bench-build.mjs").BuildResult} guide
 * @param {number} warmBuilds
 * @returns {Promise<{ ok: false, warm?: undefined } | FloorFigures>}
 */
async function floorBuild(pages, guide, warmBuilds) {
  const floor = writeFloorSite(root, pages)
  try {
    const built = await build(floor.dir, floor.env)
    if (!built.ok) {
      console.log(`\n## bare-Gatsby floor: FAILED\n${built.output.slice(-4000)}`)
      return { ok: false }
    }
    const figures = report(`bare-Gatsby floor, ${pages} trivial pages`, built, path.join(floor.dir, "public"))
    console.log(againstFloor("cold build", guide, built))
    const warm = []
    for (let edit = 1; edit <= warmBuilds; edit++) {
      const rebuilt = await build(floor.dir, { ...floor.env, FLOOR_EDIT: String(edit) })
      report(
        `bare-Gatsby floor, warm rebuild ${edit} after one page's data changed`,
        rebuilt,
        path.join(floor.dir, "public"),
      )
      if (!rebuilt.ok) {
        console.log(rebuilt.output.slice(-4000))
        break
      }
      warm.push({ seconds: rebuilt.seconds, cpuSeconds: rebuilt.cpuSeconds })
    }
    return {
      ...figures,
      wallRatio: guide.seconds / built.seconds,
      cpuRatio: guide.cpuSeconds / built.cpuSeconds,
      warm,
    }
  } finally {
    fs.rmSync(floor.dir, { recursive: true, force: true })
  }
}

/**
 * One cold build at `count` species for the scaling check, in the folder where the tests' copies of
 * the site build (scripts/shared-build-folder.js): webpack's cache there, warm from the builds before,
 * spares each of the two builds half a minute of compiling the site's code, which is the same at any
 * size. Nothing else carries over: every page is sourced, queried and rendered.
 * @param {number} count
 */
function scalingBuildAt(count) {
  return holdingSharedFolder(async (sharedDir) => {
    intoSharedFolder(sharedDir, root)
    const site = withoutSpecies(sharedDir)
    const { languages, photoCount } = await writeSpeciesAndSay(site, count)
    const cold = await build(site.dir)
    return {
      species: count,
      languages,
      photos: photoCount,
      builds: [report("cold build", cold, path.join(site.dir, "public"))],
    }
  })
}

let ok
if (SCALING) {
  const sizes = String(SCALING).split(",").map(Number)
  if (sizes.length !== 2 || !sizes.every((size) => Number.isInteger(size) && size >= 2) || sizes[0] >= sizes[1])
    throw new Error("--scaling takes two sizes, smaller first: --scaling 100,400")
  const runs = []
  /** The steps over the tolerance in every pair of builds so far. */
  let persistent = /** @type {ReturnType<typeof scalingProblems> | undefined} */ (undefined)
  let problems = /** @type {string[]} */ ([])
  for (let pair = 1; pair <= SCALING_PAIRS; pair++) {
    const built = []
    for (const size of sizes) built.push(await scalingBuildAt(size))
    runs.push(...built)
    const [small, large] = built.map((run) => run.builds[0])
    if (!small.ok || !large.ok) {
      problems = ["a build failed"]
      break
    }
    const found = scalingProblems(small, large)
    const before = persistent
    persistent = before === undefined ? found : found.filter(({ step }) => before.some((over) => over.step === step))
    problems = persistent.map(({ problem }) => `${problem} (in each of ${pair} pairs of builds)`)
    if (problems.length === 0) break
    if (pair < SCALING_PAIRS)
      console.log(
        `\nScaling: over the tolerance in every pair so far: ${persistent.map(({ step }) => step).join(", ")}; both sizes built again`,
      )
  }
  if (JSON_FILE) fs.writeFileSync(JSON_FILE, `${JSON.stringify({ runs, problems }, null, 2)}\n`)
  for (const problem of problems) console.error(`Scaling: ${problem}`)
  ok = problems.length === 0
} else {
  const figures = await benchAt(SPECIES, { coldOnly: COLD_ONLY, measureSearch: true })
  if (JSON_FILE) fs.writeFileSync(JSON_FILE, `${JSON.stringify(figures, null, 2)}\n`)
  ok = figures.builds.every((build) => build.ok)
}
process.exit(ok ? 0 : 1)
