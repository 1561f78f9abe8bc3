import { spawn, spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { speciesFilePaths, speciesSourceOf } from "../../src/node/content/species/files"
import {
  acquireSharedFolder,
  copySiteFiles,
  holdingSharedFolder,
  intoSharedFolder,
  moveFolder,
} from "../../scripts/shared-build-folder"

const root = path.resolve(__dirname, "../..")

const BUILD_COMMAND = "npx"
const BUILD_ARGS = ["gatsby", "build"]
const BUILD_ENV = { ...process.env, CI: "true", GATSBY_TELEMETRY_DISABLED: "1", NO_COLOR: "1" }
// A guard against a build that hangs, not a measure of speed: in CI's second phase five builds share
// two cores, and one takes up to about five minutes there on a quiet machine; with two busy loops
// beside CI (#44) the same build took over five. Below jest's own timeout (jest.build.config.js), so a
// hang ends with this guard's message.
const BUILD_TIMEOUT_MS = 1_080_000

/**
 * The insect guide's species a copy keeps unless a test names others: one with a lookalike pair. The
 * guide's other pages take build time in every copy, and the copies test other things.
 */
const COPY_SPECIES = ["asian-hornet"]

// eslint-disable-next-line no-control-regex
const plainText = (output: string) => output.replace(/\u001b\[[0-9;]*[A-Za-z]/g, "")

interface BuildResult {
  ok: boolean
  output: string
}

export interface SiteCopy {
  dir: string
  /** Where an editor would edit: the copy's content/ folder. */
  content: string
  /** `gatsby build` in the copy, with `variables` added to the environment. */
  build(variables?: Readonly<Record<string, string>>): BuildResult
  /**
   * The same build, without blocking, in a folder whose webpack cache the copies built there share
   * (scripts/shared-build-folder.js); public/ is then moved into the copy, as if built in place. For a
   * copy whose build is cold as far as the test is concerned: one that rebuilds on its own cache
   * builds in place or holds its folder (copySiteInSharedFolder).
   */
  buildInSharedFolder(): Promise<BuildResult>
  /** A file of the build output, or undefined when it was not built. */
  built(file: string): string | undefined
  /** Keeps only these species of the guide, and the species their own lookalikes name, with their translations. */
  keepSpecies(slugs: readonly string[]): void
  remove(): void
}

/** Every species the given ones lead to through the lookalikes their own files name. */
function withOwnLookalikes(content: string, slugs: readonly string[]): Set<string> {
  const kept = new Set<string>()
  const queue = [...slugs]
  while (queue.length > 0) {
    const slug = queue.pop()!
    const source = speciesSourceOf(content, slug)
    if (kept.has(slug) || !source) continue
    const file = path.join(content, source)
    kept.add(slug)
    const { lookalikes = [] } = JSON.parse(fs.readFileSync(file, "utf8")) as { lookalikes?: Array<{ species: string }> }
    queue.push(...lookalikes.map(({ species }) => species))
  }
  return kept
}

/** A build of `dir` without blocking. */
function buildIn(dir: string): Promise<BuildResult> {
  return new Promise((resolve) => {
    const child = spawn(BUILD_COMMAND, BUILD_ARGS, { cwd: dir, env: BUILD_ENV })
    let output = ""
    child.stdout.on("data", (chunk) => (output += chunk))
    child.stderr.on("data", (chunk) => (output += chunk))
    const timer = setTimeout(() => child.kill(), BUILD_TIMEOUT_MS)
    child.on("close", (code) => {
      clearTimeout(timer)
      resolve({ ok: code === 0, output: plainText(output) })
    })
  })
}

/**
 * A copy of the site in a temporary folder (or in `into`, emptied first), sharing node_modules, so a
 * test can change content/ as an editor would and run a real `gatsby build` without touching the
 * project. Its guide has the species named (COPY_SPECIES unless a test names others, or "all") and
 * those their lookalikes lead to.
 */
export function copySite(
  into?: string,
  { species = COPY_SPECIES }: { species?: readonly string[] | "all" } = {},
): SiteCopy {
  const site = copyAllOfSite(into)
  if (species !== "all") site.keepSpecies(species)
  return site
}

/**
 * A copy of the site (as copySite makes it) in the folder copies share, which this process holds
 * until `remove` gives it back: for a test that builds a copy again and again on its own cache, whose
 * first build then reuses webpack's cache there instead of compiling the site's code cold.
 */
export async function copySiteInSharedFolder(): Promise<SiteCopy> {
  const { dir, release } = await acquireSharedFolder()
  intoSharedFolder(dir, root)
  const site = siteCopyIn(dir)
  site.keepSpecies(COPY_SPECIES)
  return { ...site, remove: release }
}

function copyAllOfSite(into?: string): SiteCopy {
  if (into) fs.rmSync(into, { recursive: true, force: true })
  const dir = into
    ? (fs.mkdirSync(into, { recursive: true }), into)
    : fs.mkdtempSync(path.join(os.tmpdir(), "buglens-site-"))
  copySiteFiles(root, dir)
  return siteCopyIn(dir)
}

/** The copy of the site in `dir`. */
function siteCopyIn(dir: string): SiteCopy {
  return {
    dir,
    content: path.join(dir, "content"),
    build(variables = {}) {
      const result = spawnSync(BUILD_COMMAND, BUILD_ARGS, {
        cwd: dir,
        encoding: "utf8",
        env: { ...BUILD_ENV, ...variables },
        timeout: BUILD_TIMEOUT_MS,
      })
      return { ok: result.status === 0, output: plainText(`${result.stdout}${result.stderr}`) }
    },
    buildInSharedFolder() {
      return holdingSharedFolder(async (sharedDir) => {
        intoSharedFolder(sharedDir, dir)
        const result = await buildIn(sharedDir)
        fs.rmSync(path.join(dir, "public"), { recursive: true, force: true })
        if (fs.existsSync(path.join(sharedDir, "public"))) {
          moveFolder(path.join(sharedDir, "public"), path.join(dir, "public"))
        }
        return result
      })
    },
    keepSpecies(slugs) {
      const content = path.join(dir, "content")
      const kept = withOwnLookalikes(content, slugs)
      for (const file of speciesFilePaths(content)) {
        if (!kept.has(path.basename(file, ".json"))) fs.rmSync(path.join(content, file))
      }
    },
    built(file) {
      const full = path.join(dir, "public", file)
      return fs.existsSync(full) ? fs.readFileSync(full, "utf8") : undefined
    },
    remove() {
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Edits a JSON content file as an editor would. */
export function editJson(file: string, edit: (data: Record<string, unknown>) => void): void {
  const data = JSON.parse(fs.readFileSync(file, "utf8"))
  edit(data)
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`)
}
