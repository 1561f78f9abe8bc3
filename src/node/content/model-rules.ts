/**
 * The kinds of field the content model is written in, and the builders the models use
 * (content-model.ts, species/model.ts).
 */
export type FieldRule =
  /** Editor copy: may use {brand} and {userCount}, plus the placeholders listed. */
  | { kind: "copy"; placeholders?: readonly string[] }
  /** A plain value with no placeholders, such as the brand itself. */
  | ({ kind: "text" } & Optional)
  | { kind: "email" }
  /** An absolute http(s) address without a trailing slash, such as https://buglens.app. */
  | { kind: "url" }
  /** A path on this site, like /privacy/. */
  | { kind: "path" }
  | { kind: "positiveInt"; unit: string }
  | { kind: "icon" }
  /** A calendar date written YYYY-MM-DD. */
  | { kind: "date" }
  /** One of a fixed set of words, such as a mode. */
  | ({ kind: "choice"; values: readonly string[] } & PerLanguage & Optional)
  /** Where a form service takes posts: https, or http on this machine for tests. */
  | { kind: "formEndpoint" }
  /** A GitHub repository written owner/name. */
  | { kind: "repo" }
  /** A count that copy shows as a number, written the way the page's language writes numbers. */
  | { kind: "count"; unit: string }
  /** The site's languages as codes (en, de, es-MX); the first is the default, served without a prefix. */
  | { kind: "languages" }
  /** A BCP 47 locale such as en-GB: how dates and numbers are written in one language. */
  | { kind: "locale" }
  /** The address of the app's page in one app store (checked against the entry's store). */
  | { kind: "storeUrl" }
  /** The App Store's numeric id of the app, as in its address: 6443872901. */
  | ({ kind: "appStoreId" } & Optional)
  /** A PNG, JPEG or WebP file, by its path inside content/: images/screens/identify.png. */
  | ({
      kind: "image"
      portrait?: true
      /** Where the editor's uploads go, inside content/. */ folder: string
      /** A file name the messages and the editor's hint give as an example: identify.png. */
      example: string
    } & Optional)
  /** Editor copy as a list of short entries (a species' features): each language writes the whole list. */
  | { kind: "copyList"; min: number; max: number }
  /** Several of a fixed set of words, each at most once, such as a species' hazards; at least `min` (0: may be empty). */
  | ({ kind: "choiceList"; values: readonly string[]; min?: number } & Optional)
  /** A genus and species written in Latin: Vespa velutina. Never translated. */
  | { kind: "scientificName" }
  /** A Latin name of one word, such as an order or a family: Hymenoptera. */
  | { kind: "taxon" }
  /** A length in millimetres; a tenth at most: 2.5. */
  | { kind: "millimetres" }
  /** Months of the year as numbers 1-12, in order, each once. */
  | { kind: "months" }
  /** Another species of the guide, by its file name without .json: european-hornet. */
  | { kind: "species" }
  /** The https:// address of a page that backs the facts. */
  | { kind: "reference" }
  | ObjectRule
  | VariantsRule
  /** A list of groups; `perLanguage`: each language writes its own whole list, none standing in for another's. */
  | ({ kind: "list"; of: ObjectRule } & Optional & PerLanguage)

export interface ObjectRule {
  kind: "object"
  /** The GraphQL type this object becomes. */
  typeName: string
  fields: Readonly<Record<string, FieldRule>>
  /** A group the editor may leave out as a whole (a species' photo); its fields are then not asked for. */
  optional?: true
}

/**
 * A group whose `tag` field picks one of several shapes, each with fields of its own, such as
 * `{ "mode": "endpoint", "url": "..." }`. In GraphQL it is one type: the tag, and every variant's
 * fields as nullable fields.
 */
export interface VariantsRule {
  kind: "variants"
  typeName: string
  tag: string
  variants: Readonly<Record<string, Readonly<Record<string, FieldRule>>>>
}

/**
 * Fields other than copy that each language sets for itself in its translation file (how it writes
 * dates, for instance). Copy is always translatable; these are the settings that are too.
 */
export type PerLanguage = { perLanguage?: true }

/**
 * A field the editor may leave out; an optional list may also be empty. Without one, the site shows
 * nothing of what the field would add.
 */
export type Optional = { optional?: true }

export function isOptional(rule: FieldRule): boolean {
  return "optional" in rule && rule.optional === true
}

/** A piece of copy, translated per language, which may use the placeholders. */
export const copy: FieldRule = { kind: "copy" }
export const text: FieldRule = { kind: "text" }

export function object(typeName: string, fields: Record<string, FieldRule>, optional?: Optional): ObjectRule {
  return { kind: "object", typeName, fields, ...optional }
}
