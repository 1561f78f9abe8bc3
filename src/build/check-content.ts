import { existsSync, readFileSync } from "fs"
import path from "path"
import type { CreatePagesArgs, Node } from "gatsby"
import { legalFrontmatterModel } from "./content-model"
import { unreadableContent } from "./content-nodes"
import { FEATURE_TYPE, SITE_CONFIG_TYPE } from "./schema"
import { formatProblem, validateContent, type ContentFile, type LegalFile } from "./validate-content"

interface FileNode extends Node {
  relativePath: string
}

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

function contentFilesOf(type: string, { getNodesByType, getNode }: CreatePagesArgs): ContentFile[] {
  return getNodesByType(type).map((node) => {
    const { id, parent, children, internal, fields, ...data } = node
    const file = getNode(parent!) as FileNode | undefined
    return { file: `content/${file?.relativePath ?? id}`, data }
  })
}

function legalFilesOf({ getNodesByType }: CreatePagesArgs): LegalFile[] {
  return (getNodesByType("Mdx") as MdxNode[]).map((node) => {
    const filePath = node.internal.contentFilePath
    const source = readFileSync(filePath, "utf8")
    const frontmatter = { ...node.frontmatter }
    for (const field of DATE_FIELDS) {
      if (field in frontmatter) frontmatter[field] = frontmatterText(source, field)
    }
    return { file: path.relative(process.cwd(), filePath), frontmatter, body: node.body }
  })
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
 * Validates all of content/ before any page is made, and reports every problem at once, one line
 * each, then one line that counts them. Returns the files with problems: `gatsby build` stops;
 * `gatsby develop` keeps running and shows them, so the editor can fix the file and save.
 */
export function checkContent(args: CreatePagesArgs): Set<string> {
  const unreadable = [...unreadableContent.values()].filter(({ file }) => existsSync(file))
  const unreadableFiles = new Set(unreadable.map(({ file }) => file))
  const [site = null] = contentFilesOf(SITE_CONFIG_TYPE, args)
  const problems = [
    ...unreadable,
    // A file that could not be read has no fields to check (and is not "missing" either).
    ...validateContent({
      site,
      features: contentFilesOf(FEATURE_TYPE, args),
      legal: legalFilesOf(args),
    }).filter(({ file }) => !unreadableFiles.has(file)),
  ]
  const files = new Set(problems.map(({ file }) => file))
  if (problems.length === 0) return files
  for (const problem of problems) {
    args.reporter.error({ id: CONTENT_ERROR_ID, context: { problem: formatProblem(problem) } })
  }
  const summary = `${problems.length} problem${problems.length === 1 ? "" : "s"} in content/: each line above names the file and the field to fix (see CONTENT.md).`
  // `develop` prints a panicOnBuild as an "UNKNOWN" error after the summary; there it is one more line.
  if (process.env.gatsby_executing_command === "develop") {
    args.reporter.error({ id: CONTENT_ERROR_ID, context: { problem: summary } })
  } else {
    args.reporter.panicOnBuild(summary)
  }
  return files
}
