import { existsSync, readFileSync, statSync } from "fs"
import path from "path"
import type { CreateNodeArgs, CreateResolversArgs, Node } from "gatsby"
import { speciesModel } from "./content-model"
import { localize, parseContentFileName, translationFileName } from "./translations"
import { isEmpty } from "./validate/fields"

/** The node type of a species in one language (schema.ts declares it from the model). */
export const SPECIES_TYPE = speciesModel.typeName

/** "species/asian-hornet.json" -> "asian-hornet"; null for any other file of content/. */
export function speciesSlugOfSource(source: string): string | null {
  return /^species\/([^/]+)\.json$/.exec(source)?.[1] ?? null
}

interface FileNode extends Node {
  absolutePath: string
  relativePath: string
}

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

/** What a species' node id is made from, by createNodeId. */
const speciesNodeKey = (slug: string, language: string) => `${SPECIES_TYPE} ${slug} ${language}`

/** The last languages read, by site.json's path and modification time: every species asks. */
let languagesRead: { file: string; modified: number; languages: string[] } | undefined

/** The languages content/site.json lists, the default first (read from disk: it may not be a node yet). */
function languagesIn(contentRoot: string): string[] {
  const file = path.join(contentRoot, "site.json")
  const modified = existsSync(file) ? statSync(file).mtimeMs : -1
  if (languagesRead?.file === file && languagesRead.modified === modified) return languagesRead.languages
  const listed = readJson(file)?.languages
  const codes = Array.isArray(listed) ? listed.filter((code): code is string => typeof code === "string") : []
  languagesRead = { file, modified, languages: codes.length > 0 ? codes : ["en"] }
  return languagesRead.languages
}

/** The English File node of each species, by slug, as this process has seen them created. */
const speciesFiles = new Map<string, FileNode>()

/**
 * One Species node per species and language: the English file with the language's translation laid
 * over it. A species depends only on its own files (and the list of languages), so a change to one
 * remakes that species alone: the work grows with the number of species, not with its square.
 */
export function createSpeciesNodes(
  { actions, createNodeId, createContentDigest, getNode }: CreateNodeArgs,
  file: FileNode,
): void {
  const { source, language: ofFile } = parseContentFileName(file.relativePath)
  const slug = speciesSlugOfSource(source)
  if (!slug) return
  if (ofFile === null) speciesFiles.set(slug, file)
  const english = speciesFiles.get(slug)
  if (!english) return // a translation seen before its species: made when the species is
  const contentRoot = english.absolutePath.slice(0, -english.relativePath.length)
  const base = readJson(english.absolutePath)
  if (!base) return
  const [defaultLanguage = "en", ...others] = languagesIn(contentRoot)
  const parent = getNode(english.id)
  for (const language of [defaultLanguage, ...others]) {
    const translation =
      language === defaultLanguage
        ? undefined
        : readJson(path.join(contentRoot, translationFileName(english.relativePath, language)))
    const { data, untranslated } =
      language === defaultLanguage
        ? { data: base, untranslated: [] }
        : localize(speciesModel, base, translation, language)
    // A photo the editor left empty (the browser editor saves its fields as "") is no photo.
    const photo = isEmpty(data.photo) ? undefined : data.photo
    const fields = { ...data, photo, slug, language, untranslated }
    const node = {
      ...fields,
      id: createNodeId(speciesNodeKey(slug, language)),
      parent: english.id,
      children: [],
      internal: { type: SPECIES_TYPE, contentDigest: createContentDigest(fields) },
    }
    actions.createNode(node)
    if (parent) actions.createParentChildLink({ parent, child: node as unknown as Node })
  }
}

interface SpeciesSource {
  slug: string
  commonName: string
}

/**
 * `speciesBySlugs(slugs, language)`: the named species in one language, by common name, each
 * fetched by its id. A page that asks for its lookalikes this way depends on those nodes alone; a
 * connection (allSpecies) would make it depend on every species, and one edit would run the query
 * of every species page again.
 */
export function createResolvers({ createResolvers: addResolvers, createNodeId }: CreateResolversArgs): void {
  addResolvers({
    Query: {
      speciesBySlugs: {
        type: `[${SPECIES_TYPE}!]!`,
        args: { slugs: "[String!]!", language: "String!" },
        resolve: async (
          _source: unknown,
          { slugs, language }: { slugs: string[]; language: string },
          context: { nodeModel: { getNodeById: (query: { id: string; type: string }) => Promise<unknown> } },
        ) => {
          const found = await Promise.all(
            slugs.map((slug) =>
              context.nodeModel.getNodeById({ id: createNodeId(speciesNodeKey(slug, language)), type: SPECIES_TYPE }),
            ),
          )
          return (found.filter(Boolean) as SpeciesSource[]).sort((a, b) =>
            a.commonName < b.commonName ? -1 : a.commonName > b.commonName ? 1 : 0,
          )
        },
      },
    },
  })
}
