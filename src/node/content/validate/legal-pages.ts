import { LEGAL_MDX_COMPONENT_NAMES } from "../../../lib/legal-mdx"
import { normalizePath } from "../../../lib/paths"
import { legalFrontmatterModel } from "../content-model"
import { SITE_PATH, checkValue } from "./fields"
import { isPlainObject, show, type ContentProblem, type LegalFile } from "./problems"

/** Paths the site's own pages take; a legal page may not use them. */
export const RESERVED_PATHS = ["/", "/404", "/404.html", "/dev-404-page"]

/** The legal pages: each one's frontmatter and the tags its text uses, and a path of its own for each. */
export function checkLegalPages(legal: readonly LegalFile[]): ContentProblem[] {
  return [
    ...legal.flatMap((page) => [
      ...checkValue(page.frontmatter, legalFrontmatterModel, page.file, ""),
      ...checkLegalComponents(page),
    ]),
    ...checkLegalPaths(legal),
  ]
}

function checkLegalPaths(legal: readonly LegalFile[]): ContentProblem[] {
  const firstWithPath = new Map<string, string>()
  const problems: ContentProblem[] = []
  for (const { file, frontmatter } of legal) {
    const path = isPlainObject(frontmatter) ? frontmatter.path : undefined
    if (typeof path !== "string" || !SITE_PATH.test(path)) continue
    const page = normalizePath(path)
    if (RESERVED_PATHS.includes(page)) {
      problems.push({
        file,
        message: `"path" is ${show(path)}, which the ${page === "/" ? "home" : "not-found"} page uses; expected a path of its own`,
      })
      continue
    }
    const first = firstWithPath.get(page)
    if (first) {
      problems.push({ file, message: `"path" is ${show(path)}, the same as in ${first}; expected a path of its own` })
    } else {
      firstWithPath.set(page, file)
    }
  }
  return problems
}

export function checkLegalComponents({ file, body }: LegalFile): ContentProblem[] {
  const allowed: readonly string[] = LEGAL_MDX_COMPONENT_NAMES
  const used = new Set([...body.matchAll(/<([A-Z][A-Za-z0-9]*)/g)].map((match) => match[1]!))
  return [...used]
    .filter((name) => !allowed.includes(name))
    .map((name) => ({
      file,
      message: `the text uses <${name} />; expected only ${allowed.map((known) => `<${known} />`).join(", ")}`,
    }))
}
