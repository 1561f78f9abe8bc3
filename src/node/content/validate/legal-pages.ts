import { LEGAL_MDX_COMPONENT_NAMES } from "../../../lib/legal-mdx"
import { normalizePath } from "../../../lib/paths"
import { legalFrontmatterModel } from "../content-model"
import { SITE_PATH, checkValue, isPlainObject, repeatedKeys, show } from "./fields"
import type { ContentProblem, LegalFile } from "./problems"

/** Paths the site's own pages take; a legal page may not use them. */
export const RESERVED_PATHS = ["/", "/404", "/404.html", "/dev-404-page", "/insects"]

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

/** A legal page's path as its frontmatter writes it, when it is one. */
function pathOf({ frontmatter }: LegalFile): string | undefined {
  const path = isPlainObject(frontmatter) ? frontmatter.path : undefined
  return typeof path === "string" && SITE_PATH.test(path) ? path : undefined
}

function checkLegalPaths(legal: readonly LegalFile[]): ContentProblem[] {
  const paths = legal.flatMap((page) => {
    const path = pathOf(page)
    return path === undefined ? [] : [{ file: page.file, path, page: normalizePath(path) }]
  })
  const reserved = paths.filter(({ page }) => RESERVED_PATHS.includes(page))
  return [
    ...reserved.map(({ file, path, page }) => ({
      file,
      message: `"path" is ${show(path)}, which the ${page === "/" ? "home" : "not-found"} page uses; expected a path of its own`,
    })),
    ...repeatedKeys(
      paths.filter((entry) => !reserved.includes(entry)),
      ({ page }) => page,
    ).map(({ entry, first }) => ({
      file: entry.file,
      message: `"path" is ${show(entry.path)}, the same as in ${first}; expected a path of its own`,
    })),
  ]
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
