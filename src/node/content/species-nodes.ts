import { existsSync, readFileSync, readdirSync, statSync, watch, type FSWatcher } from "fs"
import path from "path"
import type { CreateResolversArgs, NodePluginArgs } from "gatsby"
import { BUILD_RECORDS, codeVersion } from "../build-records"
import { readJsonFile, writeJsonFile } from "../json-files"
import { speciesModel } from "./content-model"
import { contentRoot as currentContentRoot } from "./content-root"
import { SPECIES_DIR, speciesFileIn, speciesSlugOfSource, speciesSourceOf, speciesSources } from "./species-files"
import { TRANSLATIONS_FOLDER, localize, parseContentFileName, siteLanguages } from "./translations"
import { isEmpty } from "./validate/fields"

/** The node type of a species in one language (schema.ts declares it from the model). */
export const SPECIES_TYPE = speciesModel.typeName

/** The species whose file (English or a translation) `file` is, by its path under `contentRoot`; null for any other file. */
function speciesSourceOfFile(contentRoot: string, file: string): string | null {
  const { source } = parseContentFileName(path.relative(contentRoot, file))
  return speciesSlugOfSource(source) ? source : null
}

/** A species' file in one language, by its English file's path inside content/ ("species/hymenoptera/asian-hornet.json"). */
function speciesFile(contentRoot: string, source: string, language: string, languages: readonly string[]): string {
  return path.join(contentRoot, speciesFileIn(source, language, languages[0]!))
}

/** What a species' node id is made from, by createNodeId. */
const speciesNodeKey = (slug: string, language: string) => `${SPECIES_TYPE} ${slug} ${language}`

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

/** The last languages read, by site.json's path and modification time: every species asks. */
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

/** How long a species' file is left to settle after a change before it is read: a save can come as several events. */
const SETTLE_MS = 50

/**
 * Calls `onFile` with each species' file (English or a translation) added, changed or removed. The
 * species' folders are watched with fs.watch, which names the file that changed: chokidar read the
 * whole folder again on each event, 1.0 to 1.2 s of CPU an edit at 10,000 species, on the thread
 * `gatsby develop` runs on. The folders above them are watched too, so that a folder made later (an
 * editor's first translation into a language) is watched and its files read.
 */
function watchSpeciesFiles(contentRoot: string, onFile: (file: string) => void): void {
  const watched = new Map<string, { watcher: FSWatcher; identity: string }>()
  const pending = new Map<string, NodeJS.Timeout>()
  const changed = (file: string) => {
    readSinceLastChange.delete(file)
    clearTimeout(pending.get(file))
    pending.set(
      file,
      setTimeout(() => {
        pending.delete(file)
        onFile(file)
      }, SETTLE_MS),
    )
  }
  /**
   * Watches `folder`, calling `onName` with each name that changes in it; true when it was not
   * watched before (new, or made again since), false when it is not there or already watched.
   */
  const watchFolder = (folder: string, onName: (name: string) => void): boolean => {
    const stats = statSync(folder, { throwIfNoEntry: false })
    // A folder made again may get the old one's inode number, not its birth time.
    const identity = `${stats?.ino}:${stats?.birthtimeMs}`
    const before = watched.get(folder)
    if (before && stats && before.identity === identity) return false
    before?.watcher.close()
    watched.delete(folder)
    if (!stats?.isDirectory()) return false
    try {
      const watcher = watch(folder, (_event, name) => name && onName(name.toString()))
      watcher.on("error", () => {
        watcher.close()
        if (watched.get(folder)?.watcher === watcher) watched.delete(folder)
      })
      // Develop's server keeps the process running; the watchers need not.
      watcher.unref()
      watched.set(folder, { watcher, identity })
      return true
    } catch {
      // Removed meanwhile: its parent's watcher sees it made again.
      return false
    }
  }
  /** The files each order's folder held, so that a folder removed reads its species again. */
  const speciesFiles = new Map<string, Set<string>>()
  /** An order's folder of species; `made`: it appeared (or went) while develop ran, so its files changed too. */
  const watchSpeciesFolder = (folder: string, made: boolean) => {
    const json = (name: string) => name.endsWith(".json")
    const before = speciesFiles.get(folder) ?? new Set<string>()
    const names = new Set<string>()
    const isNew = watchFolder(folder, (name) => {
      if (!json(name)) return
      names.add(name)
      changed(path.join(folder, name))
    })
    if (!isNew && existsSync(folder)) return
    for (const name of existsSync(folder) ? readdirSync(folder).filter(json) : []) names.add(name)
    speciesFiles.set(folder, names)
    if (made) for (const name of new Set([...before, ...names])) changed(path.join(folder, name))
  }
  /** content/species/ or a language's: a folder of orders' folders, each watched. */
  const watchSpeciesTree = (folder: string, made: boolean) => {
    const orders = new Set(speciesFiles.keys())
    watchFolder(folder, (name) => watchSpeciesFolder(path.join(folder, name), true))
    const now = existsSync(folder)
      ? readdirSync(folder, { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => path.join(folder, entry.name))
      : []
    // A tree made again, or removed: its orders' folders that went are read again too.
    const gone = made ? [...orders].filter((order) => path.dirname(order) === folder && !now.includes(order)) : []
    for (const order of [...now, ...gone]) watchSpeciesFolder(order, made)
  }
  const watchLanguageFolder = (folder: string, made: boolean) => {
    watchFolder(folder, (name) => name === SPECIES_DIR && watchSpeciesTree(path.join(folder, name), true))
    watchSpeciesTree(path.join(folder, SPECIES_DIR), made)
  }
  const i18n = path.join(contentRoot, TRANSLATIONS_FOLDER)
  const watchTranslations = (made: boolean) => {
    watchFolder(i18n, (name) => watchLanguageFolder(path.join(i18n, name), true))
    if (existsSync(i18n)) for (const name of readdirSync(i18n)) watchLanguageFolder(path.join(i18n, name), made)
  }
  watchFolder(contentRoot, (name) => {
    if (name === SPECIES_DIR) watchSpeciesTree(path.join(contentRoot, SPECIES_DIR), true)
    if (name === TRANSLATIONS_FOLDER) watchTranslations(true)
  })
  watchSpeciesTree(path.join(contentRoot, SPECIES_DIR), false)
  watchTranslations(false)
}

/** The content folder whose species' folders `gatsby develop` watches; undefined before it does, and in a build. */
let watchedRoot: string | undefined

/**
 * The species' files read since the watcher last named them, by absolute path: each is as it was
 * read. Reading content for the checks asks here before it looks at a file's modification time
 * (parseContentFile in content-nodes.ts): on every edit at 10,000 species, the 30,000 stats were
 * most of reading content.
 */
const readSinceLastChange = new Set<string>()

/** True when develop watches the species' file `absolutePath` and has not seen it change since it was last read. */
export function unchangedSinceRead(absolutePath: string): boolean {
  return readSinceLastChange.has(absolutePath)
}

/**
 * Notes that `absolutePath` is about to be read, when it is a species' file develop watches. Noted
 * before the read: a save during it is an event after it, which clears the note.
 */
export function readingSpeciesFile(absolutePath: string): void {
  if (watchedRoot !== undefined && speciesSourceOfFile(watchedRoot, absolutePath)) readSinceLastChange.add(absolutePath)
}

/**
 * What each species' nodes were made from at the last build that finished: its files' sizes and
 * modification times, by English file, under the languages and the code that made them. A species still the
 * same is not read again; its nodes, kept in Gatsby's cache, are touched so Gatsby keeps them.
 */
const SOURCED_SPECIES = BUILD_RECORDS.sourcedSpecies

interface SourcedSpecies {
  version: string
  species: Record<string, string>
}

/** This build's record, written once the build has finished (rememberSourcedSpecies). */
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
 * links, made sourcing the largest part of the build (3,000 species: 26.6 s of a 118 s build; from the
 * files 6.5 s of 94 s, and 0.3 GiB less at the peak). Sourced on every build, so a warm build's
 * Gatsby removes the nodes of a species deleted since (it keeps only nodes touched while sourcing); a
 * species whose files are as the last finished build read them keeps its nodes without being read.
 * `gatsby develop` watches the files (watchSpeciesFiles), as gatsby-source-filesystem watches the rest of content/.
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
  if (process.env.gatsby_executing_command !== "develop" || watchedRoot !== undefined) return
  watchedRoot = contentRoot
  watchSpeciesFiles(contentRoot, (file) => {
    const source = speciesSourceOfFile(contentRoot, file)
    if (source) makeSpecies(args, contentRoot, source)
  })
}

interface SpeciesSource {
  slug: string
  commonName: string
}

interface NodeModel {
  getNodeById: (query: { id: string; type: string }) => Promise<unknown>
}

/**
 * Root fields that fetch species by id, made from slug and language. `speciesBySlug(slug,
 * language)`: the species page's own species. A filter on slug and language needs Gatsby's index of
 * every species, which it builds again after each change to one: in `gatsby develop` at 10,000
 * species that was the largest part of running a page's query after an edit.
 * `speciesBySlugs(slugs, language)`: the named species, by common name. A page that asks for its
 * lookalikes this way depends on those nodes alone; a connection (allSpecies) would make it depend
 * on every species, and one edit would run the query of every species page again.
 */
export function createResolvers({ createResolvers: addResolvers, createNodeId }: CreateResolversArgs): void {
  const byId = (nodeModel: NodeModel, slug: string, language: string) =>
    nodeModel.getNodeById({ id: createNodeId(speciesNodeKey(slug, language)), type: SPECIES_TYPE })
  addResolvers({
    Query: {
      speciesBySlug: {
        type: SPECIES_TYPE,
        args: { slug: "String!", language: "String!" },
        resolve: (
          _source: unknown,
          { slug, language }: { slug: string; language: string },
          context: { nodeModel: NodeModel },
        ) => byId(context.nodeModel, slug, language),
      },
      speciesBySlugs: {
        type: `[${SPECIES_TYPE}!]!`,
        args: { slugs: "[String!]!", language: "String!" },
        resolve: async (
          _source: unknown,
          { slugs, language }: { slugs: string[]; language: string },
          context: { nodeModel: NodeModel },
        ) => {
          const found = await Promise.all(slugs.map((slug) => byId(context.nodeModel, slug, language)))
          return (found.filter(Boolean) as SpeciesSource[]).sort((a, b) =>
            a.commonName < b.commonName ? -1 : a.commonName > b.commonName ? 1 : 0,
          )
        },
      },
    },
  })
}
