// @ts-check
// Builds the site unless public/ is newer than every source file, so `npm run test:e2e` right
// after `npm run build` (as in CI) does not build twice.
import { execSync } from "node:child_process"
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs"
import { join } from "node:path"

const sources = [...JSON.parse(readFileSync("scripts/site-sources.json", "utf8")).files, "package-lock.json"]
const builtPage = "public/index.html"

/**
 * @param {string} path
 * @returns {number}
 */
function newestChange(path) {
  if (!existsSync(path)) return 0
  const stats = statSync(path)
  if (!stats.isDirectory()) return stats.mtimeMs
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))))
}

const builtAt = existsSync(builtPage) ? statSync(builtPage).mtimeMs : 0
const changedAt = Math.max(...sources.map(newestChange))
if (builtAt > changedAt) {
  console.log("public/ is up to date; not rebuilding.")
} else {
  execSync("npm run build", { stdio: "inherit" })
}
