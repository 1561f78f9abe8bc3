// @ts-check
// The bare-Gatsby floor that `npm run bench:guide` builds beside the guide (issue #40): Gatsby with no
// plugins, one trivial page for each species page, each page with one small query of its own node.
// What the guide costs above it is the guide's; what the floor costs is Gatsby's at that many pages.
// FLOOR_EDIT=N, N above 0, changes the first page's title: a warm build of the floor after one edit,
// as the guide's warm build follows one species edit. The cold build has FLOOR_EDIT=0: a variable
// new to a build's environment made Gatsby render every page again (the guide's renderer is spared
// that, src/node/bundles/renderer-environment.ts), and the floor's first warm build paid for it.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

const GATSBY_NODE = `
const PAGES = Number(process.env.FLOOR_PAGES)
const EDIT = Number(process.env.FLOOR_EDIT)

exports.sourceNodes = ({ actions, createNodeId, createContentDigest }) => {
  for (let number = 0; number < PAGES; number++) {
    const data = { number, title: number === 0 && EDIT ? \`Page 0, edit \${EDIT}\` : \`Page \${number}\` }
    actions.createNode({ ...data, id: createNodeId(\`item-\${number}\`), internal: { type: "Item", contentDigest: createContentDigest(data) } })
  }
}

exports.createPages = async ({ actions, graphql }) => {
  const { data } = await graphql("{ allItem { nodes { id number } } }")
  for (const { id, number } of data.allItem.nodes) {
    actions.createPage({ path: \`/item/\${number}/\`, component: require.resolve("./src/templates/item.js"), context: { id } })
  }
}
`

const TEMPLATE = `import * as React from "react"
import { graphql } from "gatsby"

export default function Item({ data }) {
  return <main><h1>{data.item.title}</h1></main>
}

export const query = graphql\`query ($id: String!) { item(id: { eq: $id }) { title } }\`
`

/**
 * A temporary site of `pages` trivial pages, using the project's node_modules. Returns its folder
 * and the environment of its cold build (FLOOR_PAGES and FLOOR_EDIT, which its gatsby-node reads).
 * @param {string} root
 * @param {number} pages
 */
export function writeFloorSite(root, pages) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "buglens-floor-"))
  fs.writeFileSync(
    path.join(dir, "package.json"),
    JSON.stringify({ name: "floor", private: true, dependencies: { gatsby: "*", react: "*", "react-dom": "*" } }),
  )
  fs.writeFileSync(path.join(dir, "gatsby-config.js"), "module.exports = { plugins: [] }\n")
  fs.writeFileSync(path.join(dir, "gatsby-node.js"), GATSBY_NODE)
  fs.mkdirSync(path.join(dir, "src", "templates"), { recursive: true })
  fs.writeFileSync(path.join(dir, "src", "templates", "item.js"), TEMPLATE)
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir")
  return { dir, env: { FLOOR_PAGES: String(pages), FLOOR_EDIT: "0" } }
}
