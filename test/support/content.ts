import fs from "fs"
import path from "path"
import type { HeadProps, PageProps } from "gatsby"
import { copyValues, localize, siteConfigModel, speciesModel, translationFileName } from "../../src/node/content"
import { speciesSlugOfSource, speciesSources } from "../../src/node/content/species/files"
import { listedSpecies, type ListedSpecies } from "../../src/node/host/search-index"
import { speciesPath } from "../../src/lib/guide"
import { fillTemplate, type TemplateValues } from "../../src/lib/fill-template"
import { languageName } from "../../src/lib/languages"

/**
 * Query results built from the real files in content/, shaped as the pages' GraphQL queries return
 * them, so the unit tests render what an editor wrote rather than a hand-made copy of it.
 */
const contentDir = path.resolve(__dirname, "../../content")

function readJson(relativePath: string) {
  return JSON.parse(fs.readFileSync(path.join(contentDir, relativePath), "utf8"))
}

/** What the schema's @copy extension does at query time, with the same placeholder values. */
function fillCopy<T>(value: T, values: TemplateValues): T {
  if (typeof value === "string") return fillTemplate(value, values) as T
  if (Array.isArray(value)) return value.map((item) => fillCopy(item, values)) as T
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillCopy(item, values)])) as T
  }
  return value
}

export const BUILD_YEAR = "2026"

/** What the build adds to each language's node (content-nodes.ts): here, the default language's. */
function localizedFields(raw: { languages: string[]; locale: string }) {
  return {
    language: raw.languages[0],
    defaultLanguage: raw.languages[0],
    direction: "ltr",
    untranslated: [],
    allLanguages: raw.languages.map((code) => ({
      code,
      name: languageName(code),
      locale: code === raw.languages[0] ? raw.locale : code,
    })),
  }
}

export function siteConfig(overrides: Record<string, unknown> = {}) {
  const raw = { ...readJson("site.json"), ...overrides }
  return { ...fillCopy(raw, copyValues(raw)), ...localizedFields(raw) }
}

/**
 * content/site.json in another language, as the build makes it (content-nodes.ts): the translation
 * in content/i18n/<language>/site.json laid over it, after `edit` changed that translation.
 */
export function siteConfigIn(
  language: string,
  edit: (translation: Record<string, Record<string, unknown>>) => void = () => {},
) {
  const raw = readJson("site.json")
  const translation = readJson(`i18n/${language}/site.json`)
  edit(translation)
  const { data, untranslated } = localize(siteConfigModel, raw, translation, language)
  return {
    ...fillCopy(data, copyValues(data)),
    ...localizedFields(raw),
    language,
    untranslated,
  }
}

export function features(site = siteConfig()) {
  const files = fs.readdirSync(path.join(contentDir, "features")).filter((file) => file.endsWith(".json"))
  return files
    .map((file) => ({ id: file, ...fillCopy(readJson(`features/${file}`), copyValues(site)) }))
    .sort((a, b) => a.order - b.order)
}

export function homePageData(site = siteConfig()): Queries.HomePageQuery {
  return {
    siteConfig: site,
    allFeature: { nodes: features(site) },
    offers: { nodes: [] },
    siteBuild: { buildYear: BUILD_YEAR },
  }
}

/** The 404 page's data: the site's text in every language, `site` as the default language's. */
export function notFoundPageData(site = siteConfig()): Queries.NotFoundPageQuery {
  const { languages } = readJson("site.json") as { languages: string[] }
  return {
    allSiteConfig: { nodes: [site, ...languages.slice(1).map((language) => siteConfigIn(language))] },
    siteBuild: { buildYear: BUILD_YEAR },
  }
}

export const privacyFrontmatter = {
  title: "Privacy Policy",
  description: "How the BugLens website and app treat your information, in plain language.",
  effectiveDate: "30 Mar 2025",
  effectiveDateIso: "2025-03-30",
}

export function legalPageData(site = siteConfig(), frontmatter = privacyFrontmatter): Queries.LegalPageQuery {
  return {
    siteConfig: site,
    mdx: { frontmatter },
    source: { frontmatter },
    offers: { nodes: [] },
    siteBuild: { buildYear: BUILD_YEAR },
  }
}

/** The props Gatsby hands a page component; the tests only use `data` and `location`. */
export function pageProps<T>(data: T, pathname: string): PageProps<T> {
  return { data, location: { pathname } } as unknown as PageProps<T>
}

export function headProps<T>(data: T, pathname: string): HeadProps<T> {
  return { data, location: { pathname } } as unknown as HeadProps<T>
}

/**
 * The guide's species in every language, as the build gives them to its search index
 * (src/node/host/search-index.ts): each English file with its translation laid over it.
 */
export function indexedSpeciesByLanguage(): Map<string, ListedSpecies[]> {
  const { languages } = readJson("site.json") as { languages: string[] }
  const sources = speciesSources(contentDir)
  return new Map(
    languages.map((language, index) => {
      const visitors = (index === 0 ? siteConfig() : siteConfigIn(language)).key.visitorsHemisphere
      return [
        language,
        sources.map((source) => {
          const slug = speciesSlugOfSource(source)!
          const base = readJson(source) as Queries.Species
          const translationFile = path.join(contentDir, translationFileName(source, language))
          const species =
            index === 0
              ? base
              : localize(speciesModel, base, JSON.parse(fs.readFileSync(translationFile, "utf8")), language).data
          return listedSpecies(species, speciesPath(slug, language, languages[0]!), species.commonName, visitors)
        }),
      ]
    }),
  )
}
