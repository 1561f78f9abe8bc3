import fs from "fs"
import path from "path"
import {
  frontmatterText,
  legalFrontmatterModel,
  siteLanguages,
  translationFileName,
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

/** Readers of one copy's content files, as the build hands them to the validator. */
function contentReaders(root: string) {
  const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8")
  const list = (folder: string, extension: string) =>
    fs
      .readdirSync(path.join(root, folder))
      .filter((name) => name.endsWith(extension))
      .sort()
      .map((name) => `${folder}/${name}`)
  const json = (file: string) => ({ file, data: JSON.parse(read(file)) as unknown })
  /** A legal page's frontmatter, its dates as written, and its text. */
  const legal = (file: string) => {
    const source = read(file)
    const fields = Object.keys(legalFrontmatterModel.fields)
    return {
      file,
      frontmatter: Object.fromEntries(
        fields.flatMap((field) => {
          const value = frontmatterText(source, field)
          return value === undefined ? [] : [[field, value]]
        }),
      ),
      body: source.replace(/^---[\s\S]*?---/, ""),
    }
  }
  const species = () =>
    speciesSources(path.join(root, "content"))
      .sort()
      .map((source) => `content/${source}`)
  return { list, json, legal, species, exists: (file: string) => fs.existsSync(path.join(root, file)) }
}

/** The content/ folder of a copy of the site, read as the build hands it to the validator. */
export function readContentFolder(root: string): ContentInput {
  const { list, json, legal, species } = contentReaders(root)
  return {
    site: json("content/site.json"),
    features: list("content/features", ".json").map(json),
    species: species().map(json),
    legal: list("content/legal", ".mdx").map(legal),
  }
}

/**
 * Every translation in a copy of the site, language by language in content/site.json's order: its
 * site.json first, then the cards, legal pages and species it translates (legal pages' text trimmed,
 * as the build reads it).
 */
export function readTranslationFiles(root: string): TranslationFile[] {
  const { list, json, legal, species, exists } = contentReaders(root)
  const sources = [
    "content/site.json",
    ...list("content/features", ".json"),
    ...list("content/legal", ".mdx"),
    ...species(),
  ]
  return contentLanguages(root)
    .slice(1)
    .flatMap((language) =>
      sources
        .map((source) => ({ source, file: translationFileName(source, language) }))
        .filter(({ file }) => exists(file))
        .map(({ source, file }) => {
          if (!file.endsWith(".mdx")) return { ...json(file), source, language }
          const { frontmatter, body } = legal(file)
          return { file, source, language, data: frontmatter, body: body.trim() }
        }),
    )
}

/** The site's languages, read from content/site.json by the build's own rule, the default first. */
export function contentLanguages(root = path.resolve(__dirname, "../..")): string[] {
  return siteLanguages(JSON.parse(fs.readFileSync(path.join(root, "content/site.json"), "utf8")))
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
