/**
 * PostCSS for a kind of page's own stylesheet (src/styles/guide.pcss, legal.pcss, which those pages
 * inline beside the site's): the site's plugins, then every rule the site's stylesheet already has, word for word in
 * the same place, is dropped. Tailwind would otherwise repeat each utility both use (flex, mt-4...),
 * and every byte counts towards the page's first round trip.
 */
const fs = require("fs")
const path = require("path")
const postcss = require("postcss")
const site = require("./postcss.config.js")

const GLOBAL_CSS = path.join(__dirname, "src/styles/global.css")

/** A rule's place and content: its enclosing at-rules, its selector, its declarations, spaces aside. */
function keyOf(rule) {
  const parents = []
  for (let node = rule.parent; node && node.type !== "root"; node = node.parent) {
    if (node.type === "atrule" && node.name !== "layer") parents.unshift(`@${node.name} ${node.params}`)
  }
  // The guide refers to Tailwind's theme, so its utilities carry fallbacks (var(--spacing,.25rem)) that
  // the site's, which define the variables, do not: the same rule either way.
  const declarations = rule.nodes
    .map((node) =>
      node
        .toString()
        .replace(/var\((--[\w-]+),[^()]*\)/g, "var($1)")
        .replace(/\s+/g, ""),
    )
    .join(";")
  return `${parents.join(" ")} ${rule.selector} {${declarations}}`
}

/** Messages by which postcss-loader learns what a compile read, so that webpack's cache knows when to run it again. */
const DEPENDENCY_MESSAGES = new Set(["dependency", "dir-dependency", "context-dependency"])

/**
 * The site's stylesheet, compiled for each page kind's sheet (20 to 150 ms): the keys of its rules,
 * and what it was compiled from: global.css, the files it imports and the code Tailwind scanned.
 */
async function siteStylesheet() {
  const result = await postcss(site.plugins).process(fs.readFileSync(GLOBAL_CSS, "utf8"), { from: GLOBAL_CSS })
  const keys = new Set()
  result.root.walkRules((rule) => keys.add(keyOf(rule)))
  const dependencies = result.messages.filter(({ type }) => DEPENDENCY_MESSAGES.has(type))
  return { keys, dependencies: [{ type: "dependency", file: GLOBAL_CSS }, ...dependencies] }
}

const dropRulesTheSiteHas = {
  postcssPlugin: "drop-rules-the-site-has",
  async OnceExit(root, { result }) {
    const { keys, dependencies } = await siteStylesheet()
    root.walkRules((rule) => {
      if (keys.has(keyOf(rule))) rule.remove()
    })
    // At-rules left empty by it (a media query whose utilities the site has) go too.
    root.walkAtRules((atRule) => {
      if (atRule.nodes && atRule.nodes.length === 0) atRule.remove()
    })
    // This sheet is what the site's leaves out, so it changes whenever the site's does: a build on the
    // cache of the last one kept a guide sheet without a utility that the site's had just lost.
    for (const dependency of dependencies) result.messages.push({ ...dependency, plugin: "drop-rules-the-site-has" })
  },
}

module.exports = { plugins: [...site.plugins, dropRulesTheSiteHas] }
