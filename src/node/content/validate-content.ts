import { FORM_ENDPOINT_PATTERN, isFormEndpoint } from "../../lib/contact-delivery"
import { FEATURE_ICON_NAMES } from "../../lib/feature-icons"
import { LEGAL_MDX_COMPONENT_NAMES } from "../../lib/legal-mdx"
import { normalizePath } from "../../lib/paths"
import {
  APP_STORES,
  COPY_PLACEHOLDERS,
  featureModel,
  isOptional,
  legalFrontmatterModel,
  siteConfigModel,
  type AppStore,
} from "./content-model"
import type { FieldRule, ObjectRule, VariantsRule } from "./content-model"
import {
  LANGUAGE_CODE,
  TRANSLATED_FROM,
  isString,
  listKeyOf,
  translationFileName,
  translationModel,
  translationStatus,
} from "./translations"

export { FORM_ENDPOINT_PATTERN }

/**
 * Checks what editors write in content/ and says what is wrong in their terms: which file, which
 * field, what it holds and what it should hold. Pure: the Gatsby side (check-content.ts) gathers
 * the files and reports the problems.
 */

export interface ContentProblem {
  /** The file, relative to the project, e.g. content/features/03-extensive-database.json. */
  file: string
  /** What is wrong, starting with the field, e.g. `"icon" is "bugg"; expected one of: ...`. */
  message: string
}

export interface ContentFile {
  file: string
  data: unknown
}

export interface LegalFile {
  file: string
  /** The frontmatter, with dates as the text the editor wrote (YAML would turn 2025-02-30 into March). */
  frontmatter: unknown
  body: string
}

/** A file that translates another into one language: content/site.de.json, content/legal/privacy.de.mdx. */
export interface TranslationFile {
  file: string
  /** The file it translates, content/site.json. */
  source: string
  language: string
  /** The JSON, or for a legal page its frontmatter. */
  data: unknown
  /** A legal page's text. */
  body?: string
}

/** What the build knows of an image file in content/: its format and size, or null when it is not there. */
export interface ImageFacts {
  /** png, jpeg, webp, or another format the site does not take (gif, svg...). */
  format: string
  width: number
  height: number
}

export interface ContentInput {
  /** An image by its path inside content/; absent, the images are not checked (unit tests of copy). */
  imageFacts?: (relativePath: string) => ImageFacts | null
  /** content/site.json, or null when there is none. */
  site: ContentFile | null
  features: readonly ContentFile[]
  legal: readonly LegalFile[]
  /** Every translation file, of any of the above. */
  translations?: readonly TranslationFile[]
}

export const SITE_FILE = "content/site.json"

/** Paths the site's own pages take; a legal page may not use them. */
const RESERVED_PATHS = ["/", "/404", "/404.html", "/dev-404-page"]

export function formatProblem(problem: ContentProblem): string {
  return `${problem.file}: ${problem.message}`
}

function show(value: unknown): string {
  if (value === undefined) return "missing"
  const json = JSON.stringify(value) ?? String(value)
  return json.length > 60 ? `${json.slice(0, 57)}...` : json
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

function isRealDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

export const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/
export const SITE_URL = /^https?:\/\/[a-z0-9.-]+(:\d+)?$/
export const SITE_PATH = /^\/([a-z0-9-]+\/)*([a-z0-9-]+)?$/
export const REPO = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/
export const HTTPS_URL = /^https:\/\/[^\s/]+\/\S*$/
export const APP_STORE_ID = /^[0-9]{6,12}$/
/** A path inside content/ to a picture: images/screens/identify.png. */
export const IMAGE_PATH = /^([A-Za-z0-9_-][A-Za-z0-9_.-]*\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*\.(png|jpe?g|webp)$/i
export const IMAGE_FORMATS = ["png", "jpeg", "webp"] as const

/** Each store's address for an app's page, and an example editors can follow. */
export const STORE_URLS: Record<AppStore, { name: string; pattern: RegExp; example: string }> = {
  "app-store": {
    name: "App Store",
    pattern: /^https:\/\/apps\.apple\.com\/([a-z]{2}\/)?app\/([a-z0-9-]+\/)?id([0-9]+)(\?\S*)?$/,
    example: "https://apps.apple.com/app/id6443872901",
  },
  "google-play": {
    name: "Google Play",
    pattern: /^https:\/\/play\.google\.com\/store\/apps\/details\?id=[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)+(&\S*)?$/,
    example: "https://play.google.com/store/apps/details?id=app.buglens.android",
  },
}

function isLocale(text: string): boolean {
  try {
    return LANGUAGE_CODE.test(Intl.getCanonicalLocales(text)[0] ?? "") && Intl.getCanonicalLocales(text)[0] === text
  } catch {
    return false
  }
}

/** What is wrong with one value, as "is X; expected Y", or null when it is fine. */
function checkScalar(value: unknown, rule: FieldRule): string | null {
  const found = `is ${show(value)}`
  if (value === undefined) return `is missing; expected ${expectation(rule)}`
  switch (rule.kind) {
    case "copy":
    case "text": {
      if (typeof value !== "string") return `${found}; expected ${expectation(rule)}`
      if (value.trim() === "") return `is empty; expected ${expectation(rule)}`
      const allowed: readonly string[] =
        rule.kind === "copy" ? [...COPY_PLACEHOLDERS, ...(rule.placeholders ?? [])] : []
      const unknown = [...value.matchAll(/\{(\w+)\}/g)]
        .map((match) => match[1])
        .filter((name) => !allowed.includes(name!))
      if (unknown.length > 0) {
        const expected =
          allowed.length > 0 ? `only ${allowed.map((name) => `{${name}}`).join(", ")}` : "no placeholders"
        return `uses ${unknown.map((name) => `{${name}}`).join(", ")}; expected ${expected}`
      }
      return null
    }
    case "email":
      return typeof value === "string" && EMAIL.test(value) ? null : `${found}; expected ${expectation(rule)}`
    case "url":
      return typeof value === "string" && SITE_URL.test(value) ? null : `${found}; expected ${expectation(rule)}`
    case "path":
      return typeof value === "string" && SITE_PATH.test(value) ? null : `${found}; expected ${expectation(rule)}`
    case "positiveInt":
      return Number.isInteger(value) && (value as number) > 0 ? null : `${found}; expected ${expectation(rule)}`
    case "icon":
      return typeof value === "string" && (FEATURE_ICON_NAMES as readonly string[]).includes(value)
        ? null
        : `${found}; expected ${expectation(rule)}`
    case "date":
      return typeof value === "string" && isRealDate(value) ? null : `${found}; expected ${expectation(rule)}`
    case "choice":
      return typeof value === "string" && rule.values.includes(value) ? null : `${found}; expected ${expectation(rule)}`
    case "formEndpoint":
      return typeof value === "string" && isFormEndpoint(value) ? null : `${found}; expected ${expectation(rule)}`
    case "repo":
      return typeof value === "string" && REPO.test(value) ? null : `${found}; expected ${expectation(rule)}`
    case "count":
      return Number.isInteger(value) && (value as number) >= 0 ? null : `${found}; expected ${expectation(rule)}`
    case "locale":
      return typeof value === "string" && isLocale(value) ? null : `${found}; expected ${expectation(rule)}`
    case "storeUrl":
      return typeof value === "string" && HTTPS_URL.test(value) ? null : `${found}; expected ${expectation(rule)}`
    case "appStoreId":
      return typeof value === "string" && APP_STORE_ID.test(value) ? null : `${found}; expected ${expectation(rule)}`
    case "image":
      return typeof value === "string" && IMAGE_PATH.test(value) ? null : `${found}; expected ${expectation(rule)}`
    case "languages": {
      const codes = Array.isArray(value) ? value : []
      const sound =
        codes.length > 0 &&
        codes.every((code) => typeof code === "string" && LANGUAGE_CODE.test(code)) &&
        new Set(codes).size === codes.length
      return sound ? null : `${found}; expected ${expectation(rule)}`
    }
    default:
      return null
  }
}

/** What a field should hold, in an editor's words; also the CMS's message when a pattern fails. */
export function expectation(rule: FieldRule): string {
  switch (rule.kind) {
    case "copy":
    case "text":
      return "text"
    case "email":
      return "an email address such as hello@buglens.app"
    case "url":
      return "the site's address such as https://buglens.app (no path, no trailing slash)"
    case "path":
      return "a path on this site such as /privacy/ (starting with /; lower-case letters, digits and hyphens)"
    case "positiveInt":
      return `a whole number above 0 (${rule.unit})`
    case "icon":
      return `one of: ${FEATURE_ICON_NAMES.join(", ")}`
    case "date":
      return "a real date written YYYY-MM-DD, such as 2025-03-30"
    case "choice":
      return `one of: ${rule.values.join(", ")}`
    case "repo":
      return "a GitHub repository written owner/name, such as buglens/buglens-site"
    case "count":
      return `a whole number written without quotes or separators, such as 20000 (${rule.unit})`
    case "locale":
      return "a locale such as en-GB, de-DE or es-ES (language, then country)"
    case "storeUrl":
      return "the https:// address of the app's page in its store"
    case "appStoreId":
      return 'the digits after "id" in the App Store address, written in quotes, such as "6443872901"'
    case "image":
      return `a PNG, JPEG or WebP file inside content/, by its path there, such as images/screens/identify.png${rule.portrait ? " (taller than wide)" : ""}`
    case "languages":
      return 'a list of different language codes, the default first, such as ["en", "de", "es"]'
    case "formEndpoint":
      return "the https:// address the form service gave you, such as https://formspree.io/f/abcdwxyz (http:// only for localhost)"
    case "object":
      return `a group of fields: ${Object.keys(rule.fields).join(", ")}`
    case "list":
      return `a list of entries, each with: ${Object.keys(rule.of.fields).join(", ")}`
    case "variants":
      return `a group with "${rule.tag}" set to one of: ${Object.keys(rule.variants).join(", ")}`
  }
}

/** Checks `value` against `rule`, naming nested fields as a.b and list entries as a[0].b. */
export function checkValue(value: unknown, rule: FieldRule, file: string, field: string): ContentProblem[] {
  const problem = (message: string) => [{ file, message: `${field ? `"${field}"` : "the file"} ${message}` }]
  // The browser editor saves an optional field left empty as "" (or null): empty counts as not there.
  if ((value === undefined || value === "" || value === null) && isOptional(rule)) return []
  if (rule.kind === "object") {
    if (value === undefined) return problem(`is missing; expected ${expectation(rule)}`)
    if (!isPlainObject(value)) return problem(`is ${show(value)}; expected ${expectation(rule)}`)
    return checkObject(value, rule, file, field)
  }
  if (rule.kind === "variants") {
    if (value === undefined) return problem(`is missing; expected ${expectation(rule)}`)
    if (!isPlainObject(value)) return problem(`is ${show(value)}; expected ${expectation(rule)}`)
    return checkVariant(value, rule, file, field)
  }
  if (rule.kind === "list") {
    if (value === undefined) return problem(`is missing; expected ${expectation(rule)}`)
    if (!Array.isArray(value) || (value.length === 0 && !isOptional(rule))) {
      return problem(`is ${show(value)}; expected ${expectation(rule)}`)
    }
    return value.flatMap((item, index) => checkValue(item, rule.of, file, `${field}[${index}]`))
  }
  const message = checkScalar(value, rule)
  return message ? problem(message) : []
}

function checkObject(value: Record<string, unknown>, rule: ObjectRule, file: string, prefix: string) {
  const name = (key: string) => (prefix ? `${prefix}.${key}` : key)
  const known = Object.keys(rule.fields)
  const unknownFields = Object.keys(value)
    .filter((key) => !known.includes(key))
    .map((key) => ({
      file,
      message: `"${name(key)}" is not a field the site reads; expected only: ${known.join(", ")}`,
    }))
  const fieldProblems = Object.entries(rule.fields).flatMap(([key, fieldRule]) =>
    checkValue(value[key], fieldRule, file, name(key)),
  )
  return [...fieldProblems, ...unknownFields]
}

/** Checks the tag first; the other fields are then those of the variant it names. */
function checkVariant(value: Record<string, unknown>, rule: VariantsRule, file: string, prefix: string) {
  const tagRule: FieldRule = { kind: "choice", values: Object.keys(rule.variants) }
  const tagProblems = checkValue(value[rule.tag], tagRule, file, `${prefix}.${rule.tag}`)
  if (tagProblems.length > 0) return tagProblems
  const fields = rule.variants[value[rule.tag] as string]!
  // The browser editor saves another mode's field it shows as empty; empty counts as not there.
  const otherFields = Object.values(rule.variants).flatMap((variant) => Object.keys(variant))
  const chosen = Object.fromEntries(
    Object.entries(value).filter(
      ([key, field]) => key in fields || !otherFields.includes(key) || (field !== "" && field !== null),
    ),
  )
  return checkObject(
    chosen,
    { kind: "object", typeName: rule.typeName, fields: { [rule.tag]: tagRule, ...fields } },
    file,
    prefix,
  )
}

function checkFeatureOrders(features: readonly ContentFile[]): ContentProblem[] {
  const firstWithOrder = new Map<unknown, string>()
  const problems: ContentProblem[] = []
  for (const { file, data } of features) {
    const order = isPlainObject(data) ? data.order : undefined
    if (!Number.isInteger(order)) continue
    const first = firstWithOrder.get(order)
    if (first) {
      problems.push({
        file,
        message: `"order" is ${order}, the same as in ${first}; expected each card to have its own order`,
      })
    } else {
      firstWithOrder.set(order, file)
    }
  }
  return problems
}

function checkLegalPaths(legal: readonly LegalFile[]): ContentProblem[] {
  const firstWithPath = new Map<string, string>()
  const problems: ContentProblem[] = []
  for (const { file, frontmatter } of legal) {
    const path = isPlainObject(frontmatter) ? frontmatter.path : undefined
    if (typeof path !== "string" || !SITE_PATH.test(path)) continue
    const page = normalizePath(path)
    if (RESERVED_PATHS.includes(page)) {
      problems.push({
        file,
        message: `"path" is ${show(path)}, which the ${page === "/" ? "home" : "not-found"} page uses; expected a path of its own`,
      })
      continue
    }
    const first = firstWithPath.get(page)
    if (first) {
      problems.push({ file, message: `"path" is ${show(path)}, the same as in ${first}; expected a path of its own` })
    } else {
      firstWithPath.set(page, file)
    }
  }
  return problems
}

function checkLegalComponents({ file, body }: LegalFile): ContentProblem[] {
  const allowed: readonly string[] = LEGAL_MDX_COMPONENT_NAMES
  const used = new Set([...body.matchAll(/<([A-Z][A-Za-z0-9]*)/g)].map((match) => match[1]!))
  return [...used]
    .filter((name) => !allowed.includes(name))
    .map((name) => ({
      file,
      message: `the text uses <${name} />; expected only ${allowed.map((known) => `<${known} />`).join(", ")}`,
    }))
}

function checkNavigation(site: ContentFile, legal: readonly LegalFile[]): ContentProblem[] {
  if (!isPlainObject(site.data) || !Array.isArray(site.data.navigation)) return []
  const pages = [
    "/",
    ...legal.flatMap(({ frontmatter }) => {
      const path = isPlainObject(frontmatter) ? frontmatter.path : undefined
      return typeof path === "string" && SITE_PATH.test(path) && !RESERVED_PATHS.includes(normalizePath(path))
        ? [path]
        : []
    }),
  ]
  const existing = new Set(pages.map(normalizePath))
  return site.data.navigation.flatMap((link, index) => {
    const path = isPlainObject(link) ? link.path : undefined
    if (typeof path !== "string" || !SITE_PATH.test(path) || existing.has(normalizePath(path))) return []
    return [
      {
        file: site.file,
        message: `"navigation[${index}].path" is ${show(path)}, a page that does not exist; expected one of: ${pages.join(", ")}`,
      },
    ]
  })
}

/** The app's `stores`: each store once, its address on that store's site, the App Store's id as in its address. */
function checkStores(site: ContentFile): ContentProblem[] {
  const app = isPlainObject(site.data) && isPlainObject(site.data.app) ? site.data.app : {}
  if (!Array.isArray(app.stores)) return []
  const seen = new Set<unknown>()
  return app.stores.flatMap((entry, index): ContentProblem[] => {
    const field = (name: string) => `"app.stores[${index}].${name}"`
    if (!isPlainObject(entry) || !(APP_STORES as readonly unknown[]).includes(entry.store)) return []
    const store = entry.store as AppStore
    const { name, pattern, example } = STORE_URLS[store]
    const problems: ContentProblem[] = []
    if (seen.has(store)) {
      problems.push({ file: site.file, message: `${field("store")} is ${show(store)} again; expected each store once` })
    }
    seen.add(store)
    if (typeof entry.url === "string" && HTTPS_URL.test(entry.url) && !pattern.test(entry.url)) {
      problems.push({
        file: site.file,
        message: `${field("url")} is ${show(entry.url)}; expected the app's ${name} address, such as ${example}`,
      })
    }
    if (store === "app-store") {
      const idInUrl = typeof entry.url === "string" ? pattern.exec(entry.url)?.[3] : undefined
      if (entry.appId === undefined || entry.appId === "" || entry.appId === null) {
        problems.push({
          file: site.file,
          message: `${field("appId")} is missing; expected the App Store's id${idInUrl ? `, "${idInUrl}" in this address` : ""} (Safari's app banner needs it)`,
        })
      } else if (
        idInUrl &&
        typeof entry.appId === "string" &&
        APP_STORE_ID.test(entry.appId) &&
        entry.appId !== idInUrl
      ) {
        problems.push({
          file: site.file,
          message: `${field("appId")} is ${show(entry.appId)}, but the address has id${idInUrl}; expected the same app in both`,
        })
      }
    } else if (entry.appId !== undefined && entry.appId !== "" && entry.appId !== null) {
      problems.push({
        file: site.file,
        message: `${field("appId")} is ${show(entry.appId)}; expected no appId in a ${name} entry (only the App Store has one)`,
      })
    }
    return problems
  })
}

/** Every image site.json names: there, in a format browsers and the image pipeline take, screenshots upright. */
function checkAppImages(site: ContentFile, imageFacts: NonNullable<ContentInput["imageFacts"]>): ContentProblem[] {
  const app = isPlainObject(site.data) && isPlainObject(site.data.app) ? site.data.app : {}
  const named = (list: unknown, field: string, portrait: boolean) =>
    (Array.isArray(list) ? list : []).flatMap((entry, index) => {
      const image = isPlainObject(entry) ? entry[field] : undefined
      return typeof image === "string" && IMAGE_PATH.test(image)
        ? [{ image, field: `"app.${field === "badge" ? "stores" : "screenshots"}[${index}].${field}"`, portrait }]
        : []
    })
  const images = [...named(app.stores, "badge", false), ...named(app.screenshots, "image", true)]
  return images.flatMap(({ image, field, portrait }): ContentProblem[] => {
    const facts = imageFacts(image)
    const problem = (message: string) => [{ file: site.file, message: `${field} is ${show(image)}, ${message}` }]
    if (!facts) return problem(`a file that does not exist; expected a picture inside content/ (content/${image})`)
    if (!(IMAGE_FORMATS as readonly string[]).includes(facts.format)) {
      return problem(`a ${facts.format.toUpperCase()} file; expected a PNG, JPEG or WebP picture`)
    }
    if (portrait && facts.width >= facts.height) {
      return problem(
        `${facts.width} × ${facts.height} pixels; expected a portrait screenshot, taller than wide (such as 1290 × 2796)`,
      )
    }
    return []
  })
}

const TRANSLATION_MODELS = {
  site: translationModel(siteConfigModel),
  feature: translationModel(featureModel),
  legal: translationModel(legalFrontmatterModel),
}

/** A translation's fields: only those it may hold, each checked as in the default language, none required. */
function checkPartial(
  value: Record<string, unknown>,
  rule: ObjectRule,
  file: string,
  prefix: string,
): ContentProblem[] {
  const name = (key: string) => (prefix ? `${prefix}.${key}` : key)
  return Object.entries(value).flatMap(([key, field]): ContentProblem[] => {
    const fieldRule = rule.fields[key]
    if (!fieldRule) {
      const known = Object.keys(rule.fields)
      return [
        {
          file,
          message: `"${name(key)}" is not a field a translation holds; expected only: ${known.join(", ")} (the rest comes from the default language's file)`,
        },
      ]
    }
    if (field === "" && isString(fieldRule)) return []
    if (fieldRule.kind === "object") {
      return isPlainObject(field)
        ? checkPartial(field, fieldRule, file, name(key))
        : checkValue(field, fieldRule, file, name(key))
    }
    if (fieldRule.kind === "list") {
      const keyField = listKeyOf(fieldRule.of)!
      if (!Array.isArray(field)) return checkValue(field, fieldRule, file, name(key))
      return field.flatMap((item, index) => {
        const entry = `${name(key)}[${index}]`
        if (!isPlainObject(item)) return checkValue(item, fieldRule.of, file, entry)
        const keyProblems = checkValue(item[keyField], fieldRule.of.fields[keyField]!, file, `${entry}.${keyField}`)
        return [
          ...keyProblems,
          ...checkPartial(item, fieldRule.of, file, entry).filter(
            (p) => !p.message.startsWith(`"${entry}.${keyField}"`),
          ),
        ]
      })
    }
    return checkValue(field, fieldRule, file, name(key))
  })
}

const SOURCE_HASH = /^[0-9a-f]{8}$/

/**
 * The record of sources: every value a fingerprint. A key that names no text of the default language
 * (any more) is no problem: the English text was removed, and the record of it simply goes unused.
 */
function checkTranslatedFrom(record: unknown, file: string): ContentProblem[] {
  if (record === undefined) return []
  if (!isPlainObject(record)) {
    return [{ file, message: `"${TRANSLATED_FROM}" is ${show(record)}; expected a group of field: fingerprint pairs` }]
  }
  return Object.entries(record).flatMap(([path, hash]) => {
    return typeof hash === "string" && SOURCE_HASH.test(hash)
      ? []
      : [
          {
            file,
            message: `"${TRANSLATED_FROM}.${path}" is ${show(hash)}; expected the 8-character fingerprint the translation report prints`,
          },
        ]
  })
}

/**
 * Every translation file: in a language the site has, holding only what a translation may hold. A
 * translation of a file that no longer exists (a card the editor deleted) is left unused, and the
 * translation report names it. With `translations.missingStrings` set to "fail", a string a language lacks
 * (in a file or for want of the file) is a problem too.
 */
function checkTranslations(input: ContentInput): ContentProblem[] {
  const siteData = isPlainObject(input.site?.data) ? input.site.data : {}
  const languages = Array.isArray(siteData.languages)
    ? ((siteData.languages as unknown[]).filter((code) => typeof code === "string") as string[])
    : []
  const [defaultLanguage, ...others] = languages
  const failOnMissing = isPlainObject(siteData.translations) && siteData.translations.missingStrings === "fail"
  const sources = [
    ...(input.site ? [{ file: input.site.file, kind: "site" as const, data: input.site.data, body: undefined }] : []),
    ...input.features.map(({ file, data }) => ({ file, kind: "feature" as const, data, body: undefined })),
    ...input.legal.map(({ file, frontmatter, body }) => ({ file, kind: "legal" as const, data: frontmatter, body })),
  ]
  const translations = input.translations ?? []
  const problems = translations.flatMap((translation): ContentProblem[] => {
    const { file, language } = translation
    if (language === defaultLanguage || !others.includes(language)) {
      const expected =
        others.length > 0
          ? `one of the languages in ${SITE_FILE}: ${others.join(", ")}`
          : `a language listed in ${SITE_FILE} "languages"`
      return [{ file, message: `translates into "${language}"; expected ${expected}` }]
    }
    const source = sources.find(({ file: sourceFile }) => sourceFile === translation.source)
    if (!source) return []
    if (!isPlainObject(translation.data))
      return [{ file, message: `holds ${show(translation.data)}; expected { ...fields }` }]
    const model = TRANSLATION_MODELS[source.kind]
    const { [TRANSLATED_FROM]: record, ...fields } = translation.data
    return [
      ...checkPartial(fields, model, file, ""),
      ...checkTranslatedFrom(record, file),
      ...(translation.body === undefined
        ? []
        : checkLegalComponents({ file, frontmatter: fields, body: translation.body })),
    ]
  })
  if (!failOnMissing) return problems
  const missing = others.flatMap((language) =>
    sources.flatMap(({ file, kind, data, body }) => {
      const translationFile = translationFileName(file, language)
      const translation = translations.find((candidate) => candidate.file === translationFile)
      const model = TRANSLATION_MODELS[kind]
      const withBody = (value: unknown, text: string | undefined) =>
        kind === "legal" ? { ...(isPlainObject(value) ? value : {}), body: text } : value
      const status = translationStatus(
        { ...model, fields: { ...model.fields, ...(kind === "legal" ? { body: { kind: "copy" as const } } : {}) } },
        withBody(data, body),
        withBody(translation?.data, translation?.body),
      )
      return status.missing.map((path) => ({
        file: translationFile,
        message: `"${path}" is missing; expected the ${language} text, because translations.missingStrings in ${SITE_FILE} is "fail"`,
      }))
    }),
  )
  return [...problems, ...missing]
}

/** Every problem in the content, in file order; an empty list means the site can be built. */
export function validateContent(input: ContentInput): ContentProblem[] {
  const { site, features, legal } = input
  const siteProblems = site
    ? [
        ...checkValue(site.data, siteConfigModel, site.file, ""),
        ...checkNavigation(site, legal),
        ...checkStores(site),
        ...(input.imageFacts ? checkAppImages(site, input.imageFacts) : []),
      ]
    : [{ file: SITE_FILE, message: "the file is missing; expected the site's settings and copy" }]
  const featureProblems =
    features.length === 0
      ? [{ file: "content/features/", message: "holds no feature cards; expected at least one .json file" }]
      : [
          ...features.flatMap(({ file, data }) => checkValue(data, featureModel, file, "")),
          ...checkFeatureOrders(features),
        ]
  const legalProblems = [
    ...legal.flatMap((page) => [
      ...checkValue(page.frontmatter, legalFrontmatterModel, page.file, ""),
      ...checkLegalComponents(page),
    ]),
    ...checkLegalPaths(legal),
  ]
  const byFile = (a: ContentProblem, b: ContentProblem) => a.file.localeCompare(b.file)
  return [...siteProblems, ...featureProblems, ...legalProblems, ...checkTranslations(input)].sort(byFile)
}
