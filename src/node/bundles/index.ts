/**
 * Bundles: the JavaScript and CSS webpack makes and how a page starts them: one chunk per page,
 * scripts marked for eager compilation, the app's classes in the stylesheet only when content uses
 * them, the HTML renderer named after the stylesheets and given only the browser's environment
 * variables, and the bundles started after the first paint. The only module other capabilities
 * (editor, host), gatsby-node.ts and the tests import from this folder.
 */

// The Gatsby hooks this capability serves (gatsby-node.ts names each).
export { configureWebpack } from "./hooks"
export { writeAppStyleSources } from "./app-styles"

export { APP_STYLE_SOURCES, usesAppSections } from "./app-styles"
export { EAGER_COMPILE_HINT } from "./eager-compile-plugin"
export { hasBundleScripts, hasStarter, startBundlesAfterFirstPaint } from "./start-after-first-paint"
