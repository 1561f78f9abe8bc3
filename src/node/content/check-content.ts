import { readFileSync } from "fs"
import path from "path"
import sharp from "sharp"
import type { CreatePagesArgs, Node } from "gatsby"
import type { FileSystemNode } from "gatsby-source-filesystem"
import { legalFrontmatterModel } from "./content-model"
import { contentTypeOf, readContentJson } from "./content-nodes"
import { FEATURE_TYPE, SITE_CONFIG_TYPE } from "./content-model"
import { SPECIES_TYPE } from "./species/model"
import type { ContentJsonFile } from "./content-nodes"
import { parseContentFileName } from "./translations"
import {
  formatProblem,
  validateContent,
  type ContentFile,
  type ContentInput,
  type ContentProblem,
  type ImageFacts,
  type LegalFile,
  type TranslationFile,
} from "./validate"
import { isDevelop } from "../gatsby-command"

interface MdxNode extends Node {
  body: string
  frontmatter: Record<string, unknown>
  internal: Node["internal"] & { contentFilePath: string }
}

const DATE_FIELDS = Object.entries(legalFrontmatterModel.fields)
  .filter(([, rule]) => rule.kind === "date")
  .map(([name]) => name)

/**
 * The text an editor wrote for a top-level frontmatter field, quotes removed. YAML would turn
 * `2025-02-30` into 2 March without a word, so dates are checked as written.
 */
export function frontmatterText(source: string, field: string): string | undefined {
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? ""
  const line = new RegExp(`^${field}:[ \\t]*(.*?)[ \\t]*$`, "m").exec(frontmatter)?.[1]
  return line?.replace(/^(["'])(.*)\1$/, "$2")
}

/** The path inside content/ of a file the build read, whichever kind it is. */
function contentPath(file: string): string {
  return file.replace(/^content\//, "")
}

/** content/site.json, content/features/*.json and content/species/*.json as written, split into default-language files and translations. */
function jsonFiles(files: Iterable<ContentJsonFile>): {
  site: ContentFile | null
  features: ContentFile[]
  species: ContentFile[]
  translations: TranslationFile[]
} {
  const translations: TranslationFile[] = []
  const features: ContentFile[] = []
  const species: ContentFile[] = []
  let site: ContentFile | null = null
  for (const { file, relativePath, data } of files) {
    const { source, language } = parseContentFileName(relativePath)
    if (language !== null) translations.push({ file, source: `content/${source}`, language, data })
    else if (contentTypeOf(source) === SITE_CONFIG_TYPE) site = { file, data }
    else if (contentTypeOf(source) === SPECIES_TYPE) species.push({ file, data })
    else features.push({ file, data })
  }
  return { site, features, species, translations }
}

function legalFilesOf({ getNodesByType }: Pick<CreatePagesArgs, "getNodesByType">): {
  legal: LegalFile[]
  translations: TranslationFile[]
} {
  const legal: LegalFile[] = []
  const translations: TranslationFile[] = []
  for (const node of getNodesByType("Mdx") as MdxNode[]) {
    const filePath = node.internal.contentFilePath
    const source = readFileSync(filePath, "utf8")
    const frontmatter = { ...node.frontmatter }
    for (const field of DATE_FIELDS) {
      if (field in frontmatter) frontmatter[field] = frontmatterText(source, field)
    }
    const file = path.relative(process.cwd(), filePath)
    const name = parseContentFileName(contentPath(file))
    // Trimmed, so that a blank line more or less after the frontmatter changes no fingerprint.
    const body = node.body.trim()
    if (name.language === null) legal.push({ file, frontmatter, body })
    else translations.push({ file, source: `content/${name.source}`, language: name.language, data: frontmatter, body })
  }
  return { legal, translations }
}

export const CONTENT_ERROR_ID = "BUGLENS_CONTENT"

/** Registers how content problems are printed: the problem itself, no stack trace, no doc link. */
export function registerContentErrors({ reporter }: Pick<CreatePagesArgs, "reporter">): void {
  reporter.setErrorMap({
    [CONTENT_ERROR_ID]: {
      text: (context: { problem: string }) => context.problem,
      level: "ERROR",
      type: "CONFIG",
      category: "USER",
    },
  })
}

/** The kinds of content, each of which the site can use only while all of its files are sound. */
export type ContentKind = "site" | "features" | "legal" | "species"

function kindOf(file: string): ContentKind | null {
  const { source } = parseContentFileName(contentPath(file))
  if (contentTypeOf(source) === SITE_CONFIG_TYPE) return "site"
  if (contentTypeOf(source) === FEATURE_TYPE || source.startsWith("features/")) return "features"
  if (source.startsWith("legal/")) return "legal"
  if (contentTypeOf(source) === SPECIES_TYPE || source.startsWith("species/")) return "species"
  return null
}

/**
 * The facts of every picture read, by path, with the digest its File node had (an MD5 of the file,
 * which gatsby-source-filesystem computes again when the file's modification time changes), kept
 * from one build to the next in this process: develop checks content on every edit, and a guide of
 * 10,000 species with photos for a tenth has 1,000 pictures.
 */
const imageFactsByPath = new Map<string, { digest: string; facts: ImageFacts }>()

const IMAGE_EXTENSIONS = ["png", "jpg", "jpeg", "webp", "gif", "svg", "avif", "heic", "tif", "tiff"]

async function imageFactsOf(node: FileSystemNode): Promise<ImageFacts> {
  const known = imageFactsByPath.get(node.absolutePath)
  if (known && known.digest === node.internal.contentDigest) return known.facts
  let facts: ImageFacts
  try {
    const { format = node.extension, width = 0, height = 0 } = await sharp(node.absolutePath).metadata()
    facts = { format, width, height }
  } catch {
    facts = { format: `unreadable ${node.extension}`, width: 0, height: 0 }
  }
  imageFactsByPath.set(node.absolutePath, { digest: node.internal.contentDigest, facts })
  return facts
}

/**
 * Format and size of every picture in content/, read from the file itself (an editor may name a GIF
 * .png), for the checks of the images site.json names.
 */
export async function readImageFacts({ getNodesByType }: Pick<CreatePagesArgs, "getNodesByType">) {
  const facts = new Map<string, ImageFacts>()
  const images = (getNodesByType("File") as FileSystemNode[]).filter(
    (node) => node.sourceInstanceName === "content" && IMAGE_EXTENSIONS.includes(node.extension.toLowerCase()),
  )
  await Promise.all(
    images.map(async (node) => {
      facts.set(node.relativePath, await imageFactsOf(node))
    }),
  )
  return (relativePath: string): ImageFacts | null => facts.get(relativePath) ?? null
}

export type Content = ContentInput & { unreadable: ContentProblem[] }

/** Content as this build's createPages read it, which the editor's files take too. */
let lastRead: Content | undefined

/**
 * In `gatsby build`, which builds once, lets go of content as the checks read it once the editor's
 * files have taken it (docs/scale.md); develop keeps it for its next edit.
 */
export function releaseContentAsRead(): void {
  if (!isDevelop()) lastRead = undefined
}

/** Everything in content/, read as validation and the translation report read it, sorted by kind. */
export function readContent(
  args: Pick<CreatePagesArgs, "getNodesByType">,
  imageFacts?: ContentInput["imageFacts"],
): Content {
  const { files, unreadable } = readContentJson(args.getNodesByType)
  const json = jsonFiles(files.values())
  const mdx = legalFilesOf(args)
  lastRead = {
    imageFacts,
    site: json.site,
    features: json.features,
    species: json.species,
    legal: mdx.legal,
    translations: [...json.translations, ...mdx.translations],
    unreadable,
  }
  return lastRead
}

/**
 * Content as this build's createPages read it (onPostBootstrap, after it, in a build and when
 * `develop` starts alike); read now when it has not been.
 */
export function contentAsRead(args: Pick<CreatePagesArgs, "getNodesByType">): Content {
  return lastRead ?? readContent(args)
}

/**
 * Validates all of content/ before any page is made, and reports every problem at once, one line
 * each, then one line that counts them. Returns the kinds of content that are sound: `gatsby build`
 * stops on any problem; `gatsby develop` keeps running and shows them, so the editor can fix the
 * file and save, and keeps the pages whose content is still sound.
 */
export function checkContent(args: CreatePagesArgs, content = readContent(args)): Set<ContentKind> {
  const { unreadable } = content
  const unreadableFiles = new Set(unreadable.map(({ file }) => file))
  const problems = [
    ...unreadable,
    // A file that could not be read has no fields to check (and is not "missing" either).
    ...validateContent(content).filter(({ file }) => !unreadableFiles.has(file)),
  ]
  const unsound = new Set(problems.map(({ file }) => kindOf(file)))
  const sound = new Set((["site", "features", "legal", "species"] as const).filter((kind) => !unsound.has(kind)))
  if (problems.length === 0) return sound
  for (const problem of problems) {
    args.reporter.error({ id: CONTENT_ERROR_ID, context: { problem: formatProblem(problem) } })
  }
  const summary = `${problems.length} problem${problems.length === 1 ? "" : "s"} in content/: each line above names the file and the field to fix (see CONTENT.md).`
  // `develop` prints a panicOnBuild as an "UNKNOWN" error after the summary; there it is one more line.
  if (isDevelop()) {
    args.reporter.error({ id: CONTENT_ERROR_ID, context: { problem: summary } })
  } else {
    args.reporter.panicOnBuild(summary)
  }
  return sound
}
