// @ts-check
// The cold build's pass over the pages, measured inside Gatsby's process (docs/scale.md, "The pass
// over the pages in a worker thread"): in a copy that `npm run bench:guide -- --species N --keep`
// left, Gatsby's output is put back over the finished pages (from the copies the pass keeps), the
// records of the pass and of the search index are removed, and `gatsby build` runs with nothing else
// changed, so that its onPostBuild finishes every page and makes every language's index again, as
// after a cold build.
// Prints the wall time, the process tree's peak memory and the post-build steps.
//
// Usage, from the project: node scripts/experiments/post-build-peak.mjs <COPY> [LABEL]
// To compare two versions of the pass, copy each version's src/node/host/ (and what it imports) into
// the copy and run this once for each, one after the other, on an idle machine.
import { execSync } from "node:child_process"
import process from "node:process"
import { build } from "../bench-build.mjs"

const [copy, label = "run"] = process.argv.slice(2)
if (!copy) throw new Error("Usage: node scripts/experiments/post-build-peak.mjs <COPY> [LABEL]")
execSync(
  "cp -r .cache/buglens-gatsby-html/. public/ && rm -f .cache/buglens-finished-pages.json .cache/buglens-search-index.json && sync",
  { cwd: copy, shell: "/bin/bash" },
)
const result = await build(copy)
/** @param {number} bytes */
const gib = (bytes) => (bytes / 2 ** 30).toFixed(2)
/** @param {string} name */
const phase = (name) => result.phases.find((step) => step.name === name)?.seconds.toFixed(1) ?? "-"
console.log(
  `${label}: ${result.ok ? "ok" : "failed"}, ${result.seconds.toFixed(1)} s; peak ${gib(result.peakBytes)} GiB PSS, ` +
    `${gib(result.residentPeakBytes)} GiB resident, after "${result.residentPeakAt.after}"; ` +
    `finishing pages ${phase("finishing pages")} s, search index ${phase("search index")} s, onPostBuild ${phase("onPostBuild")} s`,
)
if (!result.ok) console.log(result.output.slice(-3000))
