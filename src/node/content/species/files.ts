import { existsSync, readdirSync } from "fs"
import path from "path"
import { TRANSLATIONS_FOLDER, parseContentFileName, translationFileName } from "../translations"

/**
 * Where the species' files are: one folder per order under content/species/, a file per species,
 * its translations at the same path under each language's folder (content/i18n/de/species/...).
 * content/species/hymenoptera/asian-hornet.json is the species "asian-hornet" (its page's address).
 * A folder per order keeps each of the editor's lists to one order's species: Decap reads every
 * entry of a folder to list it (docs/scale.md, "The browser editor at 10,000 species").
 */
export const SPECIES_DIR = "species"

/** The species' folder as the checks and the editor name files: "content/species/". */
export const SPECIES_FOLDER = `content/${SPECIES_DIR}/`

/** The folder of content/species/ that an order's species live in: "Hymenoptera" -> "hymenoptera". */
export function speciesFolderOf(order: string): string {
  return order.toLowerCase()
}

const SPECIES_SOURCE = new RegExp(`^${SPECIES_DIR}/[^/]+/[^/]+\\.json$`)

/**
 * A species' slug (and the path of its page): its file's name. "content/species/hymenoptera/asian-hornet.json"
 * -> "asian-hornet".
 */
export function speciesSlugOf(file: string): string {
  return file.slice(file.lastIndexOf("/") + 1).replace(/\.json$/, "")
}

/** "species/hymenoptera/asian-hornet.json" -> "asian-hornet"; null for any other file of content/. */
export function speciesSlugOfSource(source: string): string | null {
  return SPECIES_SOURCE.test(source) ? speciesSlugOf(source) : null
}

/** The species whose file (English or a translation) `file` is, by its path under `contentRoot`; null for any other file. */
export function speciesSourceOfFile(contentRoot: string, file: string): string | null {
  const { source } = parseContentFileName(path.relative(contentRoot, file))
  return speciesSlugOfSource(source) ? source : null
}

/** A species' file in one language, inside content/: its English file, or its translation. */
export function speciesFileIn(source: string, language: string, defaultLanguage: string): string {
  return language === defaultLanguage ? source : translationFileName(source, language)
}

const jsonFiles = (folder: string): string[] =>
  existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith(".json")) : []

const subfolders = (folder: string): string[] =>
  existsSync(folder)
    ? readdirSync(folder, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : []

/**
 * The species' files under `folder` (content/species/ or a language's), as paths from it: each
 * order's files, and any file left directly in it, which the content check names as misplaced.
 */
function filesUnder(folder: string): string[] {
  return [
    ...jsonFiles(folder),
    ...subfolders(folder).flatMap((order) => jsonFiles(path.join(folder, order)).map((name) => `${order}/${name}`)),
  ]
}

/** The species' English files, as paths inside content/: "species/hymenoptera/asian-hornet.json". */
export function speciesSources(contentRoot: string): string[] {
  return filesUnder(path.join(contentRoot, SPECIES_DIR))
    .map((file) => `${SPECIES_DIR}/${file}`)
    .filter((source) => speciesSlugOfSource(source) !== null)
}

/** The English file of the species `slug`, as a path inside content/; undefined when there is none. */
export function speciesSourceOf(contentRoot: string, slug: string): string | undefined {
  return speciesSources(contentRoot).find((source) => speciesSlugOfSource(source) === slug)
}

/** Every JSON file in the species' folders of content/, English and translations, as paths inside content/. */
export function speciesFilePaths(contentRoot: string): string[] {
  const i18n = path.join(contentRoot, TRANSLATIONS_FOLDER)
  const languages = existsSync(i18n) ? readdirSync(i18n) : []
  return [
    ...filesUnder(path.join(contentRoot, SPECIES_DIR)).map((file) => `${SPECIES_DIR}/${file}`),
    ...languages.flatMap((language) =>
      filesUnder(path.join(i18n, language, SPECIES_DIR)).map(
        (file) => `${TRANSLATIONS_FOLDER}/${language}/${SPECIES_DIR}/${file}`,
      ),
    ),
  ]
}

/**
 * The species' folders, for gatsby-source-filesystem to leave alone: as folders rather than files,
 * so that its watcher does not read a folder of 10,000 files again on every change in it.
 */
export function speciesFolderPatterns(contentRoot: string): string[] {
  return [`${contentRoot}/${SPECIES_DIR}`, `${contentRoot}/${TRANSLATIONS_FOLDER}/*/${SPECIES_DIR}`]
}
