import { speciesPath } from "../../lib/guide"
import { localizedPath } from "../../lib/languages"
import {
  featureModel,
  legalFrontmatterModel,
  listKeyOf,
  siteConfigModel,
  speciesModel,
  translationFileName,
  translationModel,
  valueAt,
  type ObjectRule,
} from "../content"
import { cmsField, legalBody, type CmsCollection, type CmsField } from "./cms-fields"
import { orderTitle, speciesCollectionName, type GuideOrder } from "./species-collections"

/** What the editor needs to offer every translation: the languages, and the English files they translate. */
export interface CmsTranslations {
  /** The default language's code, whose pages have no prefix. */
  defaultLanguage: string
  /** The languages other than the default, each named in itself. */
  languages: ReadonlyArray<{ code: string; name: string }>
  /** content/site.json as written. */
  site: unknown
  /** Each card's file name in content/features/ and its English fields. */
  cards: ReadonlyArray<{ file: string; data: unknown }>
  /** Each legal page's file name in content/legal/ and its English frontmatter. */
  legal: ReadonlyArray<{ file: string; frontmatter: unknown }>
  /** The guide's orders, each a folder of content/species/ and a collection of the editor's. */
  orders?: readonly GuideOrder[]
  /** Each species' file in content/species/ ("hymenoptera/asian-hornet.json") and its English fields. */
  species?: ReadonlyArray<{ file: string; data: unknown }>
  /** By language, the species' files that have a translation in it already (as in `species`). */
  translatedSpecies?: Readonly<Record<string, readonly string[]>>
}

/**
 * A translation's fields: those of the part of the model a translation holds, none required (what is
 * left empty shows in English), each with the English text beside it as its hint.
 */
function translationFields(model: ObjectRule, english: unknown, prefix = ""): CmsField[] {
  return Object.entries(translationModel(model).fields).map(([name, rule]) => {
    const path = prefix ? `${prefix}.${name}` : name
    const field = cmsField(name, rule)
    if (rule.kind === "object") return { ...field, required: false, fields: translationFields(rule, english, path) }
    if (rule.kind === "list") {
      return {
        ...field,
        required: false,
        fields: field.fields!.map((item) => {
          const isKey = item.name === listKeyOf(rule.of)
          // A translated screenshot names the English entry's file; it uploads nothing of its own.
          if (isKey && item.widget === "image") {
            return {
              name: item.name,
              label: item.label,
              widget: "string" as const,
              required: true,
              hint: "The English entry's image, as written there",
            }
          }
          return { ...item, required: isKey }
        }),
      }
    }
    const source = valueAt(english, path)
    return { ...field, required: false, hint: typeof source === "string" ? `English: ${source}` : field.hint }
  })
}

/** The species with no translation in `language` yet: each is a file entry of that language's translations. */
export function untranslatedSpecies(
  { species = [], translatedSpecies = {} }: CmsTranslations,
  language: string,
): ReadonlyArray<{ file: string; data: unknown }> {
  const translated = new Set(translatedSpecies[language] ?? [])
  return species.filter(({ file }) => !translated.has(file))
}

/** A content file's name without its folder and extension: how a translation's entry and preview are named. */
export const baseName = (file: string) => file.replace(/^.*\//, "").replace(/\.(json|mdx)$/, "")

/**
 * Collections per language other than the default: its copy of site.json, of every card and of
 * every legal page, at the path a translation has (content/i18n/<language>/...), and its species'
 * translations. Decap's own i18n cannot be used: its layouts move the default language's files too.
 *
 * The species' translations are a folder collection per order, as the English species are
 * (species-collections.ts), the same few lines of configuration at any number of species: as a file
 * entry each, with each field's English text as its hint, they made config.yml grow with the guide
 * until Decap showed nothing for most of a minute at 10,000 species (docs/scale.md). A folder
 * collection lists only the files there are; a species not yet translated into a language is a file
 * entry of that language's translations (its English text as the hints), which starts its file.
 */
export function translationCollections(translations: CmsTranslations): CmsCollection[] {
  const { defaultLanguage, languages, site, cards, legal, species = [], orders = [] } = translations
  // Where an entry's page is on the live site, after site_url (Decap's "View Live").
  const livePath = (path: string) => path.replace(/^\//, "")
  const byFile = <T extends { file: string }>(entries: readonly T[]) =>
    [...entries].sort((a, b) => a.file.localeCompare(b.file))
  // Decap reads a file's format from its collection, so the JSON files and the legal pages are two.
  return languages.flatMap(({ code, name }) => {
    return [
      {
        name: `translations-${code}`,
        label: `Translations: ${name}`,
        format: "json",
        files: [
          {
            name: `site-${code}`,
            label: `Site copy (${name})`,
            file: `content/${translationFileName("site.json", code)}`,
            preview_path: livePath(localizedPath("/", code, defaultLanguage)),
            format: "json",
            fields: translationFields(siteConfigModel, site),
          },
          ...byFile(cards).map((card) => ({
            name: `card-${code}-${baseName(card.file)}`,
            label: `Card: ${String(valueAt(card.data, "title") ?? card.file)} (${name})`,
            file: `content/${translationFileName(`features/${card.file}`, code)}`,
            format: "json",
            fields: translationFields(featureModel, card.data),
          })),
          ...byFile(untranslatedSpecies(translations, code)).map((entry) => ({
            name: `species-${code}-${baseName(entry.file)}`,
            label: `Species, not yet translated: ${String(valueAt(entry.data, "commonName") ?? entry.file)} (${name})`,
            file: `content/${translationFileName(`species/${entry.file}`, code)}`,
            preview_path: livePath(speciesPath(baseName(entry.file), code, defaultLanguage)),
            format: "json",
            fields: translationFields(speciesModel, entry.data),
          })),
        ],
      },
      ...(species.length > 0
        ? orders.map((order) => ({
            name: `${speciesCollectionName(order.folder)}-${code}`,
            label: `${name}: ${orderTitle(order)}`,
            label_singular: `Species translation (${name})`,
            folder: `content/${translationFileName(`species/${order.folder}`, code)}`,
            extension: "json",
            format: "json",
            // A species' translation is named by its English file: it is started from that
            // language's translations, where each species without one is listed.
            create: false,
            delete: false,
            identifier_field: "commonName",
            summary: "{{commonName}}",
            sortable_fields: ["commonName"],
            preview_path: livePath(speciesPath("{{slug}}", code, defaultLanguage)),
            fields: translationFields(speciesModel, undefined),
          }))
        : []),
      {
        name: `legal-${code}`,
        label: `Legal pages: ${name}`,
        format: "frontmatter",
        files: byFile(legal).map((page) => ({
          name: `legal-${code}-${baseName(page.file)}`,
          label: `${String(valueAt(page.frontmatter, "title") ?? page.file)} (${name})`,
          file: `content/${translationFileName(`legal/${page.file}`, code)}`,
          preview_path: livePath(
            localizedPath(String(valueAt(page.frontmatter, "path") ?? "/"), code, defaultLanguage),
          ),
          format: "frontmatter",
          fields: [
            ...translationFields(legalFrontmatterModel, page.frontmatter),
            {
              ...legalBody,
              required: false,
              hint: `The English page's text, translated, with its tags kept. ${legalBody.hint}`,
            },
          ],
        })),
      },
    ]
  })
}
