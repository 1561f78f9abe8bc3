// @ts-check
// The site as it was before #40 (1f95df5: the search of names only, no other names, no key) against
// the site as it is, both given the species `npm run bench:guide` writes today (text of the real
// species' length), each built cold with Gatsby's bench build, then warm after one species edit, or
// cold with the bare-Gatsby floor right after it. #40 asks that its index not raise the cold build's
// ratio to the floor, and the bench's species have grown since the issue's figures (one line a
// field then): this builds the two sites on the same species, on the same machine, in the same hour.
//
//   node scripts/experiments/bench-before-search.mjs before|now SPECIES [floor|warm]
//
// Run the two taking turns (before, now, now, before): this machine's speed drifts by a fifth within
// an hour. "before" needs gatsby-plugin-sitemap, which the site has since dropped for its own
// sitemaps; the script installs it into a folder of its own, and takes 1f95df5's files with
// `git archive`. The 1f95df5 model had no `otherNames` or `traits` and kept species flat in their
// folder, so the script writes the species without them there.
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import process from "node:process"
import { fileURLToPath } from "node:url"
import { build } from "../bench-build.mjs"
import { writeFloorSite } from "../bench-floor.mjs"
import { againstFloor, report } from "../bench-report.mjs"
import { editBehaviour, pad, speciesFolders, withoutSpecies, writeSpecies } from "../bench-species.mjs"
import { copySiteFiles } from "../shared-build-folder.js"
import { speciesFiles } from "../site-code.mjs"

const BEFORE = "1f95df5"
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")
const [which, countText, then = "floor"] = process.argv.slice(2)
const count = Number(countText)
if (!["before", "now"].includes(which ?? "") || !Number.isInteger(count) || !["floor", "warm"].includes(then)) {
  throw new Error("usage: node scripts/experiments/bench-before-search.mjs before|now SPECIES [floor|warm]")
}
const before = which === "before"

/** 1f95df5's files, and the one package it used that the site no longer installs, in a folder. */
function beforeSite() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "buglens-before-search-"))
  const archive = spawnSync("sh", ["-c", `git -C "${root}" archive ${BEFORE} | tar -x -C "${dir}"`])
  if (archive.status !== 0) throw new Error(`git archive ${BEFORE}: ${archive.stderr}`)
  const packages = path.join(dir, "sitemap-plugin")
  fs.mkdirSync(packages)
  fs.writeFileSync(path.join(packages, "package.json"), '{"private":true}')
  const installed = spawnSync(
    "npm",
    ["install", "gatsby-plugin-sitemap@^6.16.0", "--legacy-peer-deps", "--no-audit", "--no-fund"],
    { cwd: packages, encoding: "utf8" },
  )
  if (installed.status !== 0) throw new Error(`npm install gatsby-plugin-sitemap: ${installed.stderr}`)
  return { dir, packages: path.join(packages, "node_modules") }
}

const from = before ? beforeSite() : { dir: root, packages: undefined }
const dir = fs.mkdtempSync(path.join(os.tmpdir(), `buglens-bench-${which}-`))
copySiteFiles(from.dir, dir, { nodeModules: "hard links" })
const packages = from.packages
if (packages) {
  fs.cpSync(path.join(from.dir, "postcss.guide.config.js"), path.join(dir, "postcss.guide.config.js"))
  // Only what the site's node_modules lacks, so that no hard-linked file of the project is written.
  const modules = fs
    .readdirSync(packages)
    .flatMap((name) =>
      name.startsWith("@") ? fs.readdirSync(path.join(packages, name)).map((inner) => `${name}/${inner}`) : [name],
    )
    .filter((name) => !name.startsWith("."))
  for (const module of modules) {
    const target = path.join(dir, "node_modules", module)
    if (!fs.existsSync(target)) fs.cpSync(path.join(packages, module), target, { recursive: true })
  }
}
const { content } = withoutSpecies(dir)
await writeSpecies({ content }, count, 0)
if (before) {
  for (const folder of speciesFolders(content)) {
    for (const entry of fs.readdirSync(folder, { recursive: true })) {
      const file = path.join(folder, String(entry))
      if (!file.endsWith(".json")) continue
      const data = JSON.parse(fs.readFileSync(file, "utf8"))
      delete data.otherNames
      delete data.traits
      fs.rmSync(file)
      fs.writeFileSync(path.join(folder, path.basename(file)), JSON.stringify(data))
    }
    for (const entry of fs.readdirSync(folder)) {
      if (!entry.endsWith(".json")) fs.rmSync(path.join(folder, entry), { recursive: true })
    }
  }
}

console.log(`# ${which === "before" ? `the site at ${BEFORE}` : "the site now"}: ${count} species in ${dir}`)
try {
  const cold = await build(dir)
  report(`${which}: cold build`, cold, path.join(dir, "public"))
  if (!cold.ok) console.log(cold.output.slice(-6000))
  for (let edit = 1; cold.ok && then === "warm" && edit <= 2; edit++) {
    // As the bench edits one: in its order's folder now, directly in content/species/ before #40.
    const slug = `bench-species-${pad(edit)}`
    const edited = before ? `species/${slug}.json` : speciesFiles.speciesSourceOf(content, slug)
    if (!edited) throw new Error(`no ${slug} in ${content}`)
    editBehaviour(path.join(content, edited), edit)
    const warm = await build(dir)
    report(`${which}: warm rebuild ${edit} after one species edit`, warm, path.join(dir, "public"))
  }
  if (cold.ok && then === "floor") {
    fs.rmSync(dir, { recursive: true, force: true })
    const floor = writeFloorSite(root, count * 3)
    try {
      const built = await build(floor.dir, floor.env)
      report(`bare-Gatsby floor after ${which}`, built, path.join(floor.dir, "public"))
      console.log(againstFloor(`${which}: cold build`, cold, built))
    } finally {
      fs.rmSync(floor.dir, { recursive: true, force: true })
    }
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true })
  if (from.packages) fs.rmSync(from.dir, { recursive: true, force: true })
}
