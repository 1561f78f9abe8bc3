// `npm run bench:guide -- --species N`: how the build grows with the insect guide. Writes N synthetic
// but valid species (every field, a lookalike pair for every two, German and Spanish translations,
// a photo made with sharp for a share of them) into a temporary copy of the site, builds it cold,
// edits one species and builds again on the warm cache. Prints, for each build: wall time, Gatsby's
// phases, the peak memory of the whole process tree, pages per second, the size of public/, the host
// files' rule counts and the search index's size per language; after the cold build, what a first
// search downloads in the browser (scripts/first-search.mjs). The copy is removed unless --keep.
//
// Options: --species N (default 1000), --photos SHARE (0..1, default 0.1), --keep, --json FILE (the
// figures as JSON too), --cold-only (no warm rebuild), --warm-builds N (N edits, each built warm;
// default 1: the first warm build after a cold one differs from the ones after it), --no-floor (no
// bare-Gatsby build beside the guide's cold one: floorBuild).
//
// `--scaling 100,400` is CI's check that nothing turned quadratic: a cold build at each size (in the
// folder the tests' copies share, whose webpack cache it reuses: scalingBuildAt), and a failure when,
// in the whole build but webpack's work or one of PAGE_PHASES, each page the larger size added cost
// more than SCALING_TOLERANCE times a page of the smaller size, in CPU time (which the other lanes'
// load does not stretch as it stretches wall time).
import { spawn } from "node:child_process"
import { createHash } from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import sharp from "sharp"
import { writeFloorSite } from "./bench-floor.mjs"
import { describeFirstSearch, describeSearchTiming, firstSearchOverBoth, searchTiming } from "./first-search.mjs"
import { copySiteFiles, holdingSharedFolder, intoSharedFolder } from "./shared-build-folder.js"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`)
  if (index === -1) return fallback
  const value = process.argv[index + 1]
  return value === undefined || value.startsWith("--") ? true : value
}

const SCALING = option("scaling", undefined)
const SPECIES = Number(option("species", 1000))
const PHOTO_SHARE = Number(option("photos", 0.1))
const KEEP = option("keep", false) === true
const JSON_FILE = option("json", undefined)
const COLD_ONLY = option("cold-only", false) === true
const FLOOR = option("no-floor", false) !== true
const WARM_BUILDS = Number(option("warm-builds", 1))
if (!Number.isInteger(SPECIES) || SPECIES < 2) throw new Error("--species takes a whole number of at least 2")

const sourceHash = (text) => createHash("sha256").update(text, "utf8").digest("hex").slice(0, 8)
const textOf = (value) => (Array.isArray(value) ? value.join("\n") : value)
const pad = (number) => String(number).padStart(5, "0")
/** Lower-case letters for a number, so names stay valid Latin-looking words: 0 -> "a", 27 -> "bb". */
const letters = (number) => {
  let word = ""
  let rest = number
  do {
    word = String.fromCharCode(97 + (rest % 26)) + word
    rest = Math.floor(rest / 26)
  } while (rest > 0)
  return word
}

/** The copy: the site's own files, content/ without its real species, node_modules linked. */
function copySite() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "buglens-bench-"))
  copySiteFiles(root, dir, { nodeModules: "hard links" })
  return withoutSpecies(dir)
}

/** The site's files in `dir` with the guide's species taken out, in every language. */
function withoutSpecies(dir) {
  const content = path.join(dir, "content")
  for (const folder of [
    path.join(content, "species"),
    ...["de", "es"].map((l) => path.join(content, "i18n", l, "species")),
  ]) {
    fs.rmSync(folder, { recursive: true, force: true })
    fs.mkdirSync(folder, { recursive: true })
  }
  return { dir, content }
}

const SAFETY = [
  { level: "harmless", hazards: [] },
  { level: "caution", hazards: ["sting"] },
  { level: "dangerous", hazards: ["sting", "venom"] },
]

/**
 * The real species' texts, English, to write the synthetic ones from: text of the length and the
 * words real species have, so the search index holds as many words a species as it will at 10,000.
 */
const REAL = fs
  .readdirSync(path.join(root, "content", "species"))
  .filter((name) => name.endsWith(".json"))
  .sort()
  .map((name) => JSON.parse(fs.readFileSync(path.join(root, "content", "species", name), "utf8")))

/**
 * A word no other species has, and a sentence that holds it: a real guide's species differ in more
 * than their names (a host plant, a place), and so do the index's words.
 */
const ownWord = (index, salt) => `${letters(index * 7 + salt)}wort`

/** The real species `index` steps along, for the text of one field: each field from another species. */
const realText = (index, step) => REAL[(index * step) % REAL.length]

/** Species number i: every field the model has, a lookalike pair with its neighbour, a source. */
function speciesOf(index, count, orders, withPhoto) {
  const slug = `bench-species-${pad(index)}`
  const pair =
    index % 2 === 0 && index + 1 < count
      ? [
          {
            species: `bench-species-${pad(index + 1)}`,
            difference: `Species ${index} has a paler band across the abdomen than species ${index + 1}.`,
          },
        ]
      : []
  const first = 1 + (index % 6)
  return {
    slug,
    data: {
      commonName: `Bench insect ${index}`,
      scientificName: `Benchus ${letters(index)}`,
      order: orders[index % orders.length],
      family: "Benchidae",
      sizeMm: { min: 5 + (index % 10), max: 12 + (index % 20), measure: "body" },
      otherNames: [
        { name: `${letters(index * 3 + 1)} fly`, source: "https://buglens.app/insects/" },
        { name: `${letters(index * 5 + 2)}bug`, source: "https://buglens.app/insects/" },
      ],
      habitats: [...realText(index, 1).habitats.slice(0, 2), `Meadows of ${ownWord(index, 1)}`],
      regions: ["Europe", "North America (introduced)"],
      months: [first, first + 1, first + 2, first + 3],
      // A real species' answers to the key, so that each answer's bitset holds as many species as in the guide.
      traits: realText(index, 13).traits,
      features: [
        `Body about ${5 + (index % 10)} mm long, brown with ${index % 7} pale bands.`,
        ...realText(index, 3).features.slice(0, 5),
      ],
      behaviour: `${realText(index, 5).behaviour} It rests on ${ownWord(index, 2)} in the shade.`,
      diet: `${realText(index, 7).diet} Larvae feed on ${ownWord(index, 3)}.`,
      safety: {
        ...SAFETY[index % 3],
        summary: realText(index, 11).safety.summary,
        advice: realText(index, 11).safety.advice,
      },
      lookalikes: pair,
      ...(withPhoto
        ? { photo: { image: `images/species/${slug}.jpg`, credit: "Bench photographer", licence: "CC BY 4.0" } }
        : {}),
      sources: [{ title: "Synthetic data for the build benchmark", url: "https://buglens.app/insects/" }],
    },
  }
}

/** A translation of every translatable field, with the record of the English it was made from. */
function translationOf(species, language) {
  const tag = language.toUpperCase()
  const english = species.data
  const fields = {
    commonName: `${english.commonName} (${tag})`,
    otherNames: english.otherNames.map(({ name, source }) => ({ name: `${name} ${tag.toLowerCase()}`, source })),
    habitats: english.habitats.map((text) => `${text} (${tag})`),
    regions: english.regions.map((text) => `${text} (${tag})`),
    features: english.features.map((text) => `${text} (${tag})`),
    behaviour: `${english.behaviour} (${tag})`,
    diet: `${english.diet} (${tag})`,
    safety: { summary: `${english.safety.summary} (${tag})`, advice: `${english.safety.advice} (${tag})` },
    lookalikes: english.lookalikes.map(({ species, difference }) => ({
      species,
      difference: `${difference} (${tag})`,
    })),
  }
  const translatedFrom = {
    ...Object.fromEntries(
      ["commonName", "habitats", "regions", "features", "behaviour", "diet"].map((field) => [
        field,
        sourceHash(textOf(english[field])),
      ]),
    ),
    "safety.summary": sourceHash(english.safety.summary),
    "safety.advice": sourceHash(english.safety.advice),
    ...Object.fromEntries(
      english.lookalikes.map(({ species, difference }) => [
        `lookalikes[${species}].difference`,
        sourceHash(difference),
      ]),
    ),
  }
  return { ...fields, translatedFrom }
}

async function writeSpecies({ content }, count) {
  const site = JSON.parse(fs.readFileSync(path.join(content, "site.json"), "utf8"))
  const orders = site.guide.orders.map(({ name }) => name)
  const languages = site.languages.slice(1)
  const photos = path.join(content, "images/species")
  fs.mkdirSync(photos, { recursive: true })
  const photoEvery = PHOTO_SHARE > 0 ? Math.max(1, Math.round(1 / PHOTO_SHARE)) : Infinity
  let photoCount = 0
  for (let index = 0; index < count; index++) {
    const withPhoto = index % photoEvery === 0
    const species = speciesOf(index, count, orders, withPhoto)
    fs.writeFileSync(path.join(content, "species", `${species.slug}.json`), JSON.stringify(species.data))
    for (const language of languages) {
      fs.writeFileSync(
        path.join(content, "i18n", language, "species", `${species.slug}.json`),
        JSON.stringify(translationOf(species, language)),
      )
    }
    if (withPhoto) {
      photoCount++
      // A small photo of its own colour, as an editor's upload would be: 1200 x 800 JPEG.
      await sharp({
        create: {
          width: 1200,
          height: 800,
          channels: 3,
          background: { r: (index * 37) % 256, g: (index * 91) % 256, b: (index * 53) % 256 },
        },
      })
        .jpeg({ quality: 80 })
        .toFile(path.join(photos, `${species.slug}.jpg`))
    }
  }
  return { languages: site.languages, photoCount }
}

/** The fields of /proc/<pid>/stat after the process's name (which may hold spaces). */
function statFields(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8")
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ")
}

/** The stat fields (after the name) of a process and all its descendants, from /proc. */
function processTree(rootPid) {
  const stats = new Map()
  const children = new Map()
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const fields = statFields(entry)
      stats.set(Number(entry), fields)
      const ppid = Number(fields[1])
      if (!children.has(ppid)) children.set(ppid, [])
      children.get(ppid).push(Number(entry))
    } catch {
      // The process ended while we looked.
    }
  }
  const tree = []
  const queue = [rootPid]
  while (queue.length > 0) {
    const pid = queue.pop()
    if (stats.has(pid)) tree.push({ pid, fields: stats.get(pid) })
    queue.push(...(children.get(pid) ?? []))
  }
  return tree
}

/** Clock ticks a second, as /proc counts CPU time (USER_HZ: 100 on Linux). */
const CLOCK_TICKS = 100

/** A process's proportional set size in bytes: its own pages, and its share of each page it maps with others. */
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
 */
function treeUsage(rootPid) {
  let rssBytes = 0
  let pssBytes = 0
  let ticks = 0
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

/** What a process of the build is, from its command line: Gatsby's main process, a worker, npx. */
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

/** Where a sorted list of { at, cpu } samples puts the CPU time at moment `at`, by interpolation. */
function cpuAt(samples, at) {
  const after = samples.findIndex((sample) => sample.at >= at)
  if (after === -1) return samples.at(-1)?.cpu ?? 0
  if (after === 0) return samples[0].cpu
  const [a, b] = [samples[after - 1], samples[after]]
  return a.cpu + ((b.cpu - a.cpu) * (at - a.at)) / (b.at - a.at)
}

/**
 * `gatsby build` in the copy, with its phases, wall time and the process tree's peak memory. Each
 * phase has its wall time as Gatsby reports it and the CPU time the process tree used meanwhile,
 * from samples of it every 250 ms and when Gatsby reports the phase's end, its start being that end
 * less the phase's wall time: another lane's load on the machine stretches the one, hardly the other.
 */
function build(dir, env = {}) {
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
    let residentPeakAt = { after: "start", processes: [] }
    const sample = () => {
      const { rssBytes, pssBytes, processes, cpuSeconds } = treeUsage(child.pid)
      peak = Math.max(peak, pssBytes)
      if (rssBytes > residentPeak) {
        residentPeak = rssBytes
        residentPeakAt = { after: ended.at(-1)?.name ?? "start", processes }
      }
      cpuSamples.push({ at: now(), cpu: cpuSeconds })
    }
    let output = ""
    let unread = ""
    const ended = []
    child.stdout.on("data", (chunk) => {
      output += chunk
      const lines = (unread + chunk).split("\n")
      unread = lines.pop()
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

function sizeOf(target) {
  const stat = fs.statSync(target)
  if (!stat.isDirectory()) return stat.size
  return fs.readdirSync(target).reduce((sum, entry) => sum + sizeOf(path.join(target, entry)), 0)
}

function countFiles(dir, test) {
  let count = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) count += countFiles(path.join(dir, entry.name), test)
    else if (test(entry.name)) count++
  }
  return count
}

/** The host files as Cloudflare Pages counts them: header rules, static and dynamic redirects, longest line. */
function hostFiles(publicDir) {
  const lines = (file) =>
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

/** The search index (src/lib/guide-search.ts): its size, its files, and each language's entry file. */
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

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

function report(label, result, publicDir) {
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

/** Writes `count` species into the copy and says so; the languages and how many photos. */
async function writeSpeciesAndSay(site, count) {
  console.log(`# bench:guide: ${count} species, photos for ${Math.round(PHOTO_SHARE * 100)} %, in ${site.dir}`)
  const writeStarted = Date.now()
  const written = await writeSpecies(site, count)
  console.log(
    `Wrote ${count} species in ${written.languages.length} languages and ${written.photoCount} photos in ${((Date.now() - writeStarted) / 1000).toFixed(1)} s`,
  )
  return written
}

/** Copies the site, writes `count` species, builds cold (and warm unless coldOnly); the figures. */
/** What a first search is measured with: a one-word name search and a two-word description search. */
const FIRST_SEARCHES = { name: "insect", description: "hairy caterpillar" }

async function benchAt(count, { coldOnly, measureSearch }) {
  const site = copySite()
  const { languages, photoCount } = await writeSpeciesAndSay(site, count)
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
          query: search.query,
          bytes: search.bytes,
          h2WireBytes: search.h2WireBytes,
          http1WireBytes: search.http1WireBytes,
          files: search.files,
        }
      }
    }
    if (cold.ok && FLOOR) figures.floor = await floorBuild(count * languages.length, cold)
    for (let edit = 1; cold.ok && !coldOnly && edit <= WARM_BUILDS; edit++) {
      // One editor's commit: a species' behaviour, in English.
      const edited = path.join(site.content, "species", `bench-species-${pad(edit)}.json`)
      const data = JSON.parse(fs.readFileSync(edited, "utf8"))
      data.behaviour = `${data.behaviour} Edited for warm rebuild ${edit}.`
      fs.writeFileSync(edited, JSON.stringify(data))
      const warm = await build(site.dir)
      figures.builds.push(report(`warm rebuild ${edit} after one species edit`, warm, path.join(site.dir, "public")))
      if (!warm.ok) break
    }
  } finally {
    if (KEEP) console.log(`\nKept the copy in ${site.dir}`)
    else fs.rmSync(site.dir, { recursive: true, force: true })
  }
  return figures
}

/**
 * Bare Gatsby at as many pages as the guide has species pages (scripts/bench-floor.mjs), built cold
 * right after the guide's cold build, and the guide's build against it: the ratio is what the guide
 * costs a page above what Gatsby itself does.
 */
async function floorBuild(pages, guide) {
  const floor = writeFloorSite(root, pages)
  try {
    const built = await build(floor.dir, floor.env)
    if (!built.ok) {
      console.log(`\n## bare-Gatsby floor: FAILED\n${built.output.slice(-4000)}`)
      return { ok: false }
    }
    const figures = report(`bare-Gatsby floor, ${pages} trivial pages`, built, path.join(floor.dir, "public"))
    const ratio = (of) => (guide[of] / built[of]).toFixed(2)
    console.log(
      `guide against floor  ${ratio("seconds")}x wall time (${guide.seconds.toFixed(1)} s against ${built.seconds.toFixed(1)} s), ${ratio("cpuSeconds")}x CPU time`,
    )
    return { ...figures, wallRatio: guide.seconds / built.seconds, cpuRatio: guide.cpuSeconds / built.cpuSeconds }
  } finally {
    fs.rmSync(floor.dir, { recursive: true, force: true })
  }
}

/**
 * One cold build at `count` species for the scaling check, in the folder where the tests' copies of
 * the site build (scripts/shared-build-folder.js): webpack's cache there, warm from the builds before,
 * spares each of the two builds half a minute of compiling the site's code, which is the same at any
 * size. Nothing else carries over: every page is sourced, queried and rendered.
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

/**
 * For the whole build and each page phase: the cost of each page the larger build added, against
 * the cost a page of the smaller one; the steps whose added pages cost too much.
 */
function scalingProblems(small, large) {
  // CPU time, not wall time: beside CI's other lanes a phase's wall time stretched with whatever ran
  // at that moment (sourcing: 1.0 s at 100 species, 5.8 s at 400, 1.7 and 2.5 s in another run).
  const phaseSeconds = (build, name) => build.phases.find((phase) => phase.name === name)?.cpuSeconds ?? 0
  // Webpack's work does not grow with the pages, and its cache may be cold for the first build and
  // warm for the second (the scaling check on a fresh clone): left out of the whole build.
  const buildButWebpack = (build) =>
    build.cpuSeconds - WEBPACK_PHASES.reduce((sum, name) => sum + phaseSeconds(build, name), 0)
  const steps = [
    ["whole build but webpack's", buildButWebpack(small), buildButWebpack(large)],
    ...PAGE_PHASES.map((name) => [name, phaseSeconds(small, name), phaseSeconds(large, name)]),
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
      problems.push(
        `${name}: each page from ${small.pages} to ${large.pages} cost ${perAddedPage.toFixed(2)} ms, ${ratio.toFixed(2)} times the ${perPage.toFixed(2)} ms a page at ${small.pages} (at most ${SCALING_TOLERANCE}): a step grows faster than the pages`,
      )
  }
  return problems
}

let ok
if (SCALING) {
  const sizes = String(SCALING).split(",").map(Number)
  if (sizes.length !== 2 || !sizes.every((size) => Number.isInteger(size) && size >= 2) || sizes[0] >= sizes[1])
    throw new Error("--scaling takes two sizes, smaller first: --scaling 100,400")
  const runs = []
  for (const size of sizes) runs.push(await scalingBuildAt(size))
  const [small, large] = runs.map((run) => run.builds[0])
  const problems = small.ok && large.ok ? scalingProblems(small, large) : ["a build failed"]
  if (JSON_FILE) fs.writeFileSync(JSON_FILE, `${JSON.stringify({ runs, problems }, null, 2)}\n`)
  for (const problem of problems) console.error(`Scaling: ${problem}`)
  ok = problems.length === 0
} else {
  const figures = await benchAt(SPECIES, { coldOnly: COLD_ONLY, measureSearch: true })
  if (JSON_FILE) fs.writeFileSync(JSON_FILE, `${JSON.stringify(figures, null, 2)}\n`)
  ok = figures.builds.every((build) => build.ok)
}
process.exit(ok ? 0 : 1)
