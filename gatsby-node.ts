import type { GatsbyNode } from "gatsby"
import * as bundles from "./src/node/bundles"
import * as content from "./src/node/content"
import * as editor from "./src/node/editor"
import * as host from "./src/node/host"

/*
 * The site's build, hook by hook in the order Gatsby calls them. Each hook is served by one
 * capability under src/node/: content (the model, nodes, validation, pages), editor (/admin/),
 * host (the files a static host reads) and bundles (webpack and how a page starts its scripts).
 */

// Content: its problems print as the editor's lines, without a stack trace.
export const onPreInit: GatsbyNode["onPreInit"] = content.registerContentErrors

// Bundles: the app sections' classes reach the stylesheet only when content uses them.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = () =>
  bundles.writeAppStyleSources(__dirname, content.contentSnapshot().site?.data)

// Content: the GraphQL types, generated from the content model.
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = content.createSchemaCustomization

// Content: the build's year, the one fact every page reads that is not in content/; and the species,
// read from their files, which gatsby-source-filesystem leaves alone (species/nodes.ts says why).
export const sourceNodes: GatsbyNode["sourceNodes"] = async (args) => {
  content.sourceBuildYear(args)
  await content.sourceSpecies(args)
}

// Content: root fields that fetch nodes by id, so a page depends on those nodes alone.
export const createResolvers: GatsbyNode["createResolvers"] = content.createResolvers

// Content: one node per content file and language, translations laid over the default language.
export const onCreateNode: GatsbyNode["onCreateNode"] = content.onCreateNode

// Content: every file checked, then the legal and app pages in every language.
export const createPages: GatsbyNode["createPages"] = content.createPages

// Content: the guide's species pages, made once; createPages remakes only those an edit changed.
export const createPagesStatefully: GatsbyNode["createPagesStatefully"] = content.createPagesStatefully

// Content: the pages of src/pages in every language.
export const onCreatePage: GatsbyNode["onCreatePage"] = content.onCreatePage

// Host: the guide's search index, started in a thread of its own as soon as the species are known.
// Editor: /admin/ written into public/, in develop and build alike.
// Content: in a build, the content files as read, let go once the last of their readers is done.
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async (...args) => {
  await host.onPostBootstrap!(...args)
  await editor.onPostBootstrap!(...args)
  content.releaseBuildOnlyMemory()
}

// Bundles: one chunk per page, scripts compiled eagerly, the HTML renderer named after the stylesheets.
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args) =>
  bundles.configureWebpack(args, __dirname)

// Editor: /admin/ served as a static host serves it.
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = editor.onCreateDevServer

// Host: in a thread of the build (the pass over the pages, the search index: host/thread-tasks.ts),
// which loads this file as Gatsby compiled it, that thread's task; nothing elsewhere.
host.runThreadTask()

// Host: the pass over every built page, then _headers, _redirects, sitemaps, robots.txt, share image.
// Content: once the build has finished, what its species were read from, for the next build.
export const onPostBuild: GatsbyNode["onPostBuild"] = async (...args) => {
  await host.onPostBuild!(...args)
  await content.rememberSourcedSpecies()
}
