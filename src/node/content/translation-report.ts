import { memoizeByObject } from "../../lib/memoize"
import { featureModel, legalFrontmatterModel, siteConfigModel, speciesModel, type ObjectRule } from "./content-model"
import {
  byFile,
  sourceHash,
  textOf,
  translatableValues,
  translationFileName,
  translationStatus,
  valueAt,
  type TranslationStatus,
} from "./translations"
import type { ContentInput } from "./validate"

interface LanguageReport {
  language: string
  total: number
  /** "content/site.de.json hero.lead" for every string the language lacks. */
  missing: string[]
  /** The same, with the fingerprint of the English text now, for every string translated from older English. */
  stale: string[]
  /** Translation files of files that no longer exist, which the site does not use. */
  unused: string[]
}

/**
 * translationStatus of a species, remembered by the identity of its file's object and of its
 * translation's (or the want of one): `gatsby develop` reports on every edit, and at 10,000 species
 * 29,999 of the 30,000 files are the objects they were (snapshot.ts).
 */
const rememberedSpeciesStatus = memoizeByObject((data: object, translated: unknown) =>
  translationStatus(speciesModel, data, translated),
)

function speciesTranslationStatus(data: unknown, translated: unknown): TranslationStatus {
  return typeof data === "object" && data !== null
    ? rememberedSpeciesStatus(data, translated)
    : translationStatus(speciesModel, data, translated)
}

const withBody = (model: ObjectRule): ObjectRule => ({ ...model, fields: { ...model.fields, body: { kind: "copy" } } })

/**
 * Per language: how many of the default language's strings it has, which it lacks, and which it
 * translated from an English text that has changed since (translations.ts says how that is known).
 */
export function translationReport(content: ContentInput, languages: readonly string[]): LanguageReport[] {
  const sources = [
    ...(content.site ? [{ file: content.site.file, model: siteConfigModel, data: content.site.data }] : []),
    ...content.features.map(({ file, data }) => ({ file, model: featureModel, data })),
    ...(content.species ?? []).map(({ file, data }) => ({ file, model: speciesModel, data })),
    ...content.legal.map(({ file, frontmatter, body }) => ({
      file,
      model: withBody(legalFrontmatterModel),
      data: { ...(frontmatter as object), body },
    })),
  ]
  const sourcesByFile = byFile(sources)
  const translationsByFile = byFile(content.translations ?? [])
  return languages.slice(1).map((language) => {
    const report: LanguageReport = { language, total: 0, missing: [], stale: [], unused: [] }
    for (const translation of content.translations ?? []) {
      const used = translation.language !== language || sourcesByFile.has(translation.source)
      if (!used) report.unused.push(translation.file)
    }
    for (const { file, model, data } of sources) {
      const translationFile = translationFileName(file, language)
      const translation = translationsByFile.get(translationFile)
      const translated =
        translation && translation.body !== undefined
          ? { ...(translation.data as object), body: translation.body }
          : translation?.data
      const status =
        model === speciesModel ? speciesTranslationStatus(data, translated) : translationStatus(model, data, translated)
      report.total += status.total
      report.missing.push(...status.missing.map((path) => `${translationFile} ${path}`))
      report.stale.push(
        ...status.stale.map(
          (path) => `${translationFile} ${path} (English now ${sourceHash(textOf(valueAt(data, path)) ?? "")})`,
        ),
      )
    }
    return report
  })
}

/** The report as the build prints it: one line per language, then one per string to look at. */
export function formatTranslationReport(reports: readonly LanguageReport[]): string[] {
  return reports.flatMap(({ language, total, missing, stale, unused }) => [
    `Translation ${language}: ${total - missing.length} of ${total} strings translated, ${missing.length} missing, ${stale.length} stale`,
    ...missing.map((entry) => `  missing ${entry}`),
    ...stale.map((entry) => `  stale   ${entry}`),
    ...unused.map((file) => `  unused  ${file} (it translates a file that does not exist)`),
  ])
}

/** Every default-language string's fingerprint, for a translation's `translatedFrom` (legal pages add `body`). */
export function sourceHashes(model: ObjectRule, data: unknown): Record<string, string> {
  return Object.fromEntries(
    translatableValues(model, data).flatMap(({ path, value }) => {
      const text = textOf(value)
      return text === null ? [] : [[path, sourceHash(text)]]
    }),
  )
}
