import { memoizeByObject } from "../../../lib/memoize"
import { featureModel, legalFrontmatterModel, siteConfigModel, speciesModel } from "../content-model"
import type { ObjectRule } from "../content-model"
import {
  TRANSLATED_FROM,
  byFile,
  isString,
  listKeyOf,
  siteLanguages,
  translationFileName,
  translationModel,
  translationStatus,
} from "../translations"
import { checkValue, isPlainObject, show } from "./fields"
import { checkLegalComponents } from "./legal-pages"
import { SITE_FILE, type ContentInput, type ContentProblem } from "./problems"
import { SPECIES_FOLDER } from "../species/files"

const TRANSLATION_MODELS = {
  site: translationModel(siteConfigModel),
  feature: translationModel(featureModel),
  legal: translationModel(legalFrontmatterModel),
  species: translationModel(speciesModel),
}

/**
 * What a translation file holds, checked against its source's kind of content: per kind, remembered
 * by the file's object (a file that has not changed is not checked again in develop).
 */
const TRANSLATED_FIELD_PROBLEMS = Object.fromEntries(
  Object.entries(TRANSLATION_MODELS).map(([kind, model]) => [
    kind,
    memoizeByObject((data: Record<string, unknown>, file: string): ContentProblem[] => {
      const { [TRANSLATED_FROM]: record, ...fields } = data
      return [...checkPartial(fields, model, file, ""), ...checkTranslatedFrom(record, file)]
    }),
  ]),
) as Record<keyof typeof TRANSLATION_MODELS, (data: Record<string, unknown>, file: string) => ContentProblem[]>

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
export function checkTranslations(input: ContentInput): ContentProblem[] {
  const siteData = isPlainObject(input.site?.data) ? input.site.data : {}
  const [defaultLanguage, ...others] = siteLanguages(siteData)
  const failOnMissing = isPlainObject(siteData.translations) && siteData.translations.missingStrings === "fail"
  const sources = [
    ...(input.site ? [{ file: input.site.file, kind: "site" as const, data: input.site.data, body: undefined }] : []),
    ...input.features.map(({ file, data }) => ({ file, kind: "feature" as const, data, body: undefined })),
    ...input.legal.map(({ file, frontmatter, body }) => ({ file, kind: "legal" as const, data: frontmatter, body })),
    ...(input.species ?? []).map(({ file, data }) => ({ file, kind: "species" as const, data, body: undefined })),
  ]
  const translations = input.translations ?? []
  const sourcesByFile = byFile(sources)
  const translationsByFile = byFile(translations)
  const problems = translations.flatMap((translation): ContentProblem[] => {
    const { file, language } = translation
    if (language === defaultLanguage || !others.includes(language)) {
      const expected =
        others.length > 0
          ? `one of the languages in ${SITE_FILE}: ${others.join(", ")}`
          : `a language listed in ${SITE_FILE} "languages"`
      return [{ file, message: `translates into "${language}"; expected ${expected}` }]
    }
    const source = sourcesByFile.get(translation.source)
    // A card or page the editor deleted leaves its translations unused; a species translated that the
    // guide never had is more likely a misspelt file name, which would otherwise go unnoticed.
    if (!source && translation.source.startsWith(SPECIES_FOLDER)) {
      return [
        {
          file,
          message: `translates ${translation.source}, which does not exist; expected the path of a species' file under ${SPECIES_FOLDER} (<order>/<name>.json), the same under the language's folder`,
        },
      ]
    }
    if (!source) return []
    if (!isPlainObject(translation.data))
      return [{ file, message: `holds ${show(translation.data)}; expected { ...fields }` }]
    const problems = TRANSLATED_FIELD_PROBLEMS[source.kind](translation.data, file)
    if (translation.body === undefined) return problems
    const { [TRANSLATED_FROM]: _record, ...frontmatter } = translation.data
    return [...problems, ...checkLegalComponents({ file, frontmatter, body: translation.body })]
  })
  if (!failOnMissing) return problems
  const missing = others.flatMap((language) =>
    sources.flatMap(({ file, kind, data, body }) => {
      const translationFile = translationFileName(file, language)
      const translation = translationsByFile.get(translationFile)
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
