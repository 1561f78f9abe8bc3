import path from "path"
import type { CreateWebpackConfigArgs } from "gatsby"
import { builtStylesheets } from "./built-stylesheets"
import { EagerCompilePlugin } from "./eager-compile-plugin"

/**
 * Each page's code stays in its own chunk instead of a shared one: the home page's first view is
 * then the runtime, React and one chunk of its own, one request fewer on a slow phone network. The
 * code the pages share (header, footer, head tags) is about 6 KB compressed; a visitor who moves to
 * another page fetches it again with that page, after first view. Every script is also marked for
 * eager compilation (see EagerCompilePlugin), which takes compiling off the main thread.
 * `root` is the site's folder (gatsby-node's own).
 */
export function configureWebpack({ stage, getConfig, actions, plugins }: CreateWebpackConfigArgs, root: string): void {
  if (stage === "build-html") {
    // Gatsby inlines the stylesheet into every page, but renders a page again only when its data or
    // the HTML renderer's code changed (Gatsby 5's per-template hashes), and the renderer holds no CSS.
    // So a change that reached only the stylesheet (a rule in global.css, a Tailwind directive such as
    // `@source not inline(...)`, a class new to one template) left the other pages, or all of them,
    // with the old styles inlined. The renderer names the stylesheets (gatsby-ssr.tsx), whose names
    // carry their content's hash: it changes with them, and every page is rendered again.
    actions.setWebpackConfig({
      plugins: [plugins.define({ __BUILT_STYLESHEETS__: JSON.stringify(builtStylesheets(path.join(root, "public"))) })],
    })
    return
  }
  if (stage !== "build-javascript") return
  const config = getConfig()
  config.optimization.splitChunks.cacheGroups.commons = false
  config.optimization.splitChunks.cacheGroups.shared = false
  config.plugins.push(new EagerCompilePlugin())
  actions.replaceWebpackConfig(config)
}
