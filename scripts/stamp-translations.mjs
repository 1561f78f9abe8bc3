// @ts-check
// Records, in each translation file named, that every string it holds was translated from the
// default language's text as it reads now: `translatedFrom` gets each string's fingerprint (the
// first 8 hex digits of the SHA-256 of the English text: src/node/content/translations.ts's sourceHash).
// Run it after translating or checking a string; the build's translation report then stops calling
// it stale, until the English text changes again.
// Usage: node scripts/stamp-translations.mjs content/i18n/de/site.json content/i18n/de/legal/privacy.mdx ...
import { readFileSync, writeFileSync } from "node:fs"
import { contentChecks, contentModel, translations } from "./site-code.mjs"

const { sourceHash, textOf, translatableValues, valueAt } = translations
const { frontmatterText } = contentChecks

/**
 * The model of a default-language content file, by its path under content/.
 * @param {string} source
 */
function modelOf(source) {
  const relative = source.replace(/^.*?content\//, "")
  if (relative === "site.json") return contentModel.siteConfigModel
  if (relative.startsWith("features/")) return contentModel.featureModel
  if (relative.startsWith("species/")) return contentModel.speciesModel
  throw new Error(`${source} is not a content file with translations`)
}

const sourceOf = (/** @type {string} */ file) => file.replace(/(^|\/)i18n\/[^/]+\//, "$1")

/** @param {string} file */
function stampJson(file) {
  const translation = JSON.parse(readFileSync(file, "utf8"))
  const source = JSON.parse(readFileSync(sourceOf(file), "utf8"))
  /** @type {Record<string, string>} */
  const record = {}
  // The strings the translation holds, by the paths the build's translation report reads.
  for (const { path } of translatableValues(modelOf(sourceOf(file)), translation)) {
    const english = textOf(valueAt(source, path))
    if (english !== null) record[path] = sourceHash(english)
  }
  translation.translatedFrom = record
  writeFileSync(file, `${JSON.stringify(translation, null, 2)}\n`)
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/

/** @param {string} file */
function stampMdx(file) {
  const text = readFileSync(file, "utf8")
  const sourceText = readFileSync(sourceOf(file), "utf8")
  const [, frontmatter, body] = /** @type {RegExpExecArray} */ (FRONTMATTER.exec(text))
  const [, , sourceBody] = /** @type {RegExpExecArray} */ (FRONTMATTER.exec(sourceText))
  const record = []
  for (const field of ["title", "description"]) {
    const english = frontmatterText(sourceText, field)
    if (frontmatterText(text, field) !== undefined && english !== undefined) {
      record.push(`  ${field}: "${sourceHash(english)}"`)
    }
  }
  if (body.trim() !== "") record.push(`  body: "${sourceHash(sourceBody.trim())}"`)
  const kept = frontmatter.replace(/^translatedFrom:[^\n]*(\n[ \t]+[^\n]*)*/m, "").trimEnd()
  writeFileSync(file, `---\n${kept}\ntranslatedFrom:\n${record.join("\n")}\n---\n${body}`)
}

for (const file of process.argv.slice(2)) {
  if (file.endsWith(".mdx")) stampMdx(file)
  else stampJson(file)
  console.log(`Stamped ${file}`)
}
