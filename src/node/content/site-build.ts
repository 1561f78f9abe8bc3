import type { SourceNodesArgs } from "gatsby"

export const SITE_BUILD_TYPE = "SiteBuild"

/** The key the build year's node id is made from (createNodeId), by the node and by those who look it up. */
export const SITE_BUILD_KEY = SITE_BUILD_TYPE

/**
 * The build's year, for the footer's copyright line, as a node whose digest is the year. Every page
 * queries it, so it must change only when the year does: Site.buildTime changes on every build, and
 * while pages read it a warm build re-ran all of their queries.
 */
export function sourceBuildYear({ actions, createNodeId }: SourceNodesArgs): void {
  const year = String(new Date().getFullYear())
  actions.createNode({
    id: createNodeId(SITE_BUILD_KEY),
    year,
    internal: { type: SITE_BUILD_TYPE, contentDigest: year },
  })
}

export const siteBuildTypeDef = `"The build's year; changes once a year, where Site.buildTime changes with every build."
type ${SITE_BUILD_TYPE} implements Node @dontInfer {
  year: String!
}`
