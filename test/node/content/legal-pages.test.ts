import path from "path"
import type { CreatePagesArgs, Page } from "gatsby"
// The plugin's hooks, as its package root re-exports them.
import * as mdxHooks from "gatsby-plugin-mdx/dist/gatsby-node"
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
  it("are made at the path their frontmatter names, in every language, each with its own file where it has one", async () => {
    const pages = await legalPages()
    expect(pages.map((page) => page.path)).toEqual(["/privacy/", "/de/privacy/"])
    expect(pages.map((page) => page.context)).toMatchObject([
      { id: "en", language: "en", translated: true },
      { id: "de", language: "de", translated: true },
    ])
  })

  it("are MDX as gatsby-plugin-mdx makes it, without the hook it would run on each of the guide's pages", async () => {
    // What gatsby-config.ts loads in the plugin's place (its gatsby-node.js says why).
    const { default: loaded } = (await import(path.resolve("src/node/content/mdx-plugin/gatsby-node.js"))) as {
      default: Record<string, unknown>
    }
    const { onCreatePage, ...others } = mdxHooks as Record<string, unknown>
    expect(onCreatePage).toBeDefined()
    expect(loaded).toEqual(others)
  })
})
