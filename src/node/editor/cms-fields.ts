import { FEATURE_ICON_NAMES } from "../../lib/feature-icons"
import { LEGAL_MDX_COMPONENT_NAMES } from "../../lib/legal-mdx"
import {
  APP_STORE_ID,
  COPY_PLACEHOLDERS,
  EMAIL,
  FORM_ENDPOINT_PATTERN,
  HTTPS_URL,
  LANGUAGE_CODE,
  REPO,
  SCIENTIFIC_NAME,
  SITE_PATH,
  SPECIES_SLUG,
  TAXON,
  SITE_URL,
  STORE_URLS,
  expectation,
  isOptional,
  type FieldRule,
  type ObjectRule,
} from "../content"

/** The languages the editor offers for the site's list. */
const CMS_LANGUAGE_CODES = [
  "ar",
  "de",
  "en",
  "es",
  "fr",
  "he",
  "it",
  "ja",
  "ko",
  "nl",
  "pl",
  "pt",
  "sv",
  "tr",
  "uk",
  "zh",
]

/**
 * The editor's fields, one for each field of the content model, each widget enforcing what the
 * validator checks (cms-config.ts puts them together).
 */

/** A Decap CMS field (https://decapcms.org/docs/widgets/), as far as this site uses them. */
export interface CmsField {
  name: string
  label: string
  widget: "string" | "number" | "select" | "datetime" | "object" | "list" | "markdown" | "image" | "relation" | "hidden"
  required?: boolean
  hint?: string
  pattern?: [string, string]
  options?: readonly string[]
  multiple?: boolean
  value_type?: "int" | "float"
  min?: number
  max?: number
  /** A list of single values (strings, numbers) instead of groups. */
  field?: CmsField
  fields?: CmsField[]
  /** A relation widget's collection, stored field and searched fields. */
  collection?: string
  value_field?: string
  search_fields?: string[]
  display_fields?: string[]
  collapsed?: boolean
  summary?: string
  format?: string
  date_format?: string
  time_format?: boolean
  picker_utc?: boolean
  editor_components?: string[]
  media_folder?: string
  public_folder?: string
  choose_url?: boolean
  /** A hidden field's value in a new entry. */
  default?: string
}

/** "successTitle" -> "Success title": labels editors read, from the model's field names. */
export function labelOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const STORE_URL_HINT = `The app's page: ${Object.values(STORE_URLS)
  .map(({ name, example }) => `${name} ${example}`)
  .join(", ")}`

const patternOf = (regex: RegExp, rule: FieldRule): [string, string] => [regex.source, `Expected ${expectation(rule)}`]

/** The widget for one field of the model. */
export function cmsField(name: string, rule: FieldRule): CmsField {
  const field = requiredCmsField(name, rule)
  if (!isOptional(rule)) return field
  // Decap checks a group's required fields even when the group is optional and left empty, so they
  // are optional here; the build checks that a group given at all (a photo) has every one of them.
  if (rule.kind === "object") {
    return {
      ...field,
      required: false,
      hint: "Leave every field empty for none; otherwise fill in all of them",
      fields: field.fields?.map((nested) => ({ ...nested, required: false })),
    }
  }
  return { ...field, required: false }
}

function requiredCmsField(name: string, rule: FieldRule): CmsField {
  const base = { name, label: labelOf(name) }
  switch (rule.kind) {
    case "storeUrl":
      return { ...base, widget: "string", pattern: patternOf(HTTPS_URL, rule), hint: STORE_URL_HINT }
    case "appStoreId":
      return { ...base, widget: "string", pattern: patternOf(APP_STORE_ID, rule), hint: "App Store entries only" }
    case "image":
      // Uploads land in content/<folder>; the file then holds the path inside content/, as the site reads it.
      return {
        ...base,
        widget: "image",
        media_folder: `/content/${rule.folder}`,
        public_folder: rule.folder,
        choose_url: false,
        hint: expectation(rule),
      }
    case "copy": {
      const placeholders = [...COPY_PLACEHOLDERS, ...(rule.placeholders ?? [])].map((word) => `{${word}}`)
      return { ...base, widget: "string", hint: `May use ${placeholders.join(", ")}` }
    }
    case "text":
      return { ...base, widget: "string" }
    case "email":
      return { ...base, widget: "string", pattern: patternOf(EMAIL, rule) }
    case "url":
      return { ...base, widget: "string", pattern: patternOf(SITE_URL, rule) }
    case "path":
      return { ...base, widget: "string", pattern: patternOf(SITE_PATH, rule) }
    case "repo":
      return { ...base, widget: "string", pattern: patternOf(REPO, rule) }
    case "formEndpoint":
      return { ...base, widget: "string", pattern: patternOf(FORM_ENDPOINT_PATTERN, rule) }
    case "positiveInt":
      return { ...base, widget: "number", value_type: "int", min: 1, hint: `A whole number above 0 (${rule.unit})` }
    case "count":
      return { ...base, widget: "number", value_type: "int", min: 0, hint: `A whole number (${rule.unit})` }
    case "locale":
      return { ...base, widget: "string", pattern: patternOf(LANGUAGE_CODE, rule), hint: expectation(rule) }
    case "languages":
      // Chosen in order: the first is the default. A language not offered here can be added in the file.
      return { ...base, widget: "select", multiple: true, options: CMS_LANGUAGE_CODES, hint: expectation(rule) }
    case "icon":
      return { ...base, widget: "select", options: FEATURE_ICON_NAMES }
    case "choice":
      return { ...base, widget: "select", options: rule.values }
    case "date":
      return {
        ...base,
        widget: "datetime",
        format: "YYYY-MM-DD",
        date_format: "YYYY-MM-DD",
        time_format: false,
        picker_utc: true,
      }
    case "object":
      return { ...base, widget: "object", collapsed: true, fields: cmsFields(rule) }
    case "variants": {
      const tag: CmsField = {
        ...base,
        name: rule.tag,
        label: labelOf(rule.tag),
        widget: "select",
        options: Object.keys(rule.variants),
      }
      const variantFields = Object.entries(rule.variants).flatMap(([variant, fields]) =>
        Object.entries(fields).map(([field, fieldRule]) => ({
          ...cmsField(field, fieldRule),
          required: false,
          hint: `Only when ${rule.tag} is "${variant}"; leave empty otherwise`,
        })),
      )
      return { ...base, widget: "object", collapsed: true, fields: [tag, ...variantFields] }
    }
    case "list":
      return { ...base, widget: "list", collapsed: true, fields: cmsFields(rule.of) }
    case "copyList":
      return {
        ...base,
        widget: "list",
        min: rule.min,
        max: rule.max,
        field: { name: "text", label: "Text", widget: "string" },
        hint: expectation(rule),
      }
    case "choiceList":
      return {
        ...base,
        widget: "select",
        multiple: true,
        options: rule.values,
        ...(rule.min ? { min: rule.min } : { required: false }),
        hint: expectation(rule),
      }
    case "scientificName":
      return { ...base, widget: "string", pattern: patternOf(SCIENTIFIC_NAME, rule), hint: expectation(rule) }
    case "taxon":
      return { ...base, widget: "string", pattern: patternOf(TAXON, rule), hint: expectation(rule) }
    case "reference":
      return { ...base, widget: "string", pattern: patternOf(HTTPS_URL, rule), hint: expectation(rule) }
    case "millimetres":
      return { ...base, widget: "number", value_type: "float", min: 0.1, hint: expectation(rule) }
    case "months":
      return {
        ...base,
        widget: "list",
        field: { name: "month", label: "Month", widget: "number", value_type: "int", min: 1, max: 12 },
        hint: expectation(rule),
      }
    case "species":
      // The other species by name, from every order's folder (cms-config.ts); the file keeps its
      // slug, its file's name. SPECIES_SLUG is what the validator checks.
      return {
        ...base,
        widget: "relation",
        collection: "species",
        value_field: "{{filename}}",
        search_fields: ["commonName", "scientificName"],
        display_fields: ["commonName"],
        hint: `${expectation(rule)} (${SPECIES_SLUG.source})`,
      }
  }
}

export function cmsFields(model: ObjectRule): CmsField[] {
  return Object.entries(model.fields).map(([name, rule]) => cmsField(name, rule))
}

/** The MDX body of a legal page, with the tags the site fills in as editor components. */
export const legalBody: CmsField = {
  name: "body",
  label: "Text",
  widget: "markdown",
  editor_components: [...LEGAL_MDX_COMPONENT_NAMES],
  hint: `Tags the site fills in: ${LEGAL_MDX_COMPONENT_NAMES.map((name) => `<${name} />`).join(", ")}`,
}

/** A Decap collection: a folder of entries, or a list of files (https://decapcms.org/docs/collection-overview/). */
export interface CmsCollection {
  name: string
  label: string
  label_singular?: string
  folder?: string
  extension?: string
  format?: string
  create?: boolean
  delete?: boolean
  identifier_field?: string
  slug?: string
  /** Where in the folder an entry's file is, when deeper than the folder itself. */
  path?: string
  /** Left out of the editor's lists; a relation widget still reads it. */
  hide?: boolean
  summary?: string
  sortable_fields?: string[]
  /** Where an entry's page is on the live site, after site_url: Decap's "View Live" link. */
  preview_path?: string
  preview_path_preserve_slashes?: boolean
  fields?: CmsField[]
  files?: Array<{
    name: string
    label: string
    file: string
    format: string
    preview_path?: string
    fields: CmsField[]
  }>
}
