import { existsSync, readFileSync, statSync } from "fs"
import path from "path"
import type { NodePluginArgs } from "gatsby"
import { BUILD_RECORDS, codeVersion } from "../../build-records"
import { readJsonFile, writeJsonFile } from "../../json-files"
import { speciesModel } from "../content-model"
import { SPECIES_TYPE } from "./model"
import { contentRoot as currentContentRoot } from "../content-root"
import { speciesFileIn, speciesSlugOfSource, speciesSourceOf, speciesSources } from "./files"
import { watchSpecies } from "./watcher"
import { localize, siteLanguages } from "../translations"
import { isEmpty } from "../validate/fields"
import { isDevelop } from "../../gatsby-command"

/** A species' file in one language, by its English file's path inside content/ ("species/hymenoptera/asian-hornet.json"). */
function speciesFile(contentRoot: string, source: string, language: string, languages: readonly string[]): string {
  return path.join(contentRoot, speciesFileIn(source, language, languages[0]!))
}

/** What a species' node id is made from, by createNodeId. */
export const speciesNodeKey = (slug: string, language: string) => `${SPECIES_TYPE} ${slug} ${language}`

function readJson(file: string): Record<string, unknown> | undefined {
  if (!existsSync(file)) return undefined
  try {
    const data: unknown = JSON.parse(readFileSync(file, "utf8"))
    return typeof data === "object" && data !== null && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : undefined
  } catch {
    // The build's content check names the file and what is wrong with it.
    return undefined
  }
}

/** content/site.json's languages, by its path and modification time, kept while this process lasts: every species asks. */
let languagesRead: { file: string; modified: number; languages: string[] } | undefined

/** The languages content/site.json lists, the default first (read from disk: it may not be a node yet). */
function languagesIn(contentRoot: string): string[] {
  const file = path.join(contentRoot, "site.json")
  const modified = existsSync(file) ? statSync(file).mtimeMs : -1
  if (languagesRead?.file === file && languagesRead.modified === modified) return languagesRead.languages
  languagesRead = { file, modified, languages: siteLanguages(readJson(file)) }
  return languagesRead.languages
}

type NodeArgs = Pick<NodePluginArgs, "actions" | "createNodeId" | "createContentDigest" | "getNode">

/**
 * One Species node per language for the species `slug`: its English file with the language's
 * translation laid over it. A species depends only on its own files (and the list of languages), so a
 * change to one remakes that species alone: the work grows with the number of species, not with its
 * square. Without its English file (deleted, or not valid JSON: the content check names it), none.
 */
function makeSpecies(args: NodeArgs, contentRoot: string, source: string) {
  const { actions, createNodeId, createContentDigest, getNode } = args
  const slug = speciesSlugOfSource(source)!
  const languages = languagesIn(contentRoot)
  const [defaultLanguage = "en"] = languages
  const base = readJson(speciesFile(contentRoot, source, defaultLanguage, languages))
  if (!base) {
    // Moved to another order's folder: its nodes are that file's now.
    const moved = speciesSourceOf(contentRoot, slug)
    if (moved) return makeSpecies(args, contentRoot, moved)
    for (const language of languages) {
      const stale = getNode(createNodeId(speciesNodeKey(slug, language)))
      if (stale) actions.deleteNode(stale)
    }
    return
  }
  for (const language of languages) {
    const translation =
      language === defaultLanguage ? undefined : readJson(speciesFile(contentRoot, source, language, languages))
    const { data, untranslated } =
      language === defaultLanguage
        ? { data: base, untranslated: [] }
        : localize(speciesModel, base, translation, language)
    // A photo the editor left empty (the browser editor saves its fields as "") is no photo.
    const photo = isEmpty(data.photo) ? undefined : data.photo
    const fields = { ...data, photo, slug, language, untranslated }
    actions.createNode({
      ...fields,
      id: createNodeId(speciesNodeKey(slug, language)),
      parent: null,
      children: [],
      internal: { type: SPECIES_TYPE, contentDigest: createContentDigest(fields) },
    })
  }
}

/**
 * Records what this build's species were made from, once the build has finished: a build that
 * fails leaves the last record, so its next build reads again what it read.
 */
export async function rememberSourcedSpecies(): Promise<void> {
  if (sourcedThisBuild) await writeJsonFile(SOURCED_SPECIES, sourcedThisBuild)
}

/**
 * What each species' nodes were made from at the last build that finished: its files' sizes and
 * modification times, by English file, under the languages and the code that made them. A species still the
 * same is not read again; its nodes, kept in Gatsby's cache, are touched so Gatsby keeps them.
 */
const SOURCED_SPECIES = BUILD_RECORDS.sourcedSpecies

export interface SourcedSpecies {
  version: string
  species: Record<string, string>
}

/** What this build's species were made from, recorded once the build has finished (rememberSourcedSpecies). */
let sourcedThisBuild: SourcedSpecies | undefined

/** The code that makes the nodes and the languages: a record made by other code or for other languages is not taken. */
const sourcesVersion = (languages: string[]) => codeVersion(languages.join(","))

/** A species' files as they stand: the English file's and each translation's size and time, or "-". */
function sourcesSignature(contentRoot: string, source: string, languages: string[]): string {
  return languages
    .map((language) => {
      const stats = statSync(speciesFile(contentRoot, source, language, languages), { throwIfNoEntry: false })
      return stats ? `${stats.size}:${stats.mtimeMs}` : "-"
    })
    .join(" ")
}

/**
 * Keeps the nodes of a species whose files are as the last finished build read them; false when
 * one of them is not in Gatsby's cache (a cleared cache), and the species has to be read.
 */
function keepSpecies({ actions, createNodeId, getNode }: NodeArgs, slug: string, languages: string[]): boolean {
  const nodes = languages.map((language) => getNode(createNodeId(speciesNodeKey(slug, language))))
  if (nodes.some((node) => !node)) return false
  for (const node of nodes) actions.touchNode(node!)
  return true
}

/**
 * The Species nodes, read from content/species/ and its translations directly rather than from File
 * nodes: a guide of 10,000 species has 30,000 such files, and a File node each, with its parent-child
 * links, made sourcing the largest part of the build, and raised its peak memory (docs/scale.md). Sourced on every build, so a warm build's
 * Gatsby removes the nodes of a species deleted since (it keeps only nodes touched while sourcing); a
 * species whose files are as the last finished build read them keeps its nodes without being read.
 * `gatsby develop` watches the files (species/watcher.ts), as gatsby-source-filesystem watches the rest of content/.
 */
export async function sourceSpecies(args: NodeArgs): Promise<void> {
  const contentRoot = currentContentRoot()
  const languages = languagesIn(contentRoot)
  const version = sourcesVersion(languages)
  const saved = await readJsonFile<SourcedSpecies>(SOURCED_SPECIES)
  const before = saved?.version === version ? saved.species : {}
  const species: Record<string, string> = {}
  for (const source of speciesSources(contentRoot)) {
    const signature = sourcesSignature(contentRoot, source, languages)
    // Stat before reading: a file saved meanwhile differs from the record next time, and is read again.
    species[source] = signature
    if (before[source] !== signature || !keepSpecies(args, speciesSlugOfSource(source)!, languages)) {
      makeSpecies(args, contentRoot, source)
    }
  }
  sourcedThisBuild = { version, species }
  if (isDevelop()) {
    watchSpecies(contentRoot, (source) => makeSpecies(args, contentRoot, source))
  }
}
