import { nameKey, sharedNames } from "../../../lib/other-names"
import { isPlainObject, show } from "../validate/fields"
import type { ContentInput, ContentProblem } from "../validate/problems"
import { SPECIES_FOLDER, speciesSlugOf } from "./files"

/** A species' file in one language, as far as its names go. */
interface NamesFile {
  file: string
  slug: string
  language: string | null
  commonName: unknown
  otherNames: unknown
}

/** Every species file, English and translations, with the common name it shows (a translation's, or English). */
function namesFiles(input: ContentInput): NamesFile[] {
  const english = new Map(
    (input.species ?? []).map(({ file, data }) => [file, isPlainObject(data) ? data : ({} as Record<string, unknown>)]),
  )
  const own = [...english].map(([file, data]) => ({
    file,
    slug: speciesSlugOf(file),
    language: null,
    commonName: data.commonName,
    otherNames: data.otherNames,
  }))
  const translated = (input.translations ?? [])
    .filter(({ source }) => source.startsWith(SPECIES_FOLDER) && english.has(source))
    .map(({ file, source, language, data }) => {
      const fields = isPlainObject(data) ? data : {}
      return {
        file,
        slug: speciesSlugOf(source),
        language,
        commonName: fields.commonName ?? english.get(source)!.commonName,
        otherNames: fields.otherNames,
      }
    })
  return [...own, ...translated]
}

const namesIn = (list: unknown): Array<{ name: string; index: number }> =>
  (Array.isArray(list) ? list : []).flatMap((item, index) =>
    isPlainObject(item) && typeof item.name === "string" ? [{ name: item.name, index }] : [],
  )

/**
 * A species' other names, in each language: each a name with letters, once, and not the common name
 * again (the content model checks each entry's fields).
 */
export function checkOtherNames(input: ContentInput): ContentProblem[] {
  return namesFiles(input).flatMap(({ file, commonName, otherNames }) => {
    const seen = new Map<string, number>()
    if (typeof commonName === "string") seen.set(nameKey(commonName), -1)
    return namesIn(otherNames).flatMap(({ name, index }): ContentProblem[] => {
      const field = `"otherNames[${index}].name" is ${show(name)}`
      const key = nameKey(name)
      if (name.trim() === "") return []
      if (key === "") return [{ file, message: `${field}; expected a name with letters, such as "ladybug"` }]
      const earlier = seen.get(key)
      seen.set(key, earlier ?? index)
      if (earlier === -1) {
        return [{ file, message: `${field}, the species' common name; expected another name people call it by` }]
      }
      if (earlier !== undefined) {
        return [{ file, message: `${field}, the same as "otherNames[${earlier}].name"; expected each name once` }]
      }
      return []
    })
  })
}

/**
 * The names more than one species goes by, per language ("en" for the default): not a mistake (a
 * "ladybug" may be either ladybird), but the build lists them, since a search for one finds them all
 * and each page says so.
 */
export function sharedOtherNames(
  input: ContentInput,
): Array<{ language: string | null; name: string; slugs: string[] }> {
  // Each language's list grows in place: copied on every file, it cost 5.7 s of createPages at
  // 10,000 species (docs/scale.md, "Why the build code is shaped this way").
  const byLanguage = new Map<string | null, NamesFile[]>()
  for (const entry of namesFiles(input)) {
    const files = byLanguage.get(entry.language)
    if (files) files.push(entry)
    else byLanguage.set(entry.language, [entry])
  }
  return [...byLanguage].flatMap(([language, files]) => {
    const named = files.map(({ slug, commonName, otherNames }) => ({
      slug,
      names: [...(typeof commonName === "string" ? [commonName] : []), ...namesIn(otherNames).map(({ name }) => name)],
    }))
    const found = new Map<string, { name: string; slugs: string[] }>()
    for (const [slug, names] of sharedNames(named)) {
      for (const { name, slugs } of names) {
        const key = nameKey(name)
        if (!found.has(key)) found.set(key, { name, slugs: [slug, ...slugs].sort() })
      }
    }
    return [...found.values()].map((entry) => ({ language, ...entry }))
  })
}
