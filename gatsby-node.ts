import path from "path"
import type { GatsbyNode } from "gatsby"
import { findHtmlWithNulBytes } from "./src/build/check-built-html"
import { onCreateNode as createContentNodes } from "./src/build/content-nodes"
import { createLegalPages } from "./src/build/create-legal-pages"
import { createSchemaCustomization as declareContentTypes } from "./src/build/schema"

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = declareContentTypes

export const onCreateNode: GatsbyNode["onCreateNode"] = createContentNodes

export const createPages: GatsbyNode["createPages"] = createLegalPages

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const broken = await findHtmlWithNulBytes(path.resolve("public"))
  if (broken.length > 0) {
    reporter.panicOnBuild(`Built HTML contains NUL (U+0000) characters: ${broken.join(", ")}`)
  }
}
