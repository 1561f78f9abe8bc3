import { readFileSync } from "fs"
import type { GatsbyConfig } from "gatsby"

/**
 * The site's address, for the plugins that need it in config (the sitemap). A broken site.json is
 * not reported here: createPages checks all of content/ and names every problem.
 */
function siteUrlFromContent(): string | undefined {
  try {
    return JSON.parse(readFileSync(`${__dirname}/content/site.json`, "utf8")).siteUrl
  } catch {
    return undefined
  }
}

const config: GatsbyConfig = {
  siteMetadata: { siteUrl: siteUrlFromContent() },
  // Static hosts serve /privacy/index.html at /privacy/; keep every URL in that one form.
  trailingSlash: "always",
  jsxRuntime: "automatic",
  graphqlTypegen: {
    // Outside src/: a generated file inside the watched tree retriggers Tailwind's scan in develop.
    typesOutputPath: "types/gatsby-types.d.ts",
    generateOnBuild: true,
  },
  plugins: [
    "gatsby-plugin-postcss",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: `${__dirname}/content` },
    },
    "gatsby-plugin-mdx",
    // Lists every page but the 404 (excluded by the plugin's defaults).
    "gatsby-plugin-sitemap",
  ],
}

export default config
