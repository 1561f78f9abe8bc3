// @ts-check
// Two versions of the build code on the same generated guide, warm builds taking turns: what #66's
// "not slower than today" is measured with (docs/scale.md, "Measuring a change").
//
//   node scripts/experiments/warm-turns.mjs prepare DIR [--from CHECKOUT] [--species 10000] [--count-reads]
//     copies CHECKOUT's site (default: this one) into DIR, writes the species bench:guide writes
//     (no photos), and builds it cold. With --count-reads every process of the build tallies its
//     reads of content/'s files (count-content-reads.cjs), summed here: file by file, how often read.
//   node scripts/experiments/warm-turns.mjs turns DIR_A DIR_B [--rounds 3]
//     edits one species in each copy and builds it warm, A then B, then B then A, round after round;
//     prints each build's wall time with Gatsby's phases of a second or more, and each copy's median.
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { build } from "../bench-build.mjs"
import { option, positionalArguments } from "../command-line.mjs"
import { editBehaviour, pad, withoutSpecies, writeSpecies } from "../bench-species.mjs"
import { speciesFiles } from "../site-code.mjs"
import { copySiteFiles } from "../shared-build-folder.js"

const here = path.dirname(fileURLToPath(import.meta.url))
const [command, ...positional] = positionalArguments()

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2
}

/**
 * Each content file's reads over the build's processes, from the tallies count-content-reads.cjs left.
 * @param {string} dir
 */
function summedReads(dir) {
  /** @type {Map<string, number>} */
  const reads = new Map()
  /** @type {Map<string, number>} */
  const streams = new Map()
  const processes = []
  for (const name of fs.readdirSync(dir)) {
    /** @type {{ argv: string[], read: Record<string, number>, stream: Record<string, number> }} */
    const tally = JSON.parse(fs.readFileSync(path.join(dir, name), "utf8"))
    const files = Object.keys(tally.read).length
    if (files > 0) processes.push(`${path.basename(tally.argv[1] ?? "node")}: ${files} files`)
    for (const [file, times] of Object.entries(tally.read)) reads.set(file, (reads.get(file) ?? 0) + times)
    for (const [file, times] of Object.entries(tally.stream)) streams.set(file, (streams.get(file) ?? 0) + times)
  }
  return { reads, streams, processes }
}

/** @param {Map<string, number>} counts */
function describeCounts(counts) {
  /** @type {Map<string, number>} */
  const byTimes = new Map()
  for (const times of counts.values()) byTimes.set(String(times), (byTimes.get(String(times)) ?? 0) + 1)
  return [...byTimes]
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([times, files]) => `${files} files ${times}x`)
    .join(", ")
}

async function prepare() {
  const dir = positional[0]
  if (!dir) throw new Error("prepare DIR: where to put the copy")
  const from = path.resolve(String(option("from", path.resolve(here, "../.."))))
  const species = Number(option("species", 10000))
  fs.mkdirSync(dir, { recursive: true })
  copySiteFiles(from, dir, { nodeModules: "hard links" })
  const site = withoutSpecies(dir)
  await writeSpecies(site, species, 0)
  const readsDir = path.join(dir, ".content-reads")
  const env =
    option("count-reads", false) === true
      ? {
          NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --require ${path.join(here, "count-content-reads.cjs")}`,
          CONTENT_READS_DIR: readsDir,
        }
      : /** @type {Record<string, string>} */ ({})
  const cold = await build(dir, env)
  console.log(
    `cold build of ${species} species from ${from}: ${cold.ok ? "ok" : "FAILED"} in ${cold.seconds.toFixed(1)} s`,
  )
  if (!cold.ok) console.log(cold.output.slice(-4000))
  if (env.CONTENT_READS_DIR && fs.existsSync(readsDir)) {
    const { reads, streams, processes } = summedReads(readsDir)
    const json = [...reads].filter(([file]) => file.endsWith(".json"))
    console.log(`content files read (readFile/readFileSync), summed over the processes: ${describeCounts(reads)}`)
    console.log(`  of them JSON: ${describeCounts(new Map(json))}`)
    console.log(
      `  files read more than once: ${
        [...reads]
          .filter(([, times]) => times > 1)
          .map(([file, times]) => `${file} ${times}x`)
          .slice(0, 20)
          .join(", ") || "none"
      }`,
    )
    console.log(`  processes that read content: ${processes.join("; ")}`)
    console.log(`content files streamed (digests): ${describeCounts(streams)}`)
  }
}

async function turns() {
  const dirs = positional.slice(0, 2)
  if (dirs.length !== 2) throw new Error("turns DIR_A DIR_B")
  const rounds = Number(option("rounds", 3))
  /** @type {number[][]} */
  const seconds = [[], []]
  for (let round = 1; round <= rounds; round++) {
    // A then B, then B then A: neither copy is always the one built second.
    const order = round % 2 === 1 ? [0, 1] : [1, 0]
    for (const at of order) {
      const dir = /** @type {string} */ (dirs[at])
      const content = path.join(dir, "content")
      const source = speciesFiles.speciesSourceOf(content, `bench-species-${pad(round)}`)
      if (!source) throw new Error(`no bench-species-${pad(round)} in ${content}`)
      editBehaviour(path.join(content, source), round)
      const warm = await build(dir)
      if (!warm.ok) throw new Error(`warm build in ${dir} failed:\n${warm.output.slice(-4000)}`)
      seconds[at]?.push(warm.seconds)
      const phases = warm.phases
        .filter(({ seconds }) => seconds >= 1)
        .map(({ name, seconds }) => `${name} ${seconds.toFixed(1)}`)
        .join(", ")
      console.log(`round ${round}, ${dir}: ${warm.seconds.toFixed(1)} s (${phases})`)
    }
  }
  for (const [at, dir] of dirs.entries()) {
    const own = seconds[at] ?? []
    console.log(`${dir}: ${own.map((s) => s.toFixed(1)).join(", ")} s; median ${median(own).toFixed(1)} s`)
  }
}

if (command === "prepare") await prepare()
else if (command === "turns") await turns()
else
  throw new Error(
    "usage: warm-turns.mjs prepare DIR [--from CHECKOUT] [--species N] [--count-reads] | turns DIR_A DIR_B [--rounds N]",
  )
