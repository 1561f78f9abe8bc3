import type { CreateNodeArgs, Node, NodePluginArgs } from "gatsby"
import type { FileSystemNode } from "gatsby-source-filesystem"
import { fillTemplate } from "../../lib/fill-template"
import { monthNames } from "../../lib/guide"
import { textDirection, languageName } from "../../lib/languages"
import { FEATURE_TYPE, SITE_CONFIG_TYPE, featureModel, siteConfigModel } from "./content-model"
import { SITE_FILE } from "./validate/problems"
import { copyValues } from "./schema"
import { localize } from "./translations"
import { isDevelop } from "../gatsby-command"
import { contentChanged, contentSnapshot, type JsonContentFile } from "./snapshot"

function isContentFile(node: Node): node is FileSystemNode {
  return node.internal.type === "File" && (node as FileSystemNode).sourceInstanceName === "content"
}

/** The key a content node's id is made from: its type, then what tells it from others of the type (a language). */
export const contentNodeKey = (type: string, key: string) => `${type} ${key}`

/**
 * The content File nodes this process has seen created (onCreateNode): their ids by path from the
 * project ("content/site.json"). Gatsby's node store commits its type index asynchronously, and
 * getNodesByType reads only what is committed: on a busy machine a File node created a moment before
 * (often the very one being handled) is missing from it, and a node made from it then had no parent.
 */
const contentFileNodes = new Map<string, string>()

/** Every content file's File node id, by its path from the project: what its nodes take as their parent. */
function contentFileNodeIds(getNodesByType: NodePluginArgs["getNodesByType"]): Map<string, string> {
  return new Map([
    ...(getNodesByType("File") as FileSystemNode[])
      .filter(isContentFile)
      .map((node) => [`content/${node.relativePath}`, node.id] as const),
    ...contentFileNodes,
  ])
}

/** The SiteConfig and Feature nodes made last, so that those no file makes any more are deleted. */
let localizedNodeIds = new Set<string>()

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
  // The snapshot reads the site's settings and cards without the species' files (snapshot.ts).
  const content = contentSnapshot()
  const site = content.site
  const { languages, defaultLanguage } = content
  const made = new Set<string>()
  const parentIds = contentFileNodeIds(getNodesByType)
  const make = (type: string, key: string, parent: JsonContentFile, fields: Record<string, unknown>) => {
    const id = createNodeId(contentNodeKey(type, key))
    const parentId = parentIds.get(parent.file)
    const child = {
      ...fields,
      id,
      parent: parentId ?? null,
      children: [],
      // The parent in the digest: a cold build makes these nodes as each content file's File node
      // arrives, so a node may be made before its parent's, and is made again once it is there.
      internal: { type, contentDigest: createContentDigest({ fields, parentId }) },
    }
    actions.createNode(child)
    const parentNode = parentId ? getNode(parentId) : undefined
    if (parentNode) actions.createParentChildLink({ parent: parentNode, child: child as unknown as Node })
    made.add(id)
  }
  const translations = new Map(
    [...content.translations("site"), ...content.translations("features")].map((file) => [
      `${file.source} ${file.language}`,
      file.data,
    ]),
  )
  const translationOf = (source: string, language: string) => translations.get(`${source} ${language}`)

  const localizedSites = new Map(
    languages.map((language) => [
      language,
      language === defaultLanguage
        ? { data: site?.data ?? {}, untranslated: [] }
        : localize(siteConfigModel, site?.data ?? {}, translationOf(SITE_FILE, language), language),
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
  for (const card of content.features) {
    for (const language of languages) {
      // The default language's card is its own text: nothing in it is a fallback (no lang="en" on the English home).
      const { data, untranslated } =
        language === defaultLanguage
          ? { data: card.data, untranslated: [] }
          : localize(featureModel, card.data, translationOf(card.source, language), language)
      make(FEATURE_TYPE, `${card.source.replace(/^content\//, "")} ${language}`, card, {
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
  if (!isContentFile(args.node)) return
  contentFileNodes.set(`content/${args.node.relativePath}`, args.node.id)
  // In develop a file was added or changed: the snapshot reads content again (only what changed).
  if (isDevelop()) contentChanged()
  if (args.node.extension === "json") createLocalizedNodes(args)
}
