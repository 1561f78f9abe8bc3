import { existsSync, readFileSync, statSync } from "fs"
import path from "path"
import type { CreateNodeArgs, Node, NodePluginArgs } from "gatsby"
import type { FileSystemNode } from "gatsby-source-filesystem"
import { fillTemplate } from "../../lib/fill-template"
import { monthNames } from "../../lib/guide"
import { textDirection, languageName } from "../../lib/languages"
import { FEATURE_TYPE, SITE_CONFIG_TYPE, featureModel, siteConfigModel } from "./content-model"
import type { ContentProblem } from "./validate"
import { copyValues } from "./schema"
import { localize, parseContentFileName, siteLanguages, translationFileName } from "./translations"
import { isDevelop } from "../gatsby-command"
import { contentRoot } from "./content-root"
import { speciesFilePaths, speciesSlugOfSource } from "./species/files"
import { SPECIES_TYPE } from "./species/model"
import { readingSpeciesFile, unchangedSinceRead } from "./species/watcher"

function isContentJsonFile(node: Node): node is FileSystemNode {
  const file = node as FileSystemNode
  return node.internal.type === "File" && file.sourceInstanceName === "content" && file.extension === "json"
}

/** The key a content node's id is made from: its type, then what tells it from others of the type (a language). */
export const contentNodeKey = (type: string, key: string) => `${type} ${key}`

/** Which node type a JSON file in content/ (or a translation of one) becomes, by where it lives. */
export function contentTypeOf(relativePath: string): string | undefined {
  const { source } = parseContentFileName(relativePath)
  if (source === "site.json") return SITE_CONFIG_TYPE
  if (/^features\/[^/]+\.json$/.test(source)) return FEATURE_TYPE
  if (speciesSlugOfSource(source)) return SPECIES_TYPE
  return undefined
}

export interface ContentJsonFile {
  /** The path from the project: content/site.de.json. */
  file: string
  /** The path inside content/: site.de.json. */
  relativePath: string
  /** The file's JSON, as the editor wrote it. */
  data: Record<string, unknown>
  /** Its File node; a species' file has none (species/nodes.ts reads those files itself). */
  fileNodeId?: string
}

interface ContentJson {
  /** Every readable JSON file of content/, by its path inside content/. */
  files: Map<string, ContentJsonFile>
  /** Files that could not be read, with what is wrong; reported with every other content problem. */
  unreadable: ContentProblem[]
}

/**
 * Which JSON files of content/ to read: every one; all but the species' (the nodes made from all of
 * content/'s files together); or content/site.json alone. Only "all" lists the species' folders,
 * whose cost grows with the guide: the others are read once per content file that changes.
 */
type ContentJsonSelection = "all" | "without species" | "site.json"

const SELECTED: Record<ContentJsonSelection, (relativePath: string) => boolean> = {
  all: () => true,
  "without species": (relativePath) => contentTypeOf(relativePath) !== SPECIES_TYPE,
  "site.json": (relativePath) => relativePath === "site.json",
}

/** A content file read: its object, or what is wrong with it. */
export type ParsedFile = { data: Record<string, unknown> } | { problem: string }

/**
 * The content JSON File nodes this process has seen created (onCreateNode). Gatsby's node store
 * commits its type index asynchronously, and getNodesByType reads only what is committed: on a busy
 * machine a File node created a moment before (often the very one being handled) is missing from
 * it, and a language's SiteConfig node was then made without its translation, its pages in English.
 */
const contentFileNodes = new Map<string, FileSystemNode>()

/**
 * Every content file read, by absolute path, with the size and modification time it had, kept from
 * one build to the next in this process. Develop reads all of content/ again on every edit
 * (createPages checks it whole), and at 10,000 species parsing the 29,999 files that had not changed
 * was most of that. The objects are shared between reads: nothing changes them (nodes, checks and
 * reports copy what they take), and checks keyed on them (`memoizeByObject`) skip a file that has not
 * changed.
 */
const parsedFiles = new Map<string, { mtimeMs: number; size: number; parsed: ParsedFile }>()

/** The SiteConfig and Feature nodes made last, so that those no file makes any more are deleted. */
let localizedNodeIds = new Set<string>()

/**
 * In `gatsby build`, which builds once, lets go of every content file as parsed once createPages and
 * the editor's files have read them: at 10,000 species, 30,000 species' texts that Gatsby's main
 * process otherwise held through the bundles and the pages (docs/scale.md). Develop keeps them for
 * its next edit.
 */
export function releaseParsedFiles(): void {
  if (!isDevelop()) parsedFiles.clear()
}

/**
 * A content file's object, parsed once per change of the file; undefined when it does not exist. A
 * species' file that `gatsby develop` watches is not even looked at until the watcher sees it change.
 */
function parseContentFile(absolutePath: string): ParsedFile | undefined {
  const known = parsedFiles.get(absolutePath)
  if (known && unchangedSinceRead(absolutePath)) return known.parsed
  readingSpeciesFile(absolutePath)
  const stats = statSync(absolutePath, { throwIfNoEntry: false })
  if (!stats) return undefined
  if (known && known.mtimeMs === stats.mtimeMs && known.size === stats.size) return known.parsed
  let parsed: ParsedFile
  try {
    const data: unknown = JSON.parse(readFileSync(absolutePath, "utf8"))
    parsed =
      typeof data !== "object" || data === null || Array.isArray(data)
        ? { problem: "holds no JSON object; expected { ...fields }" }
        : { data: data as Record<string, unknown> }
  } catch (error) {
    parsed = { problem: `is not valid JSON: ${(error as Error).message}` }
  }
  parsedFiles.set(absolutePath, { mtimeMs: stats.mtimeMs, size: stats.size, parsed })
  return parsed
}

/**
 * Reads the JSON files of content/ from disk (every one, or a selection): the species' files as
 * content/ lists them, the rest by the File nodes Gatsby has for them. From disk, not from memory:
 * a build that reuses Gatsby's cache calls onCreateNode only for the files that changed, and nodes
 * made from one file depend on others (a translation on its English file).
 */
export function readContentJson(
  getNodesByType: NodePluginArgs["getNodesByType"],
  selection: ContentJsonSelection = "all",
): ContentJson {
  const include = SELECTED[selection]
  const files = new Map<string, ContentJsonFile>()
  const unreadable: ContentProblem[] = []
  const fileNodes = new Map([
    ...(getNodesByType("File") as FileSystemNode[]).map((node) => [node.id, node] as const),
    ...contentFileNodes,
  ])
  const root = contentRoot()
  const sources = [
    ...[...fileNodes.values()].filter(isContentJsonFile),
    ...(selection === "all" ? speciesFilePaths(root) : []).map((relativePath) => ({
      relativePath,
      absolutePath: path.join(root, relativePath),
      id: undefined,
    })),
  ]
  for (const node of sources) {
    if (!include(node.relativePath)) continue
    const file = `content/${node.relativePath}`
    if (!contentTypeOf(node.relativePath)) {
      if (!existsSync(node.absolutePath)) continue
      unreadable.push({
        file,
        message:
          "is not a file the site reads; expected content/site.json, content/features/<name>.json, content/species/<order>/<name>.json (the order's name in lower case: hymenoptera/asian-hornet.json), or a translation of one such as content/i18n/de/site.json",
      })
      continue
    }
    const parsed = parseContentFile(node.absolutePath)
    if (!parsed) continue
    if ("problem" in parsed) {
      unreadable.push({ file, message: parsed.problem })
      continue
    }
    files.set(node.relativePath, {
      file,
      relativePath: node.relativePath,
      data: parsed.data,
      fileNodeId: node.id,
    })
  }
  return { files, unreadable }
}

/** content/site.json as the editor wrote it, read alone: a guide of 10,000 species has 30,000 other files. */
export function readSiteJson(getNodesByType: NodePluginArgs["getNodesByType"]): Record<string, unknown> | undefined {
  return readContentJson(getNodesByType, "site.json").files.get("site.json")?.data
}

/** `{brand}` and `{userCount}` filled in every string, as the page's language writes them. */
function withPlaceholdersFilled<T>(value: T, values: Record<string, string>): T {
  if (typeof value === "string") return fillTemplate(value, values) as T
  if (Array.isArray(value)) return value.map((item) => withPlaceholdersFilled(item, values)) as T
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withPlaceholdersFilled(item, values)]),
    ) as T
  }
  return value
}

/**
 * One SiteConfig node per language, and one Feature node per card and language: the default
 * language's file with the translation laid over it (translations.ts), placeholders filled. Made anew
 * from every file whenever any content JSON file changes, because a change to the English text
 * changes every language that falls back to it.
 */
function createLocalizedNodes({
  actions,
  createNodeId,
  createContentDigest,
  getNode,
  getNodesByType,
}: NodePluginArgs): void {
  // Species are made from their own files (species/nodes.ts); reading them here would make every
  // other content file cost as much as the whole guide.
  const contentJsonFiles = readContentJson(getNodesByType, "without species").files
  const site = contentJsonFiles.get("site.json")
  const languages = siteLanguages(site?.data)
  const [defaultLanguage] = languages as [string]
  const made = new Set<string>()
  const make = (type: string, key: string, parent: ContentJsonFile, fields: Record<string, unknown>) => {
    const id = createNodeId(contentNodeKey(type, key))
    const child = {
      ...fields,
      id,
      parent: parent.fileNodeId ?? null,
      children: [],
      internal: { type, contentDigest: createContentDigest(fields) },
    }
    actions.createNode(child)
    const parentNode = parent.fileNodeId ? getNode(parent.fileNodeId) : undefined
    if (parentNode) actions.createParentChildLink({ parent: parentNode, child: child as unknown as Node })
    made.add(id)
  }
  const translationOf = (source: string, language: string) =>
    language === defaultLanguage ? undefined : contentJsonFiles.get(translationFileName(source, language))?.data

  const localizedSites = new Map(
    languages.map((language) => [
      language,
      language === defaultLanguage
        ? { data: site?.data ?? {}, untranslated: [] }
        : localize(siteConfigModel, site?.data ?? {}, translationOf("site.json", language), language),
    ]),
  )
  const placeholderValues = (language: string) =>
    copyValues(localizedSites.get(language)!.data as unknown as Parameters<typeof copyValues>[0])
  if (site) {
    const allLanguages = languages.map((code) => ({
      code,
      name: languageName(code),
      locale: (localizedSites.get(code)!.data as { locale?: string }).locale ?? code,
    }))
    for (const [language, { data, untranslated }] of localizedSites) {
      const { locale } = allLanguages.find(({ code }) => code === language)!
      make(SITE_CONFIG_TYPE, language, site, {
        ...withPlaceholdersFilled(data, placeholderValues(language)),
        language,
        defaultLanguage,
        direction: textDirection(language),
        allLanguages,
        monthNames: monthNames(locale, "long"),
        monthInitials: monthNames(locale, "narrow"),
        untranslated,
      })
    }
  }
  for (const card of contentJsonFiles.values()) {
    const { source, language: ofFile } = parseContentFileName(card.relativePath)
    if (ofFile !== null || contentTypeOf(source) !== FEATURE_TYPE) continue
    for (const language of languages) {
      // The default language's card is its own text: nothing in it is a fallback (no lang="en" on the English home).
      const { data, untranslated } =
        language === defaultLanguage
          ? { data: card.data, untranslated: [] }
          : localize(featureModel, card.data, translationOf(card.relativePath, language), language)
      make(FEATURE_TYPE, `${card.relativePath} ${language}`, card, {
        ...withPlaceholdersFilled(data, placeholderValues(language)),
        language,
        untranslated,
      })
    }
  }
  for (const id of localizedNodeIds) {
    const stale = made.has(id) ? undefined : getNode(id)
    if (stale) actions.deleteNode(stale)
  }
  localizedNodeIds = made
}

/**
 * Makes the site's nodes from the JSON files in content/ whenever one is added or changed, so
 * `gatsby develop` picks up an editor's change without a restart. The species are not among them:
 * they are read from their own files (sourceSpecies).
 */
export function onCreateNode(args: CreateNodeArgs): void {
  if (!isContentJsonFile(args.node)) return
  contentFileNodes.set(args.node.id, args.node)
  createLocalizedNodes(args)
}
