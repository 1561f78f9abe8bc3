import path from "path"
import type { GatsbyNode } from "gatsby"
import { findHtmlWithNulBytes } from "./src/build/check-built-html"
import { checkContent, registerContentErrors } from "./src/build/check-content"
import { onCreateNode as createContentNodes } from "./src/build/content-nodes"
import { createLegalPages } from "./src/build/create-legal-pages"
import { createSchemaCustomization as declareContentTypes } from "./src/build/schema"

export const onPreInit: GatsbyNode["onPreInit"] = registerContentErrors

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = declareContentTypes

export const onCreateNode: GatsbyNode["onCreateNode"] = createContentNodes

// Content is checked before any page is made, so an editor's mistake never reaches a page.
export const createPages: GatsbyNode["createPages"] = async (args) => {
  if (checkContent(args)) await createLegalPages(args)
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const broken = await findHtmlWithNulBytes(path.resolve("public"))
  if (broken.length > 0) {
    reporter.panicOnBuild(`Built HTML contains NUL (U+0000) characters: ${broken.join(", ")}`)
  }
}
