import type { NodePluginArgs } from "gatsby"
import { BUILD_RECORDS, codeVersion } from "../../build-records"
import { readJsonFile, writeJsonFile } from "../../json-files"
import { speciesModel } from "../content-model"
import { SPECIES_TYPE } from "./model"
import { contentChanged, contentSnapshot, type ContentSnapshot } from "../snapshot"
import { speciesSlugOf } from "./files"
import { watchSpecies } from "./watcher"
import { localize } from "../translations"
import { isEmpty } from "../validate/fields"
import { isDevelop } from "../../gatsby-command"

/** What a species' node id is made from, by createNodeId. */
export const speciesNodeKey = (slug: string, language: string) => `${SPECIES_TYPE} ${slug} ${language}`

type NodeArgs = Pick<NodePluginArgs, "actions" | "createNodeId" | "createContentDigest" | "getNode">

/**
 * One Species node per language for the species whose English file is `source`
 * ("content/species/hymenoptera/asian-hornet.json"): that file with the language's translation laid
 * over it. A species depends only on its own files (and the list of languages), so a
 * change to one remakes that species alone: the work grows with the number of species, not with its
 * square. Without its English file (deleted, or not valid JSON: the content check names it), none.
 */
function makeSpecies(args: NodeArgs, content: ContentSnapshot, source: string) {
  const { actions, createNodeId, createContentDigest, getNode } = args
  const { languages, defaultLanguage } = content
  const slug = speciesSlugOf(source)
  // Gone from `source`, it may have moved to another order's folder: its nodes are that file's now.
  const moved = content.speciesFiles(source)
    ? undefined
    : content.species.find((english) => speciesSlugOf(english.source) === slug)
  const files = content.speciesFiles(moved?.source ?? source)
  if (!files) {
    for (const language of languages) {
      const stale = getNode(createNodeId(speciesNodeKey(slug, language)))
      if (stale) actions.deleteNode(stale)
    }
    return
  }
  for (const language of languages) {
    const { data, untranslated } =
      language === defaultLanguage
        ? { data: files.english.data, untranslated: [] }
        : localize(speciesModel, files.english.data, files.translations.get(language)?.data, language)
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

/** A species' files as the snapshot read them: the English file's and each translation's size and time, or "-". */
function sourcesSignature(content: ContentSnapshot, source: string): string {
  const files = content.speciesFiles(source)!
  return content.languages
    .map((language) => {
      const file = language === content.defaultLanguage ? files.english : files.translations.get(language)
      return file ? `${file.size}:${file.mtimeMs}` : "-"
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
  const content = contentSnapshot()
  const { languages } = content
  const version = sourcesVersion(languages)
  const saved = await readJsonFile<SourcedSpecies>(SOURCED_SPECIES)
  const before = saved?.version === version ? saved.species : {}
  const species: Record<string, string> = {}
  for (const { source } of content.species) {
    const signature = sourcesSignature(content, source)
    species[source] = signature
    if (before[source] !== signature || !keepSpecies(args, speciesSlugOf(source), languages)) {
      makeSpecies(args, content, source)
    }
  }
  sourcedThisBuild = { version, species }
  if (isDevelop()) {
    watchSpecies(content.root, (source) => {
      contentChanged()
      makeSpecies(args, contentSnapshot(), `content/${source}`)
    })
  }
}
