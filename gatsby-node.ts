import path from "path"
import type { GatsbyNode } from "gatsby"
import { findHtmlWithNulBytes } from "./src/build/check-built-html"
import { formServiceOrigin } from "./src/lib/contact-delivery"
import { checkContent, registerContentErrors } from "./src/build/check-content"
import { onCreateNode as createContentNodes } from "./src/build/content-nodes"
import { createLegalPages } from "./src/build/create-legal-pages"
import { createSchemaCustomization as declareContentTypes } from "./src/build/schema"
import { writeHostFiles } from "./src/build/write-host-files"

export const onPreInit: GatsbyNode["onPreInit"] = registerContentErrors

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = declareContentTypes

export const onCreateNode: GatsbyNode["onCreateNode"] = createContentNodes

// Content is checked before any page is made, so an editor's mistake never reaches a page.
export const createPages: GatsbyNode["createPages"] = async (args) => {
  if (checkContent(args)) await createLegalPages(args)
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const publicDir = path.resolve("public")
  const broken = await findHtmlWithNulBytes(publicDir)
  if (broken.length > 0) {
    reporter.panicOnBuild(`Built HTML contains NUL (U+0000) characters: ${broken.join(", ")}`)
    return
  }
  const { data, errors } = await graphql<Queries.HostFactsQuery>(`
    query HostFacts {
      siteConfig {
        brand
        tagline
        siteUrl
        contact {
          delivery {
            mode
            url
          }
        }
      }
    }
  `)
  if (errors || !data?.siteConfig) {
    reporter.panicOnBuild("Could not read content/site.json for the host files", errors)
    return
  }
  const { brand, tagline, siteUrl, contact } = data.siteConfig
  await writeHostFiles(publicDir, { brand, tagline, siteUrl, formOrigin: formServiceOrigin(contact.delivery) })
}
