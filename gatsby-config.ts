import type { GatsbyConfig } from "gatsby"
import { speciesFolderPatterns } from "./src/node/content/species/files"
import { contentSnapshot } from "./src/node/content/snapshot"

interface SiteContentForConfig {
  brand?: string
  description?: string
  siteUrl?: string
  app?: { stores?: { store?: string; url?: string }[] }
}

/**
 * What plugins need from content/site.json at config time (the site's URL, the manifest's name),
 * from the build's one read of content/ (src/node/content/snapshot.ts), which reads no species here.
 * A broken file is not reported here: createPages checks all of content/ and names every problem,
 * so this only has to not crash.
 */
const site = (contentSnapshot().site?.data ?? {}) as SiteContentForConfig

/**
 * The Play app as Chrome reads it from the manifest (`related_applications`), so Android can tell
 * that the app is installed; absent while content names no Play store page.
 */
function playApplication(): { platform: "play"; url: string; id: string } | undefined {
  const play = site.app?.stores?.find((entry) => entry?.store === "google-play")
  const id = play?.url ? /[?&]id=([^&]+)/.exec(play.url)?.[1] : undefined
  return play?.url && id ? { platform: "play", url: play.url, id } : undefined
}

const playApp = playApplication()

// The palette's leaf-700 and canvas (src/styles/global.css).
const THEME_COLOR = "#2b6139"
const BACKGROUND_COLOR = "#f7f5ee"

// No GATSBY_CPU_COUNT is set here: Gatsby's default, a worker for each physical core but one (one
// on two cores), keeps the build's summed resident memory within 3 GiB at 10,000 species. A worker
// per core builds faster and goes past it, as each worker maps the node store and grows its own heap
// while it runs the queries (docs/scale.md, "Workers" and "Two workers again").
// With memory to spare, GATSBY_CPU_COUNT=3 on two cores gives two workers.

const config: GatsbyConfig = {
  siteMetadata: { siteUrl: site.siteUrl },
  // Static hosts serve /privacy/index.html at /privacy/; keep every URL in that one form.
  trailingSlash: "always",
  jsxRuntime: "automatic",
  graphqlTypegen: {
    // Outside src/: a generated file inside the watched tree retriggers Tailwind's scan in develop.
    typesOutputPath: "types/gatsby-types.d.ts",
    generateOnBuild: true,
    // The queries the build code runs through `graphql()` (HostFacts), typed as Queries.* too. Gatsby
    // reads gatsby-node.ts and plugins/**/gatsby-node.ts by default; the hooks live in src/node/.
    documentSearchPaths: ["./gatsby-node.ts", "./src/node/*/hooks.ts"],
  },
  plugins: [
    "gatsby-plugin-postcss",
    {
      resolve: "gatsby-source-filesystem",
      // Not the species' files: species/nodes.ts reads them itself, without a File node each.
      options: { name: "content", path: `${__dirname}/content`, ignore: speciesFolderPatterns(`${__dirname}/content`) },
    },
    // gatsby-plugin-mdx, without the hook it runs on every page the site makes (its gatsby-node.js says why).
    `${__dirname}/src/node/content/mdx-plugin`,
    // App screenshots in content/: AVIF, WebP and a fallback in a set of widths, made once and cached.
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.brand,
        short_name: site.brand,
        description: site.description,
        start_url: "/",
        display: "standalone",
        theme_color: THEME_COLOR,
        // Seo renders one theme-color per colour scheme instead of the manifest's single one.
        theme_color_in_head: false,
        background_color: BACKGROUND_COLOR,
        // One SVG mark makes every icon and the favicons; it is drawn full-bleed with the mark in the
        // safe zone, so the same art serves as a maskable icon.
        icon: "src/images/brand-icon.svg",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
        // Stable icon URLs: the icons change only with the mark, and _headers gives them no long cache.
        cache_busting_mode: "none",
        // The site is the way to the app, never a replacement for it: Chrome keeps offering both.
        ...(playApp ? { related_applications: [playApp], prefer_related_applications: false } : {}),
      },
    },
  ],
}

export default config
