import path from "path"
import type { CreatePagesArgs } from "gatsby"

const legalTemplate = path.resolve("src/templates/legal-page.tsx")

interface LegalPagesResult {
  allMdx: {
    nodes: Array<{ id: string; frontmatter: { path: string }; internal: { contentFilePath: string } }>
  }
}

/** One page per MDX file in content/legal/, at the path its frontmatter names. */
export async function createLegalPages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
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
  for (const page of result.data.allMdx.nodes) {
    actions.createPage({
      path: page.frontmatter.path,
      component: `${legalTemplate}?__contentFilePath=${page.internal.contentFilePath}`,
      context: { id: page.id },
    })
  }
}
