import { FORM_ENDPOINT_PATTERN, isFormEndpoint } from "../../../lib/contact-delivery"
import { FEATURE_ICON_NAMES } from "../../../lib/feature-icons"
import { COPY_PLACEHOLDERS, isOptional } from "../content-model"
import type { FieldRule, ObjectRule, VariantsRule } from "../content-model"
import { LANGUAGE_CODE } from "../translations"
import type { ContentProblem } from "./problems"

export { FORM_ENDPOINT_PATTERN }

/**
 * Every value against its rule in the content model (content-model.ts): its kind, its pattern, its
 * placeholders, nested groups, lists and variants. The checks across fields and files live beside
 * it, one file per kind of content.
 */

export function show(value: unknown): string {
  if (value === undefined) return "missing"
  const json = JSON.stringify(value) ?? String(value)
  return json.length > 60 ? `${json.slice(0, 57)}...` : json
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

/**
 * The entries whose key an earlier entry already has, each with that earlier entry's file: what no
 * two files may share (a card's order, a page's path). Entries without a key are passed over.
 */
export function repeatedKeys<T extends { file: string }>(
  entries: readonly T[],
  keyOf: (entry: T) => unknown,
): Array<{ entry: T; key: unknown; first: string }> {
  const firstWithKey = new Map<unknown, string>()
  return entries.flatMap((entry) => {
    const key = keyOf(entry)
    if (key === undefined) return []
    const first = firstWithKey.get(key)
    if (first) return [{ entry, key, first }]
    firstWithKey.set(key, entry.file)
    return []
  })
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
/** Genus and species, optionally a subspecies: Vespa velutina, Vespa velutina nigrithorax. */
export const SCIENTIFIC_NAME = /^[A-Z][a-z]+ [a-z]+(-[a-z]+)?( [a-z]+)?$/
export const TAXON = /^[A-Z][a-z]+$/
/** A species' file name without .json: lower-case words joined by hyphens. */
export const SPECIES_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

function isLocale(text: string): boolean {
  try {
    return LANGUAGE_CODE.test(Intl.getCanonicalLocales(text)[0] ?? "") && Intl.getCanonicalLocales(text)[0] === text
  } catch {
    return false
  }
}

/** The kinds whose value is text that a pattern decides. */
const PATTERNS: Partial<Record<FieldRule["kind"], RegExp>> = {
  email: EMAIL,
  url: SITE_URL,
  path: SITE_PATH,
  repo: REPO,
  storeUrl: HTTPS_URL,
  appStoreId: APP_STORE_ID,
  image: IMAGE_PATH,
  scientificName: SCIENTIFIC_NAME,
  taxon: TAXON,
  species: SPECIES_SLUG,
  reference: HTTPS_URL,
}

/** The kinds whose value is text that a test decides. */
const TEXT_TESTS: Partial<Record<FieldRule["kind"], (text: string, rule: FieldRule) => boolean>> = {
  icon: (text) => (FEATURE_ICON_NAMES as readonly string[]).includes(text),
  date: isRealDate,
  choice: (text, rule) => rule.kind === "choice" && rule.values.includes(text),
  formEndpoint: isFormEndpoint,
  locale: isLocale,
}

/** Whether a value of any kind but text is what its rule asks for. */
function isSound(value: unknown, rule: FieldRule): boolean {
  const pattern = PATTERNS[rule.kind]
  if (pattern) return typeof value === "string" && pattern.test(value)
  const test = TEXT_TESTS[rule.kind]
  if (test) return typeof value === "string" && test(value, rule)
  switch (rule.kind) {
    case "positiveInt":
      return Number.isInteger(value) && (value as number) > 0
    case "count":
      return Number.isInteger(value) && (value as number) >= 0
    case "millimetres":
      return typeof value === "number" && value > 0 && Math.abs(value * 10 - Math.round(value * 10)) < 1e-9
    case "months":
      return (
        Array.isArray(value) &&
        value.length > 0 &&
        value.every(
          (month, index) =>
            Number.isInteger(month) && month >= 1 && month <= 12 && (index === 0 || month > value[index - 1]),
        )
      )
    case "choiceList":
      return (
        Array.isArray(value) &&
        value.length >= (rule.min ?? 0) &&
        value.every((entry) => typeof entry === "string" && rule.values.includes(entry)) &&
        new Set(value).size === value.length
      )
    case "languages": {
      const codes = Array.isArray(value) ? value : []
      return (
        codes.length > 0 &&
        codes.every((code) => typeof code === "string" && LANGUAGE_CODE.test(code)) &&
        new Set(codes).size === codes.length
      )
    }
    default:
      return true
  }
}

/** What is wrong with one value, as "is X; expected Y", or null when it is fine. */
function checkScalar(value: unknown, rule: FieldRule): string | null {
  // Made only for a value that is wrong: every field of every species passes through here.
  const wrong = () => `is ${show(value)}; expected ${expectation(rule)}`
  if (value === undefined) return `is missing; expected ${expectation(rule)}`
  if (rule.kind !== "copy" && rule.kind !== "text") return isSound(value, rule) ? null : wrong()
  if (typeof value !== "string") return wrong()
  if (value.trim() === "") return `is empty; expected ${expectation(rule)}`
  if (!value.includes("{")) return null
  const allowed: readonly string[] = rule.kind === "copy" ? [...COPY_PLACEHOLDERS, ...(rule.placeholders ?? [])] : []
  const unknown = [...value.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).filter((name) => !allowed.includes(name!))
  if (unknown.length > 0) {
    const expected = allowed.length > 0 ? `only ${allowed.map((name) => `{${name}}`).join(", ")}` : "no placeholders"
    return `uses ${unknown.map((name) => `{${name}}`).join(", ")}; expected ${expected}`
  }
  return null
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
      return `a PNG, JPEG or WebP file inside content/, by its path there, such as ${rule.folder}/${rule.example}${rule.portrait ? " (taller than wide)" : ""}`
    case "languages":
      return 'a list of different language codes, the default first, such as ["en", "de", "es"]'
    case "copyList":
      return `a list of ${rule.min} to ${rule.max} texts`
    case "choiceList":
      return rule.min
        ? `a list of at least ${rule.min} different ${rule.min === 1 ? "word" : "words"} from: ${rule.values.join(", ")}`
        : `a list of different words from: ${rule.values.join(", ")} (or [] for none)`
    case "scientificName":
      return "a genus and species in Latin, such as Vespa velutina (genus capitalised, species in lower case)"
    case "taxon":
      return "one Latin name with a capital first letter, such as Hymenoptera"
    case "millimetres":
      return "a length in millimetres above 0, written as a number such as 12 or 2.5 (a tenth at most)"
    case "months":
      return "a list of months as numbers from 1 (January) to 12 (December), in order, each once, such as [5, 6, 7]"
    case "species":
      return "another species of the guide by its file name without .json, such as european-hornet"
    case "reference":
      return "the https:// address of a page that backs these facts"
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

/**
 * Whether a value counts as not there: the browser editor saves an optional field left empty as ""
 * or null, and an optional group left empty (a species without a photo) as a group of empty fields.
 */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === "" || value === null) return true
  return isPlainObject(value) && Object.values(value).every(isEmpty)
}

/** Checks `value` against `rule`, naming nested fields as a.b and list entries as a[0].b. */
export function checkValue(value: unknown, rule: FieldRule, file: string, field: string): ContentProblem[] {
  const problem = (message: string) => [{ file, message: `${field ? `"${field}"` : "the file"} ${message}` }]
  if (isOptional(rule) && isEmpty(value)) return []
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
  if (rule.kind === "copyList") {
    if (!Array.isArray(value) || value.length < rule.min || value.length > rule.max) {
      return problem(`${value === undefined ? "is missing" : `is ${show(value)}`}; expected ${expectation(rule)}`)
    }
    return value.flatMap((entry, index) => {
      const message = checkScalar(entry, { kind: "copy" })
      return message ? [{ file, message: `"${field}[${index}]" ${message}` }] : []
    })
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
