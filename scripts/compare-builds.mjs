// @ts-check
// Two builds of the site compared file by file, hashes aside: `node scripts/compare-builds.mjs A B`
// (two public/ directories, say one built at the commit before a change and one after). Each file's
// path and text are read with every run of 16 or more hex digits (webpack's content hashes, the
// search's file names, image digests, the compilation hash) and Gatsby's node ids (made from the
// files' absolute paths, so they differ between two clones) as "#", the CSP's hashes of inline
// scripts (which name the chunks) as "sha256-#", and webpack's numbered chunks ("112-#.js") as
// "N-#.js", so that two builds of the same pages match. Prints the files only one build has and those
// whose text differs, the scripts, their source maps and webpack's records of them apart (a change of
// code changes them by design), and exits 1 if any page or data file differs.
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

/** A hash as "#", in paths and in text. */
const withoutHashes = (/** @type {string} */ text) =>
  text
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "#")
    .replace(/[0-9a-f]{16,}/g, "#")
    .replace(/sha256-[A-Za-z0-9+/]{43}=/g, "sha256-#")
    .replace(/\b\d+-(#|\*)/g, "N-$1")
const TEXT = new Set([".html", ".json", ".xml", ".txt", ".css", ".js", ".map", ".webmanifest", ".svg", ""])

/**
 * Every file under `dir`, by its path with hashes as "#": several files where names differ only by
 * their hashes (the search's files, named by their content; webpack's chunks).
 * @param {string} dir
 */
function filesOf(dir) {
  /** @type {Map<string, string[]>} */
  const files = new Map()
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = path.relative(dir, path.join(entry.parentPath, entry.name))
    const key = withoutHashes(file)
    files.set(key, [...(files.get(key) ?? []), file])
  }
  return files
}

/** A page's inline scripts (JSON-LD and other data aside): the webpack runtime is inlined, and is code. */
const INLINE_SCRIPT = /(<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>)([\s\S]*?)(<\/script>)/g

/**
 * A file's content as compared: its markup or text with hashes as "#" (a page's inline scripts
 * left out), and apart, a page's inline scripts; anything else as bytes.
 * @param {string} file
 */
function contentOf(file) {
  const bytes = fs.readFileSync(file)
  if (!TEXT.has(path.extname(file))) return { text: bytes.toString("base64"), scripts: "" }
  const text = withoutHashes(bytes.toString("utf8"))
  if (path.extname(file) !== ".html") return { text, scripts: "" }
  /** @type {string[]} */
  const scripts = []
  return {
    text: text.replace(INLINE_SCRIPT, (_, open, body, close) => (scripts.push(body), `${open}…${close}`)),
    scripts: scripts.join("\n"),
  }
}

/**
 * Where two texts first differ, with some text around it.
 * @param {string} a
 * @param {string} b
 */
function firstDifference(a, b) {
  let index = 0
  while (index < a.length && a[index] === b[index]) index++
  const around = (/** @type {string} */ text) => JSON.stringify(text.slice(Math.max(0, index - 60), index + 60))
  return `at ${index}: ${around(a)} / ${around(b)}`
}

/**
 * @param {string} dirA
 * @param {string} dirB
 */
export function compareBuilds(dirA, dirB) {
  const a = filesOf(dirA)
  const b = filesOf(dirB)
  const onlyA = [...a.keys()].filter((key) => !b.has(key))
  const onlyB = [...b.keys()].filter((key) => !a.has(key))
  const differ = []
  const scriptsDiffer = []
  for (const [key, filesA] of a) {
    const filesB = b.get(key)
    if (!filesB) continue
    // Files of one name but for hashes are compared as sets of contents, in a stable order.
    const contents = (/** @type {string} */ dir, /** @type {string[]} */ files) =>
      files.map((file) => contentOf(path.join(dir, file))).sort((x, y) => (x.text < y.text ? -1 : 1))
    const contentsA = contents(dirA, filesA)
    const contentsB = contents(dirB, filesB)
    const index = contentsA.findIndex((content, i) => content.text !== contentsB[i]?.text)
    if (index !== -1 || filesA.length !== filesB.length) {
      const where =
        index === -1
          ? `${filesA.length} files against ${filesB.length}`
          : firstDifference(contentsA[index].text, contentsB[index]?.text ?? "")
      differ.push({ file: key, where })
    }
    if (contentsA.map((c) => c.scripts).join() !== contentsB.map((c) => c.scripts).join()) scriptsDiffer.push(key)
  }
  /** @param {Map<string, string[]>} files */
  const count = (files) => [...files.values()].reduce((sum, list) => sum + list.length, 0)
  return { compared: count(a), onlyA, onlyB, differ, scriptsDiffer }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dirA, dirB] = process.argv.slice(2)
  if (!dirA || !dirB) {
    console.error("Usage: node scripts/compare-builds.mjs PUBLIC_A PUBLIC_B")
    process.exit(2)
  }
  const { compared, onlyA, onlyB, differ, scriptsDiffer } = compareBuilds(dirA, dirB)
  const isCode = (/** @type {string} */ file) => /\.js(\.map)?$|^(webpack\.stats|chunk-map)\.json$/.test(file)
  const pages = differ.filter(({ file }) => !isCode(file))
  const code = differ.filter(({ file }) => isCode(file))
  console.log(`${compared} files in ${dirA}, ${onlyA.length} only there; ${onlyB.length} only in ${dirB}`)
  for (const file of onlyA) console.log(`  only in ${dirA}: ${file}`)
  for (const file of onlyB) console.log(`  only in ${dirB}: ${file}`)
  console.log(`scripts and source maps that differ (hashes aside): ${code.length}`)
  for (const { file } of code) console.log(`  ${file}`)
  console.log(`pages whose inline scripts differ: ${scriptsDiffer.length}`)
  console.log(`pages and data files that differ (hashes and inline scripts aside): ${pages.length}`)
  for (const { file, where } of pages.slice(0, 40)) console.log(`  ${file} ${where}`)
  process.exit(pages.length > 0 || onlyA.some((f) => !isCode(f)) || onlyB.some((f) => !isCode(f)) ? 1 : 0)
}
