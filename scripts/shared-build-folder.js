// @ts-check
// The folders where copies of the site build, one at a time in each: the browser tests' variants,
// the content builds' copies and the guide benchmark's scaling check (scripts/bench-guide.mjs).
// CommonJS, so that the tests (TypeScript, through Jest and Playwright) and the scripts (ES modules)
// share this one file.
const { spawnSync } = require("child_process")
const fs = require("fs")
const path = require("path")
const { files: SITE_FILES } = require("./site-sources.json")

const root = path.resolve(__dirname, "..")

/**
 * Webpack's cache holds absolute paths, so a build in another folder cannot use it
 * (webpack/webpack#12379), while builds in one folder share it: copies differ in content/, and after
 * the first none compiles the site's code again (a build's CPU time 55 s -> 25 s here). Each build
 * starts without public/, so Gatsby drops the rest of its cache ("the Gatsby cache is incomplete")
 * and sources, queries and renders from scratch, as a cold build does.
 *
 * Two folders, as the machine has two cores: with one, CI's lanes queued for it (the variants took 228 s
 * instead of 163 s) while a fifth of the CPU stood idle.
 */
const SHARED_BUILD_DIRS = [path.join(root, ".variants", "build"), path.join(root, ".variants", "build-2")]

const isRunning = (/** @type {number} */ pid) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * Takes `dir` if it is free (or its holder died); the function that gives it back, or null.
 * @param {string} dir
 */
function tryToTake(dir) {
  const lock = `${dir}.lock`
  const holderFile = path.join(lock, "pid")
  try {
    fs.mkdirSync(lock)
    fs.writeFileSync(holderFile, String(process.pid))
    return () => fs.rmSync(lock, { recursive: true, force: true })
  } catch {
    const holder = Number(fs.existsSync(holderFile) && fs.readFileSync(holderFile, "utf8"))
    if (holder && !isRunning(holder)) fs.rmSync(lock, { recursive: true, force: true })
    return null
  }
}

/**
 * Waits until one of the shared folders is free and takes it: the folder, and the function that gives
 * it back. In `npm run check` the variants, the content builds and the benchmark run in lanes side by
 * side.
 * @returns {Promise<{ dir: string, release: () => void }>}
 */
async function acquireSharedFolder() {
  fs.mkdirSync(path.dirname(SHARED_BUILD_DIRS[0]), { recursive: true })
  for (;;) {
    for (const dir of SHARED_BUILD_DIRS) {
      const release = tryToTake(dir)
      if (release) return { dir, release }
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/**
 * Runs `work` in a shared folder it holds.
 * @template T
 * @param {(dir: string) => Promise<T>} work
 * @returns {Promise<T>}
 */
async function holdingSharedFolder(work) {
  const { dir, release } = await acquireSharedFolder()
  try {
    return await work(dir)
  } finally {
    release()
  }
}

/**
 * The files a build is made from (scripts/site-sources.json), from one folder to another, with
 * node_modules linked: a symlink, or with `nodeModules: "hard links"` a second, free copy (a build
 * that rebuilds on its own cache needs one: through a symlink webpack's compilation hash changed on
 * every build, so each warm build re-stitched and re-finished every page).
 * @param {string} from
 * @param {string} to
 * @param {{ nodeModules?: "symlink" | "hard links" }} [options]
 */
function copySiteFiles(from, to, { nodeModules = "symlink" } = {}) {
  for (const file of SITE_FILES) {
    // static/ may be empty, and git keeps no empty folder.
    if (fs.existsSync(path.join(from, file))) fs.cpSync(path.join(from, file), path.join(to, file), { recursive: true })
  }
  const modules = path.join(root, "node_modules")
  if (nodeModules === "hard links") {
    const linked = spawnSync("cp", ["-al", modules, path.join(to, "node_modules")])
    if (linked.status === 0) return
  }
  fs.symlinkSync(modules, path.join(to, "node_modules"), "dir")
}

/**
 * The caches a build in a shared folder starts from: webpack's, and Parcel's of the site's
 * gatsby-*.ts and src/node/ (Gatsby's "compile gatsby files"), the same code in every copy. Gatsby
 * itself keeps both when it drops the rest of an incomplete cache.
 */
const KEPT_CACHES = ["webpack", ".parcel-cache"]

/**
 * The shared folder `sharedDir` made the copy in `dir`, keeping only KEPT_CACHES of what was built
 * there before. Call it holding the folder.
 * @param {string} sharedDir
 * @param {string} dir
 */
function intoSharedFolder(sharedDir, dir) {
  const aside = `${sharedDir}.kept-caches`
  fs.rmSync(aside, { recursive: true, force: true })
  fs.mkdirSync(aside, { recursive: true })
  for (const cache of KEPT_CACHES) {
    const from = path.join(sharedDir, ".cache", cache)
    if (fs.existsSync(from)) fs.renameSync(from, path.join(aside, cache))
  }
  fs.rmSync(sharedDir, { recursive: true, force: true })
  copySiteFiles(dir, sharedDir)
  fs.mkdirSync(path.join(sharedDir, ".cache"), { recursive: true })
  for (const cache of fs.readdirSync(aside))
    fs.renameSync(path.join(aside, cache), path.join(sharedDir, ".cache", cache))
  fs.rmSync(aside, { recursive: true, force: true })
}

/**
 * Renamed where it can be; copied across file systems (a copy in the system's temporary folder).
 * @param {string} from
 * @param {string} to
 */
function moveFolder(from, to) {
  try {
    fs.renameSync(from, to)
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EXDEV") throw error
    fs.cpSync(from, to, { recursive: true })
    fs.rmSync(from, { recursive: true, force: true })
  }
}

module.exports = {
  acquireSharedFolder,
  copySiteFiles,
  holdingSharedFolder,
  intoSharedFolder,
  moveFolder,
}
