/**
 * Editor: the content editor at /admin/, Decap CMS with a configuration generated from the content
 * model and previews drawn with the site's own components and stylesheet. The only module other
 * capabilities (host), gatsby-node.ts and the tests import from this folder.
 */

// The Gatsby hooks this capability serves (gatsby-node.ts names each).
export { onCreateDevServer, onPostBootstrap } from "./hooks"

// What the host needs to give /admin/ a policy of its own.
export { adminArea, type AdminArea } from "./admin-files"

export { cmsConfig } from "./cms-config"
export { type CmsField } from "./cms-fields"
