// @ts-check
// What scripts/bench-guide.mjs prints and keeps of one build: its times, memory and phases, and what
// it wrote: pages, public/'s size, the host files' rule counts and the search index.
import fs from "node:fs"
import path from "node:path"

/**
 * @param {string} target
 * @returns {number}
 */
function sizeOf(target) {
  const stat = fs.statSync(target)
  if (!stat.isDirectory()) return stat.size
  return fs.readdirSync(target).reduce((sum, entry) => sum + sizeOf(path.join(target, entry)), 0)
}

/**
 * @param {string} dir
 * @param {(name: string) => boolean} test
 */
function countFiles(dir, test) {
  let count = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) count += countFiles(path.join(dir, entry.name), test)
    else if (test(entry.name)) count++
  }
  return count
}

/**
 * The host files as Cloudflare Pages counts them: header rules, static and dynamic redirects, longest line.
 * @param {string} publicDir
 */
function hostFiles(publicDir) {
  const lines = (/** @type {string} */ file) =>
    fs.existsSync(path.join(publicDir, file)) ? fs.readFileSync(path.join(publicDir, file), "utf8").split("\n") : []
  const headers = lines("_headers")
  const redirects = lines("_redirects").filter((line) => line.trim() && !line.trimStart().startsWith("#"))
  const dynamic = redirects.filter((line) => /[*:]/.test(line.trim().split(/\s+/)[0] ?? "") || line.includes(":splat"))
  const sitemaps = fs.readdirSync(publicDir).filter((file) => /^sitemap.*\.xml$/.test(file))
  return {
    headerRules: headers.filter((line) => line.trim() && !/^\s/.test(line) && !line.startsWith("#")).length,
    longestHeaderLine: Math.max(0, ...headers.map((line) => line.length)),
    staticRedirects: redirects.length - dynamic.length,
    dynamicRedirects: dynamic.length,
    sitemaps: sitemaps.length,
    largestSitemapUrls: Math.max(
      0,
      ...sitemaps.map((file) => (fs.readFileSync(path.join(publicDir, file), "utf8").match(/<loc>/g) ?? []).length),
    ),
  }
}

/**
 * The search index (src/lib/guide-search.ts): its size, its files, and each language's entry file.
 * @param {string} publicDir
 */
function searchIndex(publicDir) {
  const dir = path.join(publicDir, "search")
  if (!fs.existsSync(dir)) return null
  const entries = Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((file) => file.endsWith(".json"))
      .map((file) => [file.replace(/\.json$/, ""), fs.statSync(path.join(dir, file)).size]),
  )
  return { total: sizeOf(dir), files: fs.readdirSync(path.join(dir, "files")).length, entries }
}

export const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(0)} KB`
const mb = (/** @type {number} */ bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/**
 * Prints a build's figures under `label`; the figures, for --json.
 * @param {string} label
 * @param {import("./bench-build.mjs").BuildResult} result
 * @param {string} publicDir
 */
export function report(label, result, publicDir) {
  const pages = countFiles(publicDir, (name) => name === "index.html")
  console.log(`\n## ${label}: ${result.ok ? "ok" : "FAILED"}`)
  console.log(`wall time            ${result.seconds.toFixed(1)} s`)
  console.log(`CPU time (tree)      ${result.cpuSeconds.toFixed(1)} s`)
  console.log(
    `peak memory (tree)   ${(result.peakBytes / 1024 ** 3).toFixed(2)} GiB proportional (PSS); resident pages summed per process ${(result.residentPeakBytes / 1024 ** 3).toFixed(2)} GiB`,
  )
  const { after, processes } = result.residentPeakAt
  console.log(
    `  its resident peak  after "${after}": ${processes
      .filter(({ rssBytes }) => rssBytes >= 0.01 * 1024 ** 3)
      .sort((a, b) => b.rssBytes - a.rssBytes)
      .map(({ name, rssBytes }) => `${name} ${(rssBytes / 1024 ** 3).toFixed(2)}`)
      .join(", ")} GiB`,
  )
  console.log(
    `pages                ${pages} (${(pages / result.seconds).toFixed(0)} pages/s, ${((result.seconds * 1000) / pages).toFixed(2)} ms/page)`,
  )
  console.log(`public/              ${mb(sizeOf(publicDir))}`)
  const hosts = hostFiles(publicDir)
  console.log(
    `host files           _headers ${hosts.headerRules} rules (longest line ${hosts.longestHeaderLine} chars); _redirects ${hosts.staticRedirects} static, ${hosts.dynamicRedirects} dynamic; ${hosts.sitemaps} sitemaps (largest ${hosts.largestSitemapUrls} URLs)`,
  )
  const search = searchIndex(publicDir)
  if (search) {
    console.log(
      `search index         ${kb(search.total)} in ${search.files} files; entry files ${Object.entries(search.entries)
        .map(([language, size]) => `${language} ${kb(size)}`)
        .join(", ")}`,
    )
  }
  console.log("Gatsby's phases (wall, CPU of the process tree):")
  for (const { name, seconds, cpuSeconds } of result.phases.filter(({ seconds }) => seconds >= 0.5)) {
    console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${cpuSeconds.toFixed(1).padStart(6)} CPU-s  ${name}`)
  }
  if (!result.ok) console.log(result.output.slice(-4000))
  return {
    label,
    ok: result.ok,
    seconds: result.seconds,
    cpuSeconds: result.cpuSeconds,
    peakBytes: result.peakBytes,
    residentPeakBytes: result.residentPeakBytes,
    residentPeakAt: result.residentPeakAt,
    pages,
    msPerPage: (result.seconds * 1000) / pages,
    publicBytes: sizeOf(publicDir),
    hosts,
    search,
    phases: result.phases,
  }
}

/**
 * One line: a build of the guide against the floor's build of the same kind, wall and CPU time.
 * @param {string} label
 * @param {{ seconds: number, cpuSeconds: number }} guide
 * @param {{ seconds: number, cpuSeconds: number }} floor
 */
export function againstFloor(label, guide, floor) {
  const ratio = (/** @type {"seconds" | "cpuSeconds"} */ of) => (guide[of] / floor[of]).toFixed(2)
  return `${label} against floor's ${ratio("seconds")}x wall time (${guide.seconds.toFixed(1)} s against ${floor.seconds.toFixed(1)} s), ${ratio("cpuSeconds")}x CPU time`
}
