/**
 * Host: what a static host serves beside Gatsby's pages, written after the build: the pass over
 * every page (post-build.ts), `_headers` with the CSP, `_redirects`, the sitemaps, robots.txt and
 * the share image. The only module gatsby-node.ts and the tests import from this folder.
 */

// The Gatsby hooks this capability serves (gatsby-node.ts names it).
export { onPostBootstrap, onPostBuild } from "./hooks"

export {
  HOST_LIMITS,
  builtPage,
  HEADER_POLICY,
  headersFile,
  pagePolicy,
  withPolicyMeta,
  hostFileProblems,
  inlineScriptHashes,
  isImmutable,
  robotsTxt,
} from "./host-headers"
export { finishPages, notFoundRedirects } from "./post-build"
export { pagePolicies, runThreadTask } from "./thread-tasks"
export { isPage, listFiles, routeOf } from "./public-files"
export { shareImageSvg, wrapText } from "./share-image"
