import type { CreateSchemaCustomizationArgs } from "gatsby"
import { fillTemplate } from "../lib/fill-template"
import {
  COPY_PLACEHOLDERS,
  featureModel,
  legalFrontmatterModel,
  siteConfigModel,
  type FieldRule,
  type ObjectRule,
  type VariantsRule,
} from "./content-model"

/** The node types made from the JSON files in content/ (see content-nodes.ts). */
export const SITE_CONFIG_TYPE = siteConfigModel.typeName
export const FEATURE_TYPE = featureModel.typeName

function fieldType(rule: FieldRule): string {
  switch (rule.kind) {
    case "copy":
      return "String! @copy"
    case "positiveInt":
      return "Int!"
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

/** The SDL for an object and, after it, every object type nested in it. */
function typeDefsOf(model: ObjectRule, header = `type ${model.typeName}`): string[] {
  const fields = Object.entries(model.fields).map(([name, rule]) => `  ${name}: ${fieldType(rule)}`)
  const nested = Object.values(model.fields).flatMap((rule) => {
    if (rule.kind === "object") return typeDefsOf(rule)
    if (rule.kind === "variants") return [variantsTypeDef(rule)]
    if (rule.kind === "list") return typeDefsOf(rule.of)
    return []
  })
  return [`${header} {\n${fields.join("\n")}\n}`, ...nested]
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
export const typeDefs = [
  ...typeDefsOf(
    siteConfigModel,
    `type ${siteConfigModel.typeName} implements Node @dontInfer @childOf(types: ["File"])`,
  ),
  ...typeDefsOf(featureModel, `type ${featureModel.typeName} implements Node @dontInfer @childOf(types: ["File"])`),
  `type Mdx implements Node {\n  frontmatter: ${legalFrontmatterModel.typeName}!\n}`,
  ...typeDefsOf(legalFrontmatterModel, `type ${legalFrontmatterModel.typeName} @dontInfer`),
].join("\n\n")

type SiteConfigSource = Record<(typeof COPY_PLACEHOLDERS)[number], string>

/** The values of the placeholders all copy may use, from site.json. */
export function copyValues(site: SiteConfigSource): Record<string, string> {
  return Object.fromEntries(COPY_PLACEHOLDERS.map((name) => [name, site[name]]))
}

export function createSchemaCustomization({ actions }: CreateSchemaCustomizationArgs): void {
  actions.createFieldExtension({
    name: "copy",
    extend() {
      return {
        async resolve(
          source: Record<string, unknown>,
          _args: unknown,
          context: { nodeModel: { findOne: (q: object) => Promise<unknown> } },
          info: { fieldName: string },
        ) {
          const value = source[info.fieldName]
          if (typeof value !== "string") return value
          const site = (await context.nodeModel.findOne({
            type: SITE_CONFIG_TYPE,
            query: {},
          })) as SiteConfigSource | null
          return site ? fillTemplate(value, copyValues(site)) : value
        },
      }
    },
  })
  actions.createTypes(typeDefs)
}
