import path from "path"
import type { CreateWebpackConfigArgs } from "gatsby"
import { builtStylesheets } from "./built-stylesheets"
import { EagerCompilePlugin } from "./eager-compile-plugin"
import { rendererDefinitions } from "./renderer-environment"

/**
 * Each page's code stays in its own chunk instead of a shared one: the home page's first view is
 * then the runtime, React and one chunk of its own, one request fewer on a slow phone network. The
 * code the pages share (header, footer, head tags) is about 6 KB compressed; a visitor who moves to
 * another page fetches it again with that page, after first view. Every script is also marked for
 * eager compilation (see EagerCompilePlugin), which takes compiling off the main thread.
 * `root` is the site's folder (gatsby-node's own).
 */
export function configureWebpack(
  { stage, getConfig, actions, plugins, loaders }: CreateWebpackConfigArgs,
  root: string,
): void {
  // A stylesheet of one kind of page (src/styles/guide.pcss, legal.pcss), which Gatsby would otherwise
  // merge into the one stylesheet every page inlines. The HTML renderer gets its text, which the pages
  // inline (gatsby-ssr.tsx); the browser gets the address of the same rules written as a file of their
  // own, which a page reached by navigating in the browser links (src/components/PageStylesheet.tsx),
  // so the text is in no page's JavaScript.
  const html = stage === "build-html" || stage === "develop-html"
  actions.setWebpackConfig({
    module: {
      rules: [
        {
          test: /\.pcss$/,
          ...(html
            ? { type: "asset/source" }
            : { type: "asset/resource", generator: { filename: "static/[name]-[contenthash].css" } }),
          use: [
            {
              ...loaders.postcss(),
              options: { postcssOptions: { config: path.join(root, "postcss.page.config.js") } },
            },
          ],
        },
      ],
    },
  })
  if (html) {
    // Only the variables the browser's bundle is given too: one more or one fewer in the host's
    // environment made Gatsby render every page again (renderer-environment.ts).
    for (const plugin of getConfig().plugins) {
      if (plugin?.constructor?.name === "DefinePlugin" && "process.env" in plugin.definitions) {
        plugin.definitions = rendererDefinitions(plugin.definitions)
      }
    }
  }
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
  // Webpack's compilation hash, which Gatsby writes into every page, counts the hashes of child
  // compilations. Gatsby's mini-css-extract-plugin (1.6) extracts the stylesheet in a child compiler,
  // which a build that takes the CSS from webpack's cache does not run: so the hash changed from a
  // cold build to the next with nothing changed, and Gatsby wrote every page again, which the
  // post-build pass then checked and the search index indexed again (docs/scale.md, "Why the build
  // code is shaped this way"). Extracted in the compilation itself (importModule, mini-css-extract-plugin 2's
  // default), the hash holds; every file built is the same but for the hash.
  for (const plugin of config.plugins) {
    if (plugin?.constructor?.name === "MiniCssExtractPlugin") plugin.options.experimentalUseImportModule = true
  }
  // A page template's chunk is named by its id, not by its template's path: the runtime inlined into
  // every page (start-after-first-paint.ts) then maps ids to hashes alone, and the legal pages' long
  // names (component---src-templates-legal-page-tsx-content-file-path-...) stay out of every page's
  // first round trip. The prefix stays, for the one cache rule of _headers (host-headers.ts).
  config.output.chunkFilename = (pathData: { chunk?: { name?: string | null } }) =>
    pathData.chunk?.name?.startsWith("component---") ? "component---[id]-[contenthash].js" : "[name]-[contenthash].js"
  actions.replaceWebpackConfig(config)
}
