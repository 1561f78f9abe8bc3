import { createHash } from "crypto"
import { promises as fs } from "fs"
import path from "path"
import type { NodePluginArgs } from "gatsby"
import { SITE_CONFIG_TYPE, SPECIES_TYPE, speciesInGuideOrder } from "../content"
import { speciesPath } from "../../lib/guide"
import {
  SEARCH_DIR,
  SEARCH_FILES_PATH,
  searchEntryPath,
  searchFilePath,
  searchIndexFiles,
  type IndexedSpecies,
} from "../../lib/guide-search"
import { analyzerFor } from "../../lib/search-terms"
import { keyEntryPath, keyIndexFiles } from "../../lib/key-index"
import { answersOf, type SpeciesAnswers } from "../../lib/key-traits"
import { FILES_AT_ONCE, mapInSlices } from "./public-files"

/** What a species' page says that a visitor may describe it by, besides its names. */
type DescribedSpecies = Pick<Queries.Species, "features" | "behaviour" | "habitats" | "diet"> & {
  safety: Pick<Queries.Species["safety"], "summary" | "advice">
}

/** The texts of a species' page that its search finds it by: what it looks like, does, eats, where it lives, and its safety answer. */
export function descriptionOf({ features, behaviour, habitats, diet, safety }: DescribedSpecies): string[] {
  return [...features, behaviour, ...habitats, diet, safety.summary, safety.advice]
}

/** Other names as a list of strings: a species may have none. */
export function otherNamesOf(species: { otherNames?: ReadonlyArray<{ name: string }> | null }): string[] {
  return (species.otherNames ?? []).map(({ name }) => name)
}

/** A species as the search and the key index it: what the search finds it by, and its answers to the key's questions. */
export type ListedSpecies = IndexedSpecies & { answers: SpeciesAnswers }

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
    languages.map((language) => [
      language,
      speciesInGuideOrder(allSpecies, sites, language).map(({ node, slug, commonName }) => ({
        path: speciesPath(slug, language, defaultLanguage),
        commonName,
        scientificName: node.scientificName,
        level: node.safety.level,
        order: node.order,
        otherNames: otherNamesOf(node),
        description: descriptionOf(node),
        answers: answersOf(node),
      })),
    ]),
  )
}

/** A file's name: its content's hash, so a name never stands for two contents (the host caches it for a year). */
const nameOf = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 16)

export interface SearchIndexFacts {
  /** Species indexed in each language. */
  species: Record<string, number>
  /** Files written by this build; the others were already there, by the same name and so the same content. */
  written: number
  /** Files of an earlier build that no entry names any more, removed. */
  removed: number
}

/**
 * The guide's search index in every language (src/lib/guide-search.ts says what it is made of),
 * written into public/search/. A build on the last one's output writes only the files whose content
 * changed: the others are there under the same name. Files no entry names any more are removed, and
 * so is a language's entry once content no longer lists the language.
 */
export async function writeSearchIndex(
  publicDir: string,
  speciesByLanguage: ReadonlyMap<string, readonly ListedSpecies[]>,
): Promise<SearchIndexFacts> {
  const dir = path.join(publicDir, SEARCH_DIR)
  const filesDir = path.join(publicDir, SEARCH_FILES_PATH)
  await fs.mkdir(filesDir, { recursive: true })
  const before = new Set(await fs.readdir(filesDir))
  const named = new Set<string>()
  const species: Record<string, number> = {}
  let written = 0
  for (const [language, listed] of speciesByLanguage) {
    const { entry, files: searchFiles } = searchIndexFiles(listed, await analyzerFor(language), nameOf)
    const key = keyIndexFiles(
      listed.map(({ answers }) => answers),
      entry,
      nameOf,
    )
    const files = new Map([...searchFiles, ...key.files])
    const toWrite = [...files].filter(([name]) => !before.has(path.basename(searchFilePath(name))))
    for (const name of files.keys()) named.add(path.basename(searchFilePath(name)))
    await mapInSlices(toWrite, FILES_AT_ONCE, ([name, text]) =>
      fs.writeFile(path.join(publicDir, searchFilePath(name)), text),
    )
    await fs.writeFile(path.join(publicDir, searchEntryPath(language)), JSON.stringify(entry))
    await fs.writeFile(path.join(publicDir, keyEntryPath(language)), JSON.stringify(key.entry))
    species[language] = listed.length
    written += toWrite.length
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
  return { species, written, removed: stale.length }
}
