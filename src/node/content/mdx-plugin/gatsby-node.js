/*
 * gatsby-plugin-mdx, every hook of it but onCreatePage. That hook puts an MDX page's frontmatter in
 * its context, for pages whose component is an .mdx file. The site has none: its legal pages are
 * made from a template (create-legal-pages.ts), which queries their frontmatter. Yet Gatsby calls
 * every plugin's onCreatePage for every page another plugin or the site makes, and this one reads
 * its options again each time to learn the page is not MDX: 30,000 calls at 10,000 species, about
 * 1.6 s of every build (docs/scale.md). gatsby-config.ts loads this folder instead of the plugin.
 *
 * Plain JavaScript: Gatsby compiles the TypeScript of the site and of plugins/ only, and requires
 * any other plugin's gatsby-node.js as it is.
 */
const { onCreatePage, ...hooks } = require("gatsby-plugin-mdx/gatsby-node")

module.exports = hooks
