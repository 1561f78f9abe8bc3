// @ts-check
// Runs the W3C Nu HTML checker (npm vnu-jar, needs Java) over every built page and fails on any
// HTML error. Messages about inline CSS are left out: the checker's CSS grammar predates rules
// Tailwind 4 emits (@property, margin-trim), which browsers accept; they are not HTML errors. So is
// its rule that only a stylesheet link may say `blocking`: the HTML standard has since added
// `<link rel="expect" blocking="render">` (https://html.spec.whatwg.org/#link-type-expect).
import { execFileSync } from "node:child_process"
import { readdirSync } from "node:fs"
import { join } from "node:path"
import vnu from "vnu-jar"

/**
 * @param {string} dir
 * @returns {string[]}
 */
function pages(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "_gatsby" ? [] : pages(path)
    return entry.name.endsWith(".html") ? [path] : []
  })
}

const files = pages("public")
const IGNORED = [".*CSS: .*", ".*with a .blocking. attribute must have a .rel. attribute whose value is .stylesheet.*"]
try {
  execFileSync("java", ["-jar", `${vnu}`, "--errors-only", "--filterpattern", IGNORED.join("|"), ...files], {
    stdio: "inherit",
  })
  console.log(`Nu HTML checker: no errors in ${files.length} pages.`)
} catch {
  console.error("Nu HTML checker found errors (above).")
  process.exit(1)
}
