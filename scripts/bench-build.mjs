// @ts-check
// One `gatsby build` as scripts/bench-guide.mjs measures it: wall time, Gatsby's phases with the CPU
// time the process tree used in each, and the tree's peak memory, from /proc.
import { spawn } from "node:child_process"
import fs from "node:fs"
import path from "node:path"

/**
 * The fields of /proc/<pid>/stat after the process's name (which may hold spaces).
 * @param {string} pid
 */
function statFields(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8")
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ")
}

/**
 * The stat fields (after the name) of a process and all its descendants, from /proc.
 * @param {number} rootPid
 */
function processTree(rootPid) {
  /** @type {Map<number, string[]>} */
  const stats = new Map()
  /** @type {Map<number, number[]>} */
  const children = new Map()
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const fields = statFields(entry)
      stats.set(Number(entry), fields)
      const ppid = Number(fields[1])
      if (!children.has(ppid)) children.set(ppid, [])
      ;/** @type {number[]} */ (children.get(ppid)).push(Number(entry))
    } catch {
      // The process ended while we looked.
    }
  }
  const tree = []
  const queue = [rootPid]
  while (queue.length > 0) {
    const pid = /** @type {number} */ (queue.pop())
    if (stats.has(pid)) tree.push({ pid, fields: /** @type {string[]} */ (stats.get(pid)) })
    queue.push(...(children.get(pid) ?? []))
  }
  return tree
}

/** Clock ticks a second, as /proc counts CPU time (USER_HZ: 100 on Linux). */
const CLOCK_TICKS = 100

/**
 * A process's proportional set size in bytes: its own pages, and its share of each page it maps with others.
 * @param {number} pid
 */
function proportionalBytes(pid) {
  const pss = /^Pss:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, "utf8"))
  return pss ? Number(pss[1]) * 1024 : 0
}

/**
 * Memory and CPU seconds of a process and all its descendants, from one look at /proc. Memory two
 * ways: resident pages summed over the processes, which counts a page each process maps once per
 * process (Gatsby's main process and its workers map the same LMDB store, 0.2 to 0.3 GB each at
 * 10,000 species), and proportional (PSS), which shares such a page among them, so the tree's sum
 * is the memory it holds. CPU: each one's own, and that of the children it has waited for
 * (Gatsby's workers, once they end).
 * @param {number} rootPid
 */
function treeUsage(rootPid) {
  let rssBytes = 0
  let pssBytes = 0
  let ticks = 0
  /** @type {ProcessMemory[]} */
  const processes = []
  for (const { pid, fields } of processTree(rootPid)) {
    // utime, stime, cutime and cstime: fields 14 to 17 of /proc/<pid>/stat, 11 to 14 after the name.
    ticks += fields.slice(11, 15).reduce((own, field) => own + Number(field), 0)
    try {
      const rss = Number(fs.readFileSync(`/proc/${pid}/statm`, "utf8").split(" ")[1]) * 4096
      const pss = proportionalBytes(pid)
      rssBytes += rss
      pssBytes += pss
      processes.push({ name: processName(pid), rssBytes: rss, pssBytes: pss })
    } catch {
      // Ended.
    }
  }
  return { rssBytes, pssBytes, processes, cpuSeconds: ticks / CLOCK_TICKS }
}

/**
 * What a process of the build is, from its command line: Gatsby's main process, a worker, npx.
 * @param {number} pid
 */
function processName(pid) {
  const command = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ")
  if (/gatsby-worker|jest-worker|child\.js/.test(command)) return "worker"
  if (/\.bin\/gatsby build/.test(command)) return "gatsby"
  if (/^npm exec|npx/.test(command)) return "npx"
  return path.basename(command.split(" ")[0]) || "other"
}

/** CPU seconds of this process's children that have ended, theirs and their own children's. */
function waitedForChildrenCpuSeconds() {
  const [cutime, cstime] = statFields("self").slice(13, 15)
  return (Number(cutime) + Number(cstime)) / CLOCK_TICKS
}

/**
 * Where a sorted list of { at, cpu } samples puts the CPU time at moment `at`, by interpolation.
 * @param {Array<{ at: number, cpu: number }>} samples
 * @param {number} at
 */
function cpuAt(samples, at) {
  const after = samples.findIndex((sample) => sample.at >= at)
  if (after === -1) return samples.at(-1)?.cpu ?? 0
  if (after === 0) return samples[0].cpu
  const [a, b] = [samples[after - 1], samples[after]]
  return a.cpu + ((b.cpu - a.cpu) * (at - a.at)) / (b.at - a.at)
}

/** @typedef {{ name: string, rssBytes: number, pssBytes: number }} ProcessMemory */
/**
 * @typedef {{
 *   ok: boolean,
 *   seconds: number,
 *   cpuSeconds: number,
 *   peakBytes: number,
 *   residentPeakBytes: number,
 *   residentPeakAt: { after: string, processes: ProcessMemory[] },
 *   phases: Array<{ name: string, seconds: number, cpuSeconds: number }>,
 *   output: string,
 * }} BuildResult
 */

/**
 * `gatsby build` in the copy, with its phases, wall time and the process tree's peak memory. Each
 * phase has its wall time as Gatsby reports it and the CPU time the process tree used meanwhile,
 * from samples of it every 250 ms and when Gatsby reports the phase's end, its start being that end
 * less the phase's wall time: another lane's load on the machine stretches the one, hardly the other.
 * @param {string} dir
 * @param {Record<string, string>} [env]
 * @returns {Promise<BuildResult>}
 */
export function build(dir, env = {}) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint()
    const now = () => Number(process.hrtime.bigint() - started) / 1e9
    const child = spawn("npx", ["gatsby", "build"], {
      cwd: dir,
      env: { ...process.env, ...env, CI: "true", NO_COLOR: "1", GATSBY_TELEMETRY_DISABLED: "1" },
    })
    const cpuSamples = [{ at: 0, cpu: 0 }]
    let peak = 0
    let residentPeak = 0
    // Where the resident peak came: after which of Gatsby's phases, and each process's share.
    /** @type {BuildResult["residentPeakAt"]} */
    let residentPeakAt = { after: "start", processes: [] }
    const sample = () => {
      const { rssBytes, pssBytes, processes, cpuSeconds } = treeUsage(/** @type {number} */ (child.pid))
      peak = Math.max(peak, pssBytes)
      if (rssBytes > residentPeak) {
        residentPeak = rssBytes
        residentPeakAt = { after: ended.at(-1)?.name ?? "start", processes }
      }
      cpuSamples.push({ at: now(), cpu: cpuSeconds })
    }
    let output = ""
    let unread = ""
    /** @type {Array<{ name: string, seconds: number, at: number }>} */
    const ended = []
    child.stdout.on("data", (chunk) => {
      output += chunk
      const lines = (unread + chunk).split("\n")
      unread = /** @type {string} */ (lines.pop())
      for (const line of lines) {
        const phase = /^success (.+?) - (\d+\.\d+)s/.exec(line)
        if (!phase) continue
        sample()
        ended.push({ name: phase[1], seconds: Number(phase[2]), at: now() })
      }
    })
    child.stderr.on("data", (chunk) => (output += chunk))
    const sampler = setInterval(sample, 250)
    const cpuBefore = waitedForChildrenCpuSeconds()
    child.on("close", (code) => {
      clearInterval(sampler)
      const seconds = now()
      const cpuSeconds = waitedForChildrenCpuSeconds() - cpuBefore
      const phases = ended.map(({ name, seconds: phaseSeconds, at }) => ({
        name,
        seconds: phaseSeconds,
        cpuSeconds: cpuAt(cpuSamples, at) - cpuAt(cpuSamples, at - phaseSeconds),
      }))
      resolve({
        ok: code === 0,
        seconds,
        cpuSeconds,
        peakBytes: peak,
        residentPeakBytes: residentPeak,
        residentPeakAt,
        phases,
        output,
      })
    })
  })
}
