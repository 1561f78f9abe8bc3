import type { CreateSchemaCustomizationArgs } from "gatsby"
import { formatDate, type DateStyle } from "../../lib/dates"
import { appLinkUrl, type AppStoreLink } from "../../lib/app-stores"
import { fillTemplate } from "../../lib/fill-template"
import { formatMillimetres, monthList, numberFormat } from "../../lib/guide"
import path from "path"
import { writeQrCodeFile } from "./qr-code"
import { siteBuildTypeDef } from "./site-build"
import {
  COPY_PLACEHOLDERS,
  featureModel,
  isOptional,
  legalFrontmatterModel,
  SITE_CONFIG_TYPE,
  siteConfigModel,
  speciesModel,
  type FieldRule,
  type ObjectRule,
  type VariantsRule,
} from "./content-model"

function fieldType(rule: FieldRule): string {
  const type = requiredFieldType(rule)
  return isOptional(rule) ? type.replace(/!( |$)/, "$1") : type
}

function requiredFieldType(rule: FieldRule): string {
  switch (rule.kind) {
    case "image":
      // Null only while the file is missing, which the build reports before any query runs.
      return "File @contentFile"
    case "copy":
      return "String! @copy"
    case "positiveInt":
    case "count":
      return "Int!"
    case "languages":
    case "copyList":
    case "choiceList":
      return "[String!]!"
    case "months":
      return "[Int!]!"
    case "millimetres":
      return "Float!"
    case "date":
      return "Date! @dateformat"
    case "object":
      return `${rule.typeName}!`
    case "variants":
      return `${rule.typeName}!`
    case "list":
      return `[${rule.of.typeName}!]!`
    default:
      return "String!"
  }
}

/** A variant group as one type: its tag, then each variant's fields, null where another variant is chosen. */
function variantsTypeDef(rule: VariantsRule): string {
  const optional = Object.values(rule.variants).flatMap((fields) =>
    Object.entries(fields).map(([name, field]) => `  ${name}: ${fieldType(field).replace(/!$/, "")}`),
  )
  return `type ${rule.typeName} {\n  ${rule.tag}: String!\n${[...new Set(optional)].join("\n")}\n}`
}

/** The SDL for an object and, after it, every object type nested in it, each once (a species' and its stages' traits are one type). */
function typeDefsOf(model: ObjectRule, header = `type ${model.typeName}`): string[] {
  // An image field is its File (for the image pipeline); `<name>Path` keeps the path as written.
  const fields = Object.entries(model.fields).flatMap(([name, rule]) => [
    `  ${name}: ${fieldType(rule)}`,
    ...(rule.kind === "image" ? [`  ${name}Path: String${isOptional(rule) ? "" : "!"} @proxy(from: "${name}")`] : []),
  ])
  const nested = Object.values(model.fields).flatMap((rule) => {
    if (rule.kind === "object") return typeDefsOf(rule)
    if (rule.kind === "variants") return [variantsTypeDef(rule)]
    if (rule.kind === "list") return typeDefsOf(rule.of)
    return []
  })
  return [...new Set([`${header} {\n${fields.join("\n")}\n}`, ...nested])]
}

/**
 * Every content type is declared, not inferred: a field an editor deletes becomes a build error
 * instead of silently vanishing from the schema, and typegen gets non-null types. Content nodes
 * are children of their File, declared so that File's child fields do not depend on the data.
 *
 * `@copy` marks editor copy that may name the brand or the user count as `{brand}` and
 * `{userCount}`; they are filled from content/site.json when queried, so renaming the brand there
 * renames it everywhere.
 */
/** Fields the build adds to every language's node (content-nodes.ts); not written in content/. */
const LOCALIZED_FIELDS = `
  "The language of this node's copy, such as de."
  language: String!
  "Copy that shows the default language's text because the translation lacks it, by path: hero.lead."
  untranslated: [String!]!`

const [siteConfigType = "", ...siteConfigNested] = typeDefsOf(
  siteConfigModel,
  `type ${siteConfigModel.typeName} implements Node @dontInfer @childOf(types: ["File"])`,
)
const [featureType = "", ...featureNested] = typeDefsOf(
  featureModel,
  `type ${featureModel.typeName} implements Node @dontInfer @childOf(types: ["File"])`,
)
const [speciesType = "", ...speciesNested] = typeDefsOf(
  speciesModel,
  `type ${speciesModel.typeName} implements Node @dontInfer @childOf(types: ["File"])`,
)
/** A stage of a species (its caterpillar, its grub), which like the species has a size and months to format. */
const SPECIES_STAGE_TYPE = speciesModel.fields.stages?.kind === "list" ? speciesModel.fields.stages.of.typeName : ""
const withFields = (typeDef: string, fields: string) => typeDef.replace(/\n}$/, `${fields}\n}`)

/** A legal page's frontmatter: a translation holds only its copy, so every field may be null there. */
const legalFrontmatterType = typeDefsOf(legalFrontmatterModel, `type ${legalFrontmatterModel.typeName} @dontInfer`)
  .join("\n\n")
  .replace(/^(\s+\w+: [\w[\]!]*?)!( |$)/gm, "$1$2")
  .replace(
    /\n}$/,
    '\n  translatedFrom: JSON\n  "The effective date as a language writes it (Intl, with its locale and legal.effectiveDateStyle): 30. März 2025."\n  localEffectiveDate(language: String!): String @localDate\n}',
  )

/** The date field each `@localDate` field formats. */
const LOCAL_DATE_SOURCE: Record<string, string> = { localEffectiveDate: "effectiveDate" }

export const typeDefs = [
  withFields(
    siteConfigType,
    `${LOCALIZED_FIELDS}
  "The site's first language, served without a prefix."
  defaultLanguage: String!
  "ltr or rtl, for <html dir>."
  direction: String!
  "Every language of the site, the default first, each named in itself, for the language switcher."
  allLanguages: [SiteLanguage!]!
  "The months' names as the language writes them, January first (Intl at build, so that a page need not load the locale's data while it hydrates)."
  monthNames: [String!]!
  "The months' initials (Intl's narrow form, at build), January first: J, F, M."
  monthInitials: [String!]!
  "Where one tap or scan gets the app, with its QR code; null while app.stores names no store."
  appLink: AppLink @appLink`,
  ),
  ...siteConfigNested,
  `type SiteLanguage {\n  code: String!\n  name: String!\n  locale: String!\n}`,
  `type AppLink {
  "The only store's page, or with several the site's app page in this language, which sends each phone to its store."
  url: String!
  "The QR code of url, an SVG file the build writes into public/static/."
  qrCodeSrc: String!
}`,
  withFields(featureType, LOCALIZED_FIELDS),
  ...featureNested,
  withFields(
    speciesType,
    `${LOCALIZED_FIELDS}
  "The species' file name without .json, and the last segment of its page's path: asian-hornet."
  slug: String!
  "The size's figures as the locale writes numbers (Intl at build, so that the page need not load the locale's data while it hydrates): 2,5."
  localSize(locale: String!): LocalSize! @localSize
  "The months adults are seen, as the locale lists them (Intl at build): April, May and June."
  localMonths(locale: String!): String! @localMonths`,
  ),
  ...speciesNested.map((typeDef) =>
    typeDef.startsWith(`type ${SPECIES_STAGE_TYPE} {`)
      ? withFields(
          typeDef,
          `
  "The stage's size as the locale writes numbers: 2,5."
  localSize(locale: String!): LocalSize! @localSize
  "The months the stage is met, as the locale lists them: January, February and March."
  localMonths(locale: String!): String! @localMonths`,
        )
      : typeDef,
  ),
  `type LocalSize {\n  min: String!\n  max: String!\n}`,
  `type Mdx implements Node {\n  frontmatter: ${legalFrontmatterModel.typeName}!\n}`,
  legalFrontmatterType,
  siteBuildTypeDef,
].join("\n\n")

interface AppLinkSource {
  language: string
  defaultLanguage: string
  siteUrl: string
  app?: { stores?: readonly AppStoreLink[] | null } | null
}

interface SiteConfigSource {
  brand: string
  /** A number, written as the language writes numbers; text is used as it is. */
  userCount: number | string
  /** The language's locale, for the number. */
  locale?: string | null
}

/** The values of the placeholders all copy may use ({brand}, {userCount}), from site.json. */
export function copyValues(site: SiteConfigSource): Record<(typeof COPY_PLACEHOLDERS)[number], string> {
  const { brand, userCount, locale } = site
  const count = typeof userCount === "number" ? numberFormat(locale ?? "").format(userCount) : userCount
  return { brand, userCount: count }
}

/** Editor copy with its placeholders filled from a SiteConfig node, as every query gives it (`@copy`). */
export function filledCopy(value: string, site: SiteConfigSource | null | undefined): string {
  return site && value.includes("{") ? fillTemplate(value, copyValues(site)) : value
}

/** What a field extension's resolver is handed: the node, the field's arguments, the node store. */
type FieldResolver<Args, Source> = (
  source: Source,
  args: Args,
  context: { nodeModel: { findOne: (query: object) => Promise<unknown> } },
  info: { fieldName: string },
) => unknown

/** A field extension (`@name` in the type definitions) that resolves its field with `resolve`. */
function resolvingExtension<Args, Source = Record<string, unknown>>(
  actions: CreateSchemaCustomizationArgs["actions"],
  name: string,
  resolve: FieldResolver<Args, Source>,
): void {
  actions.createFieldExtension({ name, extend: () => ({ resolve }) })
}

/** The placeholders the `@copy` resolver fills, as copy writes them: {brand}, {userCount}. */
const COPY_TOKENS = COPY_PLACEHOLDERS.map((name) => `{${name}}`)

export function createSchemaCustomization({ actions }: CreateSchemaCustomizationArgs): void {
  resolvingExtension<unknown>(actions, "copy", (source, _args, context, info) => {
    const value = source[info.fieldName]
    // Most copy names neither placeholder (nodes have them filled, and "{count}" is the browser's to
    // fill): it is returned as it is, without a store query and without a promise, which GraphQL
    // would otherwise wait for field by field on every page.
    if (typeof value !== "string" || !COPY_TOKENS.some((token) => value.includes(token))) return value
    return context.nodeModel
      .findOne({ type: SITE_CONFIG_TYPE, query: {} })
      .then((site) => filledCopy(value, site as SiteConfigSource | null))
  })
  resolvingExtension<{ language: string }>(actions, "localDate", async (source, args, context, info) => {
    const value = source[LOCAL_DATE_SOURCE[info.fieldName] ?? ""]
    if (typeof value !== "string" && !(value instanceof Date)) return null
    const site = (await context.nodeModel.findOne({
      type: SITE_CONFIG_TYPE,
      query: { filter: { language: { eq: args.language } } },
    })) as { locale: string; legal: { effectiveDateStyle: DateStyle } } | null
    return formatDate(value, site?.locale ?? args.language, site?.legal.effectiveDateStyle ?? "long")
  })
  resolvingExtension<{ locale: string }, { sizeMm: { min: number; max: number } }>(
    actions,
    "localSize",
    ({ sizeMm }, { locale }) => ({
      min: formatMillimetres(sizeMm.min, locale),
      max: formatMillimetres(sizeMm.max, locale),
    }),
  )
  resolvingExtension<{ locale: string }, { months: number[] }>(actions, "localMonths", ({ months }, { locale }) =>
    monthList(months, locale),
  )
  resolvingExtension<unknown>(actions, "contentFile", (source, _args, context, info) => {
    const relativePath = source[info.fieldName]
    if (typeof relativePath !== "string") return null
    return context.nodeModel.findOne({
      type: "File",
      query: { filter: { sourceInstanceName: { eq: "content" }, relativePath: { eq: relativePath } } },
    })
  })
  resolvingExtension<unknown, AppLinkSource>(actions, "appLink", (site) => {
    const url = appLinkUrl(site.app?.stores ?? [], site)
    return url ? { url, qrCodeSrc: writeQrCodeFile(path.resolve("public"), url) } : null
  })
  actions.createTypes(typeDefs)
}
