import path from "path"
import type { CreatePagesArgs } from "gatsby"
import { localizedPath } from "../../lib/languages"
import { parseContentFileName } from "./translations"

const legalTemplate = path.resolve("src/templates/legal-page.tsx")

/** What a legal page's address comes from; the template queries the rest of its frontmatter. */
interface LegalFrontmatter {
  path: string | null
}

interface LegalPagesResult {
  allMdx: {
    nodes: Array<{ id: string; frontmatter: LegalFrontmatter; internal: { contentFilePath: string } }>
  }
}

/**
 * One page per MDX file in content/legal/, at the path its frontmatter names, in every language:
 * /privacy/, /de/privacy/, /es/privacy/. A language without its own file (privacy.de.mdx) shows the
 * default language's text, marked as such (the template sets its `lang`).
 */
export async function createLegalPages(
  { graphql, actions, reporter }: CreatePagesArgs,
  languages: readonly string[],
): Promise<void> {
  const result = await graphql<LegalPagesResult>(`
    query LegalPages {
      allMdx {
        nodes {
          id
          frontmatter {
            path
          }
          internal {
            contentFilePath
          }
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the legal pages in content/legal/", result.errors)
    return
  }
  const pages = result.data.allMdx.nodes.map((node) => ({
    ...node,
    name: parseContentFileName(path.relative(path.resolve("content"), node.internal.contentFilePath)),
  }))
  const [defaultLanguage = "en"] = languages
  for (const source of pages.filter(({ name }) => name.language === null)) {
    for (const language of languages) {
      const translation = pages.find(({ name }) => name.source === source.name.source && name.language === language)
      const page = translation ?? source
      actions.createPage({
        path: localizedPath(source.frontmatter.path ?? "/", language, defaultLanguage),
        component: `${legalTemplate}?__contentFilePath=${page.internal.contentFilePath}`,
        context: {
          id: page.id,
          sourceId: source.id,
          language,
          translated: language === defaultLanguage || Boolean(translation),
          pageStyles: "legal",
        },
      })
    }
  }
}
