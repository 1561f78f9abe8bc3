import fs from "fs"
import path from "path"
import {
  readContentOutsideBuild,
  readContentSnapshot,
  type ContentInput,
  type TranslationFile,
} from "../../src/node/content"
import {
  KEY_QUESTIONS,
  SHAPES,
  answersOf,
  shapesOf,
  stageAnswersOf,
  type KeyChoices,
  type KeyedSpeciesWithStages,
} from "../../src/lib/key-traits"
import { speciesFileIn, speciesSlugOfSource, speciesSources } from "../../src/node/content/species/files"

type Keyed = KeyedSpeciesWithStages

/** A deep copy of content as read (JSON all through; the tests' jsdom has no structuredClone). */
const copyOf = <T>(read: T): T => JSON.parse(JSON.stringify(read)) as T

/**
 * The content/ folder of a copy of the site, read as the build hands it to the validator. A copy of
 * its own: the build shares each file's object between reads, and a test makes its mistake in it.
 */
export function readContentFolder(root: string): ContentInput {
  const { site, features, species, legal } = readContentOutsideBuild(path.join(root, "content"))
  return copyOf({ site, features, species, legal })
}

/**
 * Every translation in a copy of the site, language by language in content/site.json's order: its
 * site.json first, then the cards, the species and the legal pages it translates (legal pages' text
 * trimmed, as the build reads it).
 */
export function readTranslationFiles(root: string): TranslationFile[] {
  const languages = contentLanguages(root)
  const { translations = [] } = copyOf(readContentOutsideBuild(path.join(root, "content")))
  return languages.slice(1).flatMap((language) => translations.filter((file) => file.language === language))
}

/** The site's languages, read from content/site.json by the build's own rule, the default first. */
export function contentLanguages(root = path.resolve(__dirname, "../..")): string[] {
  return readContentSnapshot(path.join(root, "content")).languages
}

/**
 * The insect guide's pages in the default language, from the species in content/species/ (none, no
 * guide): its index, a page per species, the identification key and a key page per shape a species has.
 */
export function guidePaths(root = path.resolve(__dirname, "../..")): string[] {
  const content = path.join(root, "content")
  const sources = speciesSources(content)
  if (sources.length === 0) return []
  const shapes = new Set(
    sources.flatMap((source) => shapesOf(JSON.parse(fs.readFileSync(path.join(content, source), "utf8")) as Keyed)),
  )
  return [
    "/insects/",
    ...sources.map((source) => `/insects/${speciesSlugOfSource(source)}/`),
    "/insects/key/",
    ...SHAPES.filter((shape) => shapes.has(shape)).map((shape) => `/insects/key/${shape}/`),
  ]
}

/**
 * The slug of the species whose name, as `language` shows it, holds the longest word: its own name
 * where its translation gives one, else the English name, which the page then shows.
 */
export function speciesWithLongestNameWord(
  language: string,
  defaultLanguage = "en",
  root = path.resolve(__dirname, "../.."),
): string {
  const content = path.join(root, "content")
  const nameIn = (file: string) => {
    const full = path.join(content, file)
    return fs.existsSync(full)
      ? (JSON.parse(fs.readFileSync(full, "utf8")) as { commonName?: string }).commonName
      : undefined
  }
  const longestWord = (name: string) => Math.max(...name.split(/\s+/).map((word) => word.length))
  const named = speciesSources(content).map((source) => ({
    slug: speciesSlugOfSource(source)!,
    word: longestWord(nameIn(speciesFileIn(source, language, defaultLanguage)) || nameIn(source) || ""),
  }))
  return named.sort((a, b) => b.word - a.word)[0]!.slug
}

/**
 * The slugs of the species that fit every choice, worked out from content/ species by species, not
 * by the key's bitsets: a species fits when its adult, or one of its stages, has one of each
 * question's answers chosen.
 */
export function speciesThatFit(choices: KeyChoices, root = path.resolve(__dirname, "../..")): string[] {
  const content = path.join(root, "content")
  return speciesSources(content).flatMap((source) => {
    const species = JSON.parse(fs.readFileSync(path.join(content, source), "utf8")) as Keyed
    const fits = [answersOf(species), ...stageAnswersOf(species)].some((row) =>
      KEY_QUESTIONS.every(
        ({ question, trait }) => !choices[question] || choices[question]!.some((answer) => row[trait].includes(answer)),
      ),
    )
    return fits ? [speciesSlugOfSource(source)!] : []
  })
}
