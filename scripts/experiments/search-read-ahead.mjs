// @ts-check
// A first search's time with one build's guide script against another's, on the same built guide,
// runs taking turns so that the machine's drift weighs on both alike: how docs/search.md measured
// the read-ahead (readAhead in src/lib/guide-search.ts) at 10,000 species without building the
// guide twice. Build this commit and the one to compare at any size (the guide page's script does
// not depend on the guide's size), copy the other build's script into <public dir>, then
// `node scripts/experiments/search-read-ahead.mjs <public dir> <its script> <the other script> [query] [runs, 15] [latency ms, 0]`,
// the scripts named as in public/ (`component---611-<hash>.js`: the one /insects/index.html names).
import process from "node:process"
import fs from "node:fs"
import path from "node:path"
import { median, searchTiming } from "../first-search.mjs"

const [publicDir, own, other, query = "hairy caterpillar", runs = "15", latency = "0"] = process.argv.slice(2)
if (!publicDir || !own || !other)
  throw new Error("usage: <public dir> <its script> <the other script> [query] [runs] [latency ms]")
const otherScript = fs.readFileSync(path.join(publicDir, other))
/** @param {import("playwright").BrowserContext} context */
const serveOther = async (context) => {
  await context.route(`**/${own}`, (route) =>
    route.fulfill({ body: otherScript, contentType: "application/javascript" }),
  )
}

/** @type {Record<"own" | "other", number[]>} */
const times = { own: [], other: [] }
for (let run = 0; run < Number(runs); run++) {
  for (const variant of run % 2 === 0 ? ["own", "other"] : ["other", "own"]) {
    const prepare = variant === "other" ? serveOther : undefined
    const timing = await searchTiming(publicDir, { query, runs: 1, latencyMs: Number(latency), prepare })
    times[/** @type {"own" | "other"} */ (variant)].push(timing.times[0])
  }
}
for (const [variant, script] of [
  ["own", own],
  ["other", other],
]) {
  const all = times[/** @type {"own" | "other"} */ (variant)]
  console.log(`${script}: median ${median(all).toFixed(0)} ms (${all.map((ms) => ms.toFixed(0)).join(", ")})`)
}
