// @ts-check
// Where a build's time went, from a V8 CPU profile of one of its threads: self time by package, and
// the functions that took the most, inclusive. The site's own build code is the bundle Gatsby
// compiles (`.cache/compiled/gatsby-node.js`, minified, one line), so its functions are named by the
// code they start with. docs/scale.md, "Where a warm build's time goes", was read off it.
//
// Profile a build (in a copy the bench kept, after an edit):
//   node --cpu-prof --cpu-prof-dir=/tmp/profile node_modules/.bin/gatsby build
// which writes one file per thread (the largest is Gatsby's main thread). Then:
//   node scripts/experiments/profile-summary.mjs /tmp/profile/CPU.<...>.cpuprofile [FROM_S TO_S] [--code DIR/.cache/compiled/gatsby-node.js]
// FROM_S and TO_S (seconds since the process started) keep one phase's samples.
import { readFileSync } from "node:fs"
import process from "node:process"

const args = process.argv.slice(2)
const codeAt = args.indexOf("--code")
const codeFile = codeAt >= 0 ? args.splice(codeAt, 2)[1] : undefined
const [file, fromSeconds = "0", toSeconds = "Infinity"] = args
if (!file)
  throw new Error(
    "Usage: node scripts/experiments/profile-summary.mjs FILE.cpuprofile [FROM_S TO_S] [--code gatsby-node.js]",
  )
const [from, to] = [Number(fromSeconds) * 1e6, Number(toSeconds) * 1e6]
const code = codeFile ? readFileSync(codeFile, "utf8") : ""

/** @typedef {{ functionName: string, url: string, lineNumber: number, columnNumber: number }} CallFrame */
/** @typedef {{ id: number, callFrame: CallFrame, children?: number[] }} ProfileNode */
/** @type {{ nodes: ProfileNode[], samples: number[], timeDeltas: number[], startTime: number, endTime: number }} */
const profile = JSON.parse(readFileSync(file, "utf8"))
const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
/** @type {Map<number, number>} */
const parents = new Map()
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id)

/**
 * A frame's package: the folder under node_modules, the site's compiled code, Node's own, or native.
 * @param {string | undefined} url
 */
function packageOf(url) {
  if (!url) return "(native)"
  const inModules = url.match(/node_modules\/((@[^/]+\/)?[^/]+)/)
  if (inModules) return inModules[1]
  if (url.includes(".cache/compiled/")) return "site build code"
  if (url.startsWith("node:")) return `node:${url.slice(5).split("/")[0]}`
  return url.split("/").slice(-2).join("/")
}

/**
 * A frame's name; a function of the site's minified code shows the code it starts with.
 * @param {CallFrame} frame
 */
function nameOf({ functionName, url, lineNumber, columnNumber }) {
  const name = functionName || "(anonymous)"
  if (url.includes(".cache/compiled/")) {
    // Minified: one name stands for many functions, told apart by where each starts.
    return code
      ? `${name}: ${code.slice(columnNumber, columnNumber + 90)}`
      : `${name} (site build code, column ${columnNumber})`
  }
  return `${name} (${packageOf(url)}:${lineNumber + 1})`
}

/** @type {Map<string, number>} */
const selfByPackage = new Map()
/** @type {Map<string, number>} */
const inclusive = new Map()
/**
 * @param {Map<string, number>} map
 * @param {string} key
 * @param {number} micros
 */
const add = (map, key, micros) => map.set(key, (map.get(key) ?? 0) + micros)
let sampled = 0
let at = profile.startTime
profile.samples.forEach((id, index) => {
  at += profile.timeDeltas[index] ?? 0
  const since = at - profile.startTime
  if (since < from || since > to) return
  const micros = profile.timeDeltas[index + 1] ?? 0
  sampled += micros
  add(selfByPackage, packageOf(nodes.get(id)?.callFrame.url), micros)
  // Each function once per sample, however deep it recurses.
  const seen = new Set()
  for (let node = /** @type {number | undefined} */ (id); node !== undefined; node = parents.get(node)) {
    // A sample's node and each of its parents are nodes of the profile.
    const name = nameOf(/** @type {ProfileNode} */ (nodes.get(node)).callFrame)
    if (seen.has(name)) continue
    seen.add(name)
    add(inclusive, name, micros)
  }
})

/** @param {number} micros */
const seconds = (micros) => `${(micros / 1e6).toFixed(2).padStart(7)} s`
/**
 * @param {Map<string, number>} map
 * @param {number} count
 */
const top = (map, count) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count)
console.log(`${seconds(sampled)} sampled of ${seconds(profile.endTime - profile.startTime)}`)
console.log("\nself time by package")
for (const [name, micros] of top(selfByPackage, 15)) console.log(`${seconds(micros)}  ${name}`)
console.log("\ninclusive, the 40 longest")
for (const [name, micros] of top(inclusive, 40)) console.log(`${seconds(micros)}  ${name}`)
