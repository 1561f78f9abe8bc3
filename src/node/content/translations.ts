import { createHash } from "crypto"
import { leftUntranslated } from "../../lib/untranslated"
import type { FieldRule, ObjectRule } from "./content-model"

/**
 * Translations sit in a folder per language beside the default language's files, mirroring them, as
 * Docusaurus lays out its i18n/ folder: content/i18n/de/site.json translates content/site.json,
 * content/i18n/es/legal/privacy.mdx translates content/legal/privacy.mdx. A translation holds only what changes with the language (copy, and the
 * few settings marked per language); everything else comes from the default language's file, and so
 * does every string a translation lacks. Pure: the snapshot, the nodes and the checks use it.
 */

/** A language code as content/site.json lists it: en, de, pt-BR, zh-Hant. */
export const LANGUAGE_CODE = /^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|\d{3}))?$/

/**
 * The site's languages as content/site.json lists them, the default first: each valid code once, and
 * "en" while it lists none that can be used. The one reading of the list: the build's config, the
 * species, the pages, the checks and the host files all ask this, so that a bad or repeated code
 * means the same to each (site.json's checks report it).
 */
export function siteLanguages(site: unknown): string[] {
  const listed = (site as { languages?: unknown } | null | undefined)?.languages
  const codes = Array.isArray(listed)
    ? listed.filter((code): code is string => typeof code === "string" && LANGUAGE_CODE.test(code))
    : []
  return codes.length > 0 ? [...new Set(codes)] : ["en"]
}

/** The record of what each string was translated from: field -> sourceHash of the English text then. */
export const TRANSLATED_FROM = "translatedFrom"

export interface ContentFileName {
  /** The file without its language: "site.json", "features/01-instant-recognition.json". */
  source: string
  /** The language in the file name, or null for a file in the default language. */
  language: string | null
}

/** Where, inside content/, the translations are: one folder per language code. */
export const TRANSLATIONS_FOLDER = "i18n"

/** "i18n/de/features/01-x.json" -> { source: "features/01-x.json", language: "de" }. */
export function parseContentFileName(relativePath: string): ContentFileName {
  const match = new RegExp(`^${TRANSLATIONS_FOLDER}/([^/]+)/(.+)$`).exec(relativePath)
  if (match && LANGUAGE_CODE.test(match[1]!)) return { source: match[2]!, language: match[1]! }
  return { source: relativePath, language: null }
}

/**
 * Content files by their path: looked up by name, not searched, as a search per file grows with the
 * species squared, which at 10,000 species made the translation report one of the build's slowest steps.
 */
export function byFile<T extends { file: string }>(files: readonly T[]): Map<string, T> {
  return new Map(files.map((entry) => [entry.file, entry]))
}

/** "content/site.json", "de" -> "content/i18n/de/site.json"; also without the content/ prefix. */
export function translationFileName(source: string, language: string): string {
  const [, prefix = "", rest = source] = /^(content\/)?(.*)$/.exec(source) ?? []
  return `${prefix}${TRANSLATIONS_FOLDER}/${language}/${rest}`
}

/**
 * A short fingerprint of an English string. A translation records it per field when it is written;
 * when the English text changes, the fingerprint no longer matches and the translation is stale.
 */
export function sourceHash(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex").slice(0, 8)
}

/**
 * A string's text, or a list of strings' as one (its entries a line each): a list is translated, and
 * goes stale, as a whole. Null for anything else.
 */
export function textOf(value: unknown): string | null {
  if (typeof value === "string") return value
  if (Array.isArray(value) && value.every((entry) => typeof entry === "string")) return value.join("\n")
  return null
}

/** Fields whose value each language writes for itself: copy, the locale, and settings marked per language. */
export function isPerLanguage(rule: FieldRule): boolean {
  return (
    rule.kind === "copy" ||
    rule.kind === "copyList" ||
    rule.kind === "locale" ||
    ((rule.kind === "choice" || rule.kind === "list") && rule.perLanguage === true)
  )
}

/** Strings a visitor reads or hears; only these count as missing or stale, and fall back with lang set. */
export function isString(rule: FieldRule): boolean {
  return rule.kind === "copy" || rule.kind === "copyList"
}

/**
 * The field that tells apart the entries of a list of objects, such as a link's path or a
 * screenshot's file; failing those, a choice each entry makes once (a species' life stage).
 */
export function listKeyOf(item: ObjectRule): string | undefined {
  const fields = Object.entries(item.fields)
  return (
    fields.find(
      ([, rule]) => rule.kind === "path" || rule.kind === "text" || rule.kind === "image" || rule.kind === "species",
    )?.[0] ?? fields.find(([, rule]) => rule.kind === "choice")?.[0]
  )
}

/** The part of a model a translation may hold: per-language fields, and groups and lists that contain them. */
export function translationModel(model: ObjectRule): ObjectRule {
  const fields: Record<string, FieldRule> = {}
  for (const [name, rule] of Object.entries(model.fields)) {
    if (isPerLanguage(rule)) fields[name] = rule
    else if (rule.kind === "object") {
      const nested = translationModel(rule)
      if (Object.keys(nested.fields).length > 0) fields[name] = nested
    } else if (rule.kind === "list") {
      const key = listKeyOf(rule.of)
      const item = translationModel(rule.of)
      if (key && Object.keys(item.fields).length > 0) {
        fields[name] = { kind: "list", of: { ...item, fields: { [key]: rule.of.fields[key]!, ...item.fields } } }
      }
    }
  }
  return { ...model, fields }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

export interface TranslatableValue {
  /** Where the value is, as the report and `translatedFrom` name it: "hero.lead", "navigation[/terms/].label". */
  path: string
  rule: FieldRule
  /** The default language's value. */
  value: unknown
}

/** Every per-language value of a default-language file, in model order. */
export function translatableValues(model: ObjectRule, data: unknown, prefix = ""): TranslatableValue[] {
  if (!isObject(data)) return []
  return Object.entries(model.fields).flatMap(([name, rule]) => {
    const path = prefix ? `${prefix}.${name}` : name
    if (isPerLanguage(rule)) return data[name] === undefined ? [] : [{ path, rule, value: data[name] }]
    if (rule.kind === "object") return translatableValues(rule, data[name], path)
    if (rule.kind === "list" && Array.isArray(data[name])) {
      const key = listKeyOf(rule.of)
      if (!key) return []
      return (data[name] as unknown[]).flatMap((item) =>
        isObject(item) ? translatableValues(rule.of, item, `${path}[${String(item[key])}]`) : [],
      )
    }
    return []
  })
}

/** The value at a path made by translatableValues, in a file of the same shape. */
export function valueAt(data: unknown, path: string): unknown {
  let current: unknown = data
  for (const [, name, key] of path.matchAll(/([^.[\]]+)(?:\[([^\]]*)\])?/g)) {
    if (!isObject(current)) return undefined
    current = current[name!]
    if (key !== undefined) {
      if (!Array.isArray(current)) return undefined
      current = current.find((item) => isObject(item) && Object.values(item).includes(key))
    }
  }
  return current
}

export interface Localized<T> {
  data: T
  /** The strings that show the default language's text, by path. */
  untranslated: string[]
}

/**
 * The default language's data with a translation laid over it: every per-language value the
 * translation has replaces the default one; everything else stays, and the strings among it are
 * listed as untranslated. `locale` never falls back: a language without one writes dates as its code
 * says; nor does a list each language writes for itself (a species' other names).
 */
export function localize<T>(model: ObjectRule, base: T, translation: unknown, language: string): Localized<T> {
  const untranslated: string[] = []
  const overlay = (rule: ObjectRule, source: unknown, target: unknown, prefix: string): unknown => {
    if (!isObject(source)) return source
    const result: Record<string, unknown> = { ...source }
    for (const [name, field] of Object.entries(rule.fields)) {
      const path = prefix ? `${prefix}.${name}` : name
      const translated = isObject(target) ? target[name] : undefined
      if (isPerLanguage(field)) {
        if (!leftUntranslated(translated)) result[name] = translated
        else if (field.kind === "locale") result[name] = language
        // Another language's other names are no names in this one.
        else if (field.kind === "list") result[name] = []
        else if (isString(field) && source[name] !== undefined) untranslated.push(path)
      } else if (field.kind === "object") {
        result[name] = overlay(field, source[name], translated, path)
      } else if (field.kind === "list" && Array.isArray(source[name])) {
        const key = listKeyOf(field.of)
        result[name] = (source[name] as unknown[]).map((item) => {
          if (!key || !isObject(item)) return item
          const match = Array.isArray(translated)
            ? translated.find((entry) => isObject(entry) && entry[key] === item[key])
            : undefined
          return overlay(field.of, item, match, `${path}[${String(item[key])}]`)
        })
      }
    }
    return result
  }
  const data = overlay(model, base, translation, "") as T
  return { data, untranslated }
}

export interface TranslationStatus {
  /** Strings the translation lacks: visitors read the default language there. */
  missing: string[]
  /** Strings translated from English text that has changed since (or with no record of their source). */
  stale: string[]
  /** How many strings the default language has. */
  total: number
}

/**
 * What a translation lacks, and what it translated from an English text that has since changed. A
 * string is stale when `translatedFrom` records a fingerprint other than the current English text's,
 * or records none: only a record can say a translation is current.
 */
export function translationStatus(model: ObjectRule, base: unknown, translation: unknown): TranslationStatus {
  const strings = translatableValues(model, base).filter(({ rule }) => isString(rule))
  const record = isObject(translation) && isObject(translation[TRANSLATED_FROM]) ? translation[TRANSLATED_FROM] : {}
  const missing: string[] = []
  const stale: string[] = []
  for (const { path, value } of strings) {
    const translated = valueAt(translation, path)
    const text = textOf(value)
    if (leftUntranslated(translated)) missing.push(path)
    else if (text !== null && record[path] !== sourceHash(text)) stale.push(path)
  }
  return { missing, stale, total: strings.length }
}
