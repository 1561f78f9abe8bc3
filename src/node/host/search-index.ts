import { createHash } from "crypto"
import { promises as fs } from "fs"
import path from "path"
import type { NodePluginArgs } from "gatsby"
import { SITE_CONFIG_TYPE, SPECIES_TYPE, speciesInGuideOrder } from "../content"
import { inVisitorsSeasons, speciesPath } from "../../lib/guide"
import {
  SEARCH_DIR,
  SEARCH_FILES_PATH,
  searchEntryPath,
  searchFilePath,
  searchIndexFiles,
  type IndexedSpecies,
  type SearchIndexEntry,
} from "../../lib/search-index-files"
import { analyzerFor } from "../../lib/search-terms"
import { keyEntryPath, keyIndexFiles, type KeyIndexEntry, type KeyedSpecies } from "../../lib/key-index"
import { answersOf, stageAnswersOf, type SpeciesAnswers } from "../../lib/key-traits"
import { readJsonFile, writeJsonFile } from "../json-files"
import { FILES_AT_ONCE, mapInSlices } from "./public-files"

/** What a species' page says that a visitor may describe it by, besides its names. */
type DescribedSpecies = Pick<Queries.Species, "features" | "behaviour" | "habitats" | "diet"> & {
  safety: Pick<Queries.Species["safety"], "summary" | "advice">
  stages?: ReadonlyArray<Pick<Queries.SpeciesStage, "looks" | "effect">> | null
}

/**
 * The texts of a species' page that its search finds it by: what it looks like, does, eats, where it
 * lives, its safety answer, and how each stage it is met at looks and what it does.
 */
function descriptionOf({ features, behaviour, habitats, diet, safety, stages }: DescribedSpecies): string[] {
  return [
    ...features,
    behaviour,
    ...habitats,
    diet,
    safety.summary,
    safety.advice,
    ...(stages ?? []).flatMap(({ looks, effect }) => [looks, effect]),
  ]
}

/** Other names as a list of strings: a species may have none. */
function otherNamesOf(species: { otherNames?: ReadonlyArray<{ name: string }> | null }): string[] {
  return (species.otherNames ?? []).map(({ name }) => name)
}

/**
 * A species as the search and the key index it: what the search finds it by, and its answers to the
 * key's questions, the adult's and each stage's apart.
 */
export type ListedSpecies = IndexedSpecies &
  KeyedSpecies & { stageAnswers: SpeciesAnswers[]; inVisitorsSeasons: boolean }

/**
 * A species as its language's index lists it, at `path` and named `commonName` as its page shows it:
 * the other names and texts its search finds it by, its level and order, its answers to the key, and
 * whether its seasons are those of the language's `visitors` (key.visitorsHemisphere).
 */
export function listedSpecies(
  species: Queries.Species,
  path: string,
  commonName: string,
  visitors: string | null | undefined,
): ListedSpecies {
  return {
    path,
    commonName,
    scientificName: species.scientificName,
    level: species.safety.level,
    order: species.order,
    otherNames: otherNamesOf(species),
    description: descriptionOf(species),
    answers: answersOf(species),
    stageAnswers: stageAnswersOf(species),
    inVisitorsSeasons: inVisitorsSeasons(species.hemisphere, visitors),
  }
}

/**
 * Each language's species as the guide's index lists them (speciesInGuideOrder), from the node
 * store, as createGuidePages reads them: their names as the pages show them, the other names and
 * texts their search finds them by, their level, order and page's path, and their answers to the key.
 */
export function speciesToSearch(
  getNodesByType: NodePluginArgs["getNodesByType"],
  languages: readonly string[],
): Map<string, ListedSpecies[]> {
  const [defaultLanguage = "en"] = languages
  const allSpecies = getNodesByType(SPECIES_TYPE) as unknown as Queries.Species[]
  const sites = getNodesByType(SITE_CONFIG_TYPE) as unknown as Queries.SiteConfig[]
  return new Map(
    languages.map((language) => {
      const visitors = sites.find((site) => site.language === language)?.key.visitorsHemisphere
      return [
        language,
        speciesInGuideOrder(allSpecies, sites, language).map(({ node, slug, commonName }) =>
          listedSpecies(node, speciesPath(slug, language, defaultLanguage), commonName, visitors),
        ),
      ]
    }),
  )
}

/** A file's name: its content's hash, so a name never stands for two contents (the host caches it for a year). */
const nameOf = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 16)

export interface SearchIndexFacts {
  /** Species indexed in each language. */
  species: Record<string, number>
  /** Languages whose index was taken as the last build made it: the same species, and the same code. */
  kept: string[]
  /** Files written by this build; the others were already there, by the same name and so the same content. */
  written: number
  /** Files of an earlier build that no entry names any more, removed. */
  removed: number
}

/** Where the last build's index is recorded (a file in .cache/), and the code it is made by (codeVersion). */
export interface SearchIndexRecordFile {
  file: string
  version: string
}

/** A language's index as a build made it: a hash of the species it was made from, its entries, and its files' names. */
interface LanguageIndex {
  input: string
  entry: SearchIndexEntry
  keyEntry: KeyIndexEntry
  files: string[]
}

interface SearchIndexRecord {
  version: string
  languages: Record<string, LanguageIndex>
}

/** A language's index, from its species as listed; its files are written by the caller. */
async function languageIndex(
  language: string,
  listed: readonly ListedSpecies[],
  input: string,
): Promise<{ index: LanguageIndex; files: Map<string, string> }> {
  const { entry, files: searchFiles } = searchIndexFiles(listed, await analyzerFor(language), nameOf)
  const key = keyIndexFiles(listed, entry, nameOf)
  const files = new Map([...searchFiles, ...key.files])
  return { index: { input, entry, keyEntry: key.entry, files: [...files.keys()] }, files }
}

/**
 * The guide's search index in every language (src/lib/search-index-files.ts says what it is made of),
 * written into public/search/. A build on the last one's output writes only the files whose content
 * changed: the others are there under the same name. With a record (`recordFile`), a language whose
 * species are as the last build listed them, under the same code, is not made again: an edit to
 * one language's species leaves the other languages' indexes as they were. Files no entry names any
 * more are removed, and so is a language's entry once content no longer lists the language.
 */
export async function writeSearchIndex(
  publicDir: string,
  speciesByLanguage: ReadonlyMap<string, readonly ListedSpecies[]>,
  recordFile?: SearchIndexRecordFile,
): Promise<SearchIndexFacts> {
  const dir = path.join(publicDir, SEARCH_DIR)
  const filesDir = path.join(publicDir, SEARCH_FILES_PATH)
  await fs.mkdir(filesDir, { recursive: true })
  const before = new Set(await fs.readdir(filesDir))
  const fileOf = (name: string) => path.basename(searchFilePath(name))
  const saved = recordFile && (await readJsonFile<SearchIndexRecord>(recordFile.file))
  const earlier = saved && saved.version === recordFile.version ? saved.languages : {}
  const record: SearchIndexRecord = { version: recordFile?.version ?? "", languages: {} }
  const named = new Set<string>()
  const species: Record<string, number> = {}
  const kept: string[] = []
  let written = 0
  for (const [language, listed] of speciesByLanguage) {
    const input = nameOf(JSON.stringify(listed))
    const last = earlier[language]
    let index: LanguageIndex
    if (last?.input === input && last.files.every((name) => before.has(fileOf(name)))) {
      index = last
      kept.push(language)
    } else {
      const made = await languageIndex(language, listed, input)
      index = made.index
      const toWrite = [...made.files].filter(([name]) => !before.has(fileOf(name)))
      await mapInSlices(toWrite, FILES_AT_ONCE, ([name, text]) =>
        fs.writeFile(path.join(publicDir, searchFilePath(name)), text),
      )
      written += toWrite.length
    }
    for (const name of index.files) named.add(fileOf(name))
    await fs.writeFile(path.join(publicDir, searchEntryPath(language)), JSON.stringify(index.entry))
    await fs.writeFile(path.join(publicDir, keyEntryPath(language)), JSON.stringify(index.keyEntry))
    record.languages[language] = index
    species[language] = listed.length
  }
  const stale = [...before].filter((file) => !named.has(file))
  await mapInSlices(stale, FILES_AT_ONCE, (file) => fs.rm(path.join(filesDir, file), { force: true }))
  const entries = new Set(
    [...speciesByLanguage.keys()].flatMap((language) =>
      [searchEntryPath(language), keyEntryPath(language)].map((file) => path.basename(file)),
    ),
  )
  for (const file of await fs.readdir(dir)) {
    if (file.endsWith(".json") && !entries.has(file)) await fs.rm(path.join(dir, file))
  }
  if (recordFile) await writeJsonFile(recordFile.file, record)
  return { species, kept, written, removed: stale.length }
}
