import path from "path"
import type { Actions, CreatePagesArgs, Page } from "gatsby"
// The plugin's own hook, as Gatsby runs it on every page made (its package root re-exports dist/).
import { onCreatePage as mdxOnCreatePage } from "gatsby-plugin-mdx/dist/gatsby-node"
import { createLegalPages } from "../../../src/node/content/create-legal-pages"

const content = (file: string) => path.resolve("content", file)

/** The legal pages createLegalPages makes from the MDX nodes a query finds: privacy in English, with a German translation. */
async function legalPages(): Promise<Page[]> {
  const made: Page[] = []
  const frontmatter = (title: string) => ({
    title,
    path: "/privacy/",
    description: "How",
    effectiveDate: "2025-03-30T00:00:00.000Z",
  })
  const nodes = [
    {
      id: "en",
      frontmatter: frontmatter("Privacy Policy"),
      internal: { contentFilePath: content("legal/privacy.mdx") },
    },
    {
      id: "de",
      frontmatter: frontmatter("Datenschutz"),
      internal: { contentFilePath: content("i18n/de/legal/privacy.mdx") },
    },
  ]
  const args = {
    graphql: async () => ({ data: { allMdx: { nodes } } }),
    actions: { createPage: (page: Page) => made.push(page) },
    reporter: {
      panicOnBuild: (message: string) => {
        throw new Error(message)
      },
    },
  } as unknown as CreatePagesArgs
  await createLegalPages(args, ["en", "de"])
  return made
}

describe("the legal pages", () => {
  it("are made once: gatsby-plugin-mdx finds their frontmatter in their context and leaves them as they are", async () => {
    // Made again by the plugin, each changed twice on every edit in `gatsby develop`, and every
    // change ran Gatsby's query of every page's path again (create-legal-pages.ts).
    const pages = await legalPages()
    expect(pages.map((page) => page.path)).toEqual(["/privacy/", "/de/privacy/"])
    expect(pages[1]!.context).toMatchObject({ id: "de", frontmatter: { title: "Datenschutz" } })
    const remade: Page[] = []
    const actions = { createPage: (page: Page) => remade.push(page), deletePage: () => undefined } as unknown as Actions
    for (const page of pages) {
      const mdxPath = page.component.split("?__contentFilePath=")[1]
      await mdxOnCreatePage!(
        { page, actions, getNodesByType: () => [{ absolutePath: mdxPath, internal: { contentDigest: "x" } }] } as never,
        { plugins: [] },
        () => undefined,
      )
    }
    expect(remade).toEqual([])
  })
})
