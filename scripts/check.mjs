// @ts-check
// `npm run check`: everything CI checks, in phases. Within a phase the lanes run side by side, each
// lane's steps in turn: builds and checks that time nothing share the machine's two cores, while the
// browser tests and Lighthouse, which time what they see, run alone or beside work that times nothing
// (see each phase). At the end (pass or
// fail) it prints each step's wall time, so a change sees what it costs CI. The first failing phase
// stops the run after its other lanes have finished.
import { spawn } from "node:child_process"
import { existsSync, readFileSync } from "node:fs"
import { availableParallelism } from "node:os"

/**
 * [phase name, lanes]; a lane is a list of npm scripts (with arguments) run one after another. A step
 * may start with environment settings (`E2E_SUITE=editor test:e2e`).
 * @type {Array<[string, string[][]]>}
 */
const PHASES = [
  [
    "build and static checks",
    [
      ["build", "validate:html"],
      // tsc reads types/gatsby-types.d.ts, which the build rewrites near its end: typecheck first.
      ["typecheck", "lint", "test -- --ci"],
      // A copy of the site never built, run as a newcomer runs it (npm run develop, npm run cms). Here
      // rather than beside the editor's browser tests: both need decap-server's port, 8081.
      ["test:build -- --ci test/content-builds/front-door.test.ts"],
    ],
  ],
  [
    "builds of copies, and the editor",
    [
      // The variants the browser tests, the audit and the launch build's first-flight test need, built
      // now rather than in the timed phase; then the browser editor, which times nothing, so its tests
      // (which build the copy it edited) run here too.
      ["test:e2e -- --project variants", "E2E_SUITE=editor test:e2e"],
      // Copies of the site built as an editor would change it.
      ["test:build -- --ci test/content-builds --testPathIgnorePatterns front-door"],
      // Lighthouse's runs whose gates read nothing timed: accessibility, best practices, SEO and CLS of
      // every page but the home pages; the performance floor is the timing part's, alone.
      ["audit -- --part pages"],
    ],
  ],
  [
    "browser tests",
    [
      ["E2E_SUITE=site test:e2e"],
      // Beside the browser tests, which wait for states rather than time them: the build-output
      // tests, which read the main build and the variants.
      ["test:build -- --ci test/build-output"],
    ],
  ],
  ["Lighthouse and observed loads", [["audit -- --part timing"]]],
  // The guide built at 100 and 400 species, which fails when a step's CPU time a page grows with the
  // pages (docs/scale.md): alone. It reads CPU time, which work beside it still
  // stretches unevenly: beside the browser tests static HTML read 1.03, at the lowest priority beside
  // the timing part 1.41 (which it also slowed: docs/performance.md); alone and beside two busy loops
  // 0.0 to 0.64 in every phase.
  ["the guide at scale", [["bench:guide -- --scaling 100,400"]]],
]

// One Gatsby worker for queries and HTML in every build, whatever the cores (Gatsby starts one fewer
// than the physical cores). Every build here is small and shares the machine with other lanes, so
// a second worker adds only its start-up: a copy's build took 12.6 s and 18.1 CPU-s with two, 9.3 s
// and 13.7 CPU-s with one (medians of three, alone); CPU stood 92-96 % busy in every phase but the
// last (a CI run sampled every 5 s).
process.env.GATSBY_CPU_COUNT ??= "1"

/**
 * @typedef {{ command: string, seconds: number, ok: boolean }} StepTiming
 * @typedef {{ busy: number, total: number }} Cpu
 * @typedef {{ phase: string, seconds: number, steps: StepTiming[], cpu?: Cpu }} PhaseTime
 */

/** @type {StepTiming[]} */
const timings = []

/**
 * The machine's CPU time so far, busy and in all, in seconds of one core (Linux's /proc/stat; none
 * elsewhere): what a phase's work took, beside its wall time, shows whether it waited or computed, so
 * whether running it beside more work could shorten CI at all (docs/testing.md, "What CI costs").
 */
function cpuSeconds() {
  if (!existsSync("/proc/stat")) return undefined
  // cpu  user nice system idle iowait irq softirq steal ...: in USER_HZ, 100 a second on Linux.
  const ticks = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number)
  const total = ticks.reduce((sum, value) => sum + value, 0)
  const idle = ticks[3] + ticks[4]
  return { busy: (total - idle) / 100, total: total / 100 }
}

/**
 * Runs one npm script; beside other lanes, each line of its output is marked with the script's name.
 * @param {string} step
 * @param {{ alone: boolean }} options
 * @returns {Promise<boolean>}
 */
function run(step, { alone }) {
  const started = Date.now()
  const settings = /** @type {RegExpMatchArray} */ (step.match(/^(?:[A-Z0-9_]+=\S* )*/))[0]
  const script = step.slice(settings.length)
  const env = {
    ...process.env,
    ...Object.fromEntries(
      settings
        .split(" ")
        .filter(Boolean)
        .map((setting) => setting.split("=")),
    ),
  }
  return new Promise((resolve) => {
    const child = spawn(`npm run ${script}`, {
      shell: true,
      env,
      stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
    })
    if (!alone) {
      const name = script.split(" ")[0]
      /** @type {Array<[import("node:stream").Readable, NodeJS.WriteStream]>} */
      const streams = [
        [/** @type {import("node:stream").Readable} */ (child.stdout), process.stdout],
        [/** @type {import("node:stream").Readable} */ (child.stderr), process.stderr],
      ]
      for (const [from, to] of streams) {
        let rest = ""
        from.on("data", (chunk) => {
          const lines = (rest + chunk).split("\n")
          rest = /** @type {string} */ (lines.pop())
          for (const line of lines) to.write(`[${name}] ${line}\n`)
        })
        from.on("end", () => rest && to.write(`[${name}] ${rest}\n`))
      }
    }
    child.on("close", (code) => {
      timings.push({ command: `${settings}npm run ${script}`, seconds: (Date.now() - started) / 1000, ok: code === 0 })
      resolve(code === 0)
    })
  })
}

/**
 * @param {string[]} steps
 * @param {{ alone: boolean }} options
 */
async function runLane(steps, options) {
  for (const step of steps) if (!(await run(step, options))) return false
  return true
}

/** @param {PhaseTime[]} phaseTimes */
function printTimings(phaseTimes) {
  console.log("\n| phase | step | wall time | result |\n| --- | --- | --- | --- |")
  // .ci/run passes the time of its own steps (tools, npm ci), so the table covers the whole run.
  const ciSteps = (process.env.CI_STEP_SECONDS ?? "")
    .split(",")
    .filter(Boolean)
    .map((entry) => entry.split("="))
    .map(([phase, seconds]) => ({ phase, seconds: Number(seconds), steps: [] }))
  phaseTimes.unshift(...ciSteps)
  for (const { phase, seconds, steps, cpu } of phaseTimes) {
    console.log(`| ${phase} | (phase) | ${seconds.toFixed(0)} s | ${cpu ? describeCpu(cpu) : ""} |`)
    for (const step of steps) {
      console.log(`| | ${step.command} | ${step.seconds.toFixed(0)} s | ${step.ok ? "ok" : "FAILED"} |`)
    }
  }
  const total = phaseTimes.reduce((sum, { seconds }) => sum + seconds, 0)
  const measured = phaseTimes.filter(({ cpu }) => cpu)
  const cpu = measured.length > 0 && {
    busy: measured.reduce((sum, { cpu }) => sum + /** @type {Cpu} */ (cpu).busy, 0),
    total: measured.reduce((sum, { cpu }) => sum + /** @type {Cpu} */ (cpu).total, 0),
  }
  console.log(`| all | | ${total.toFixed(0)} s | ${cpu ? `phases of npm run check: ${describeCpu(cpu)}` : ""} |`)
}

/**
 * A phase's CPU use: the cores' busy share, and the CPU-seconds of work, which bound its wall time.
 * @param {Cpu} cpu
 */
function describeCpu({ busy, total }) {
  const cores = availableParallelism()
  return `CPU ${((100 * busy) / total).toFixed(0)} % busy, ${busy.toFixed(0)} CPU-s (${(busy / cores).toFixed(0)} s on ${cores} cores at full use)`
}

/** @type {PhaseTime[]} */
const phaseTimes = []
let ok = true
for (const [phase, lanes] of PHASES) {
  const started = Date.now()
  const cpuBefore = cpuSeconds()
  const before = timings.length
  console.log(`\n=== ${phase}: ${lanes.map((lane) => lane.join(" → ")).join("  ‖  ")}`)
  const results = await Promise.all(lanes.map((lane) => runLane(lane, { alone: lanes.length === 1 })))
  const cpuAfter = cpuSeconds()
  const cpu = cpuBefore && {
    busy: /** @type {Cpu} */ (cpuAfter).busy - cpuBefore.busy,
    total: /** @type {Cpu} */ (cpuAfter).total - cpuBefore.total,
  }
  phaseTimes.push({ phase, seconds: (Date.now() - started) / 1000, steps: timings.slice(before), cpu })
  if (results.includes(false)) {
    ok = false
    break
  }
}
printTimings(phaseTimes)
process.exit(ok ? 0 : 1)
