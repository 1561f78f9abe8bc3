// @ts-check
// Checks content/ as the build does, in a few seconds and without building: every file, field and
// translation, with the build's own validator (src/node/content/validate). Prints one line per
// problem, naming the file and the field; exits 1 when there is any.
// Usage: node scripts/check-content.mjs
import path from "node:path"
import { fileURLToPath } from "node:url"
import { createJiti } from "jiti"

const jiti = createJiti(import.meta.url)
/** @type {typeof import("../src/node/content")} */
const content = await jiti.import("../src/node/content/index.ts")

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const read = content.readContentOutsideBuild(path.join(root, "content"))
const problems = content.contentProblems(read)
for (const problem of problems) console.log(content.formatProblem(problem))
console.log(
  problems.length === 0 ? `content/ is sound (${read.species?.length ?? 0} species)` : `${problems.length} problems`,
)
process.exitCode = problems.length === 0 ? 0 : 1
