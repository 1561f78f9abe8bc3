import { existsSync, readFileSync } from "fs"
import path from "path"
import type { CreateNodeArgs, Node } from "gatsby"
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

/** The languages content/site.json lists, the default first (read from disk: it may not be a node yet). */
function languagesIn(contentRoot: string): string[] {
  const listed = readJson(path.join(contentRoot, "site.json"))?.languages
  const codes = Array.isArray(listed) ? listed.filter((code): code is string => typeof code === "string") : []
  return codes.length > 0 ? codes : ["en"]
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
      id: createNodeId(`${SPECIES_TYPE} ${slug} ${language}`),
      parent: english.id,
      children: [],
      internal: { type: SPECIES_TYPE, contentDigest: createContentDigest(fields) },
    }
    actions.createNode(node)
    if (parent) actions.createParentChildLink({ parent, child: node as unknown as Node })
  }
}
