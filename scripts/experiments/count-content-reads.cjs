// @ts-check
// Preloaded into a build (`NODE_OPTIONS=--require .../count-content-reads.cjs`) to count how often
// each process reads each file of content/: every readFileSync, readFile and createReadStream of a
// path under content/ of the folder the build runs in. At exit each process writes its tally to
// CONTENT_READS_DIR/<pid>.json, with its command line; scripts/experiments/warm-turns.mjs sums them.
// Reads, not parses: a content file's text is read to be parsed, and a parse needs a read, so each
// read of a JSON file here is at most one parse (gatsby-source-filesystem's digest of a file is a
// stream, counted apart: it hashes the bytes and parses nothing).
const fs = require("fs")
const path = require("path")

const out = process.env.CONTENT_READS_DIR
const content = path.join(process.cwd(), "content") + path.sep
/** @type {Record<string, Record<string, number>>} */
const tally = { read: {}, stream: {} }

/** @param {"read" | "stream"} how @param {unknown} file */
function count(how, file) {
  const name =
    typeof file === "string" ? file : file instanceof URL ? file.pathname : Buffer.isBuffer(file) ? file.toString() : ""
  const full = name && path.resolve(name)
  if (!full || !full.startsWith(content)) return
  const relative = full.slice(content.length)
  tally[how][relative] = (tally[how][relative] ?? 0) + 1
}

/** The functions patched, as plain functions: each is called with the file first. */
const patched = /** @type {Record<string, (file: unknown, ...rest: unknown[]) => unknown>} */ (
  /** @type {unknown} */ (fs)
)
/** @type {Array<[string, "read" | "stream"]>} */
const COUNTED = [
  ["readFileSync", "read"],
  ["readFile", "read"],
  ["createReadStream", "stream"],
]
for (const [name, how] of COUNTED) {
  const original = /** @type {(file: unknown, ...rest: unknown[]) => unknown} */ (patched[name])
  patched[name] = function (file, ...rest) {
    count(how, file)
    return original.call(this, file, ...rest)
  }
}
const promises = /** @type {Record<string, (file: unknown, ...rest: unknown[]) => unknown>} */ (
  /** @type {unknown} */ (fs.promises)
)
const promiseRead = /** @type {(file: unknown, ...rest: unknown[]) => unknown} */ (promises.readFile)
/** @this {unknown} @param {unknown} file @param {...unknown} rest */
promises.readFile = function (file, ...rest) {
  count("read", file)
  return promiseRead.call(this, file, ...rest)
}

if (out) {
  process.on("exit", () => {
    fs.mkdirSync(out, { recursive: true })
    fs.writeFileSync(path.join(out, `${process.pid}.json`), JSON.stringify({ argv: process.argv, ...tally }))
  })
}
