// @ts-check
// Records, in each translation file named, that every string it holds was translated from the
// default language's text as it reads now: `translatedFrom` gets each string's fingerprint (the
// first 8 hex digits of the SHA-256 of the English text, as src/node/content/translations.ts computes it).
// Run it after translating or checking a string; the build's translation report then stops calling
// it stale, until the English text changes again.
// Usage: node scripts/stamp-translations.mjs content/i18n/de/site.json content/i18n/de/legal/privacy.mdx ...
import { createHash } from "node:crypto"
import { readFileSync, writeFileSync } from "node:fs"

const sourceHash = (text) => createHash("sha256").update(text, "utf8").digest("hex").slice(0, 8)
const isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value)
/** A list of strings (a species' features) is one text, its entries a line each, as textOf in translations.ts. */
const isTextList = (value) =>
  Array.isArray(value) && value.length > 0 && value.every((entry) => typeof entry === "string")
const textOf = (value) => (typeof value === "string" ? value : isTextList(value) ? value.join("\n") : undefined)
/**
 * The fields that tell a list's entries apart (listKeyOf in translations.ts): a link's path, a picture,
 * a lookalike's species, an order's name.
 */
const LIST_KEYS = ["path", "image", "species", "name"]

/** Every string of a translation, by the path the build uses: hero.lead, navigation[/terms/].label. */
function stringsOf(value, prefix = "") {
  if (textOf(value) !== undefined) return [[prefix, textOf(value)]]
  if (Array.isArray(value)) {
    return value.flatMap((item) => {
      const keyField = isObject(item) ? LIST_KEYS.find((name) => typeof item[name] === "string") : undefined
      const key = keyField ? item[keyField] : undefined
      return isObject(item) && key
        ? Object.entries(item)
            .filter(([name]) => name !== keyField)
            .flatMap(([name, field]) => stringsOf(field, `${prefix}[${key}].${name}`))
        : []
    })
  }
  if (!isObject(value)) return []
  return Object.entries(value)
    .filter(([name]) => name !== "translatedFrom")
    .flatMap(([name, field]) => stringsOf(field, prefix ? `${prefix}.${name}` : name))
}

function valueAt(data, path) {
  let current = data
  for (const [, name, key] of path.matchAll(/([^.[\]]+)(?:\[([^\]]*)\])?/g)) {
    if (!isObject(current)) return undefined
    current = current[name]
    if (key !== undefined) {
      current = Array.isArray(current)
        ? current.find((item) => LIST_KEYS.some((name) => item?.[name] === key))
        : undefined
    }
  }
  return current
}

const sourceOf = (file) => file.replace(/(^|\/)i18n\/[^/]+\//, "$1")

function stampJson(file) {
  const translation = JSON.parse(readFileSync(file, "utf8"))
  const source = JSON.parse(readFileSync(sourceOf(file), "utf8"))
  const record = {}
  for (const [path] of stringsOf(translation)) {
    const english = textOf(valueAt(source, path))
    if (english !== undefined) record[path] = sourceHash(english)
  }
  translation.translatedFrom = record
  writeFileSync(file, `${JSON.stringify(translation, null, 2)}\n`)
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/

function frontmatterField(frontmatter, field) {
  return new RegExp(`^${field}:[ \\t]*(.*?)[ \\t]*$`, "m").exec(frontmatter)?.[1]?.replace(/^(["'])(.*)\1$/, "$2")
}

function stampMdx(file) {
  const [, frontmatter, body] = FRONTMATTER.exec(readFileSync(file, "utf8"))
  const [, sourceFrontmatter, sourceBody] = FRONTMATTER.exec(readFileSync(sourceOf(file), "utf8"))
  const record = []
  for (const field of ["title", "description"]) {
    const english = frontmatterField(sourceFrontmatter, field)
    if (frontmatterField(frontmatter, field) !== undefined && english !== undefined) {
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
