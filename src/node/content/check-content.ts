import sharp from "sharp"
import type { CreatePagesArgs, Node } from "gatsby"
import type { FileSystemNode } from "gatsby-source-filesystem"
import { legalFrontmatterModel } from "./content-model"
import {
  CONTENT_KINDS,
  contentKindOf,
  contentSnapshot,
  readContentSnapshot,
  type ContentKind,
  type ContentSnapshot,
} from "./snapshot"
import {
  formatProblem,
  validateContent,
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

/**
 * A legal page as its file is written, without Gatsby's MDX node: the frontmatter's fields of the
 * model, each as the text after its name, and the text after the frontmatter. What the scripts and
 * tests that check content outside a build read.
 */
export function legalAsWritten(text: string): { frontmatter: Record<string, string>; body: string } {
  const frontmatter = Object.fromEntries(
    Object.keys(legalFrontmatterModel.fields).flatMap((field) => {
      const value = frontmatterText(text, field)
      return value === undefined ? [] : [[field, value]]
    }),
  )
  return { frontmatter, body: text.replace(/^---[\s\S]*?---/, "") }
}

/**
 * content/ at `root` as the checks read it outside a build (scripts/check-content.mjs, the tests):
 * the snapshot, each legal page as written (legalAsWritten), its text trimmed as the build trims it.
 */
export function readContentOutsideBuild(root: string): Content {
  const snapshot = readContentSnapshot(root)
  return contentOf(snapshot, {
    legal: snapshot.legal.map(({ file, text }) => ({ file, ...legalAsWritten(text) })),
    translations: snapshot.translations("legal").map(({ file, source, language, text }) => {
      const { frontmatter, body } = legalAsWritten(text)
      return { file, source, language, data: frontmatter, body: body.trim() }
    }),
  })
}

/**
 * Content as validation reads it: the snapshot's JSON files by kind, the legal pages and their
 * translations as the caller read them (from Gatsby's MDX nodes in a build, as written outside one).
 */
function contentOf(
  snapshot: ContentSnapshot,
  legal: { legal: LegalFile[]; translations: TranslationFile[] },
  imageFacts?: ContentInput["imageFacts"],
): Content {
  return {
    imageFacts,
    site: snapshot.site,
    features: snapshot.features,
    species: snapshot.species,
    legal: legal.legal,
    translations: [
      ...snapshot.translations("site"),
      ...snapshot.translations("features"),
      ...snapshot.translations("species"),
      ...legal.translations,
    ],
    unreadable: snapshot.unreadable,
  }
}

/**
 * The legal pages and their translations: frontmatter and text as Gatsby's MDX nodes hold them, each
 * date as the editor wrote it in the file (the snapshot's text of it).
 */
function legalFilesOf(
  { getNodesByType }: Pick<CreatePagesArgs, "getNodesByType">,
  snapshot: ContentSnapshot,
): {
  legal: LegalFile[]
  translations: TranslationFile[]
} {
  const legal: LegalFile[] = []
  const translations: TranslationFile[] = []
  const nodes = new Map((getNodesByType("Mdx") as MdxNode[]).map((node) => [node.internal.contentFilePath, node]))
  // In the snapshot's order, which is the files' names': Gatsby's nodes come in the order its watcher found the files.
  for (const entry of [...snapshot.legal, ...snapshot.translations("legal")]) {
    const node = nodes.get(entry.absolutePath)
    if (!node) continue
    const frontmatter = { ...node.frontmatter }
    for (const field of DATE_FIELDS) {
      if (field in frontmatter) frontmatter[field] = frontmatterText(entry.text, field)
    }
    // Trimmed, so that a blank line more or less after the frontmatter changes no fingerprint.
    const body = node.body.trim()
    if (entry.language === null) legal.push({ file: entry.file, frontmatter, body })
    else
      translations.push({ file: entry.file, source: entry.source, language: entry.language, data: frontmatter, body })
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

/** Everything in content/, as validation and the translation report read it: the snapshot, and the legal pages' MDX nodes. */
export function readContent(
  args: Pick<CreatePagesArgs, "getNodesByType">,
  imageFacts?: ContentInput["imageFacts"],
): Content {
  const snapshot = contentSnapshot()
  lastRead = contentOf(snapshot, legalFilesOf(args, snapshot), imageFacts)
  return lastRead
}

/**
 * Content as this build's createPages read it (onPostBootstrap, after it, in a build and when
 * `develop` starts alike); read now when it has not been.
 */
export function contentAsRead(args: Pick<CreatePagesArgs, "getNodesByType">): Content {
  return lastRead ?? readContent(args)
}

/** Every problem in content/: the files that could not be read, then the others' (validateContent). */
export function contentProblems(content: Content): ContentProblem[] {
  const unreadableFiles = new Set(content.unreadable.map(({ file }) => file))
  return [
    ...content.unreadable,
    // A file that could not be read has no fields to check (and is not "missing" either).
    ...validateContent(content).filter(({ file }) => !unreadableFiles.has(file)),
  ]
}

/**
 * Validates all of content/ before any page is made, and reports every problem at once, one line
 * each, then one line that counts them. Returns the kinds of content that are sound: `gatsby build`
 * stops on any problem; `gatsby develop` keeps running and shows them, so the editor can fix the
 * file and save, and keeps the pages whose content is still sound.
 */
export function checkContent(args: CreatePagesArgs, content = readContent(args)): Set<ContentKind> {
  const problems = contentProblems(content)
  const unsound = new Set(problems.map(({ file }) => contentKindOf(file)))
  const sound = new Set(CONTENT_KINDS.filter((kind) => !unsound.has(kind)))
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
