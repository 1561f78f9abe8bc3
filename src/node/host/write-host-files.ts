import { promises as fs } from "fs"
import path from "path"
import type { AdminArea } from "../editor"
import { headersFile, hostFileProblems, robotsTxt, type BuiltPage } from "./host-headers"
import { listTopLevel } from "./public-files"
import { SHARE_IMAGE } from "../../lib/share-image"
import { writeShareImage } from "./share-image"
import { languageSitemaps, sitemapIndex, type SitemapPages } from "./sitemaps"

interface SiteFacts {
  languages: readonly string[]
  brand: string
  tagline: string
  siteUrl: string
  /** The content editor, which has a policy of its own and is kept out of search engines. */
  admin: AdminArea
  /** Folders whose files are named by their content (the guide's search index), cached for a year. */
  immutableFolders: readonly string[]
}

/** Every language's sitemaps, then their index. */
async function writeSitemaps(
  publicDir: string,
  siteUrl: string,
  languages: readonly string[],
  pages: SitemapPages,
): Promise<void> {
  const written: string[] = []
  for (const language of languages) {
    for (const { file, xml } of languageSitemaps(siteUrl, language, languages, pages)) {
      await fs.writeFile(path.join(publicDir, file), xml)
      written.push(file)
    }
  }
  await fs.writeFile(path.join(publicDir, "sitemap-index.xml"), sitemapIndex(siteUrl, written))
}

/**
 * Writes what a static host needs beside the pages: the share image, robots.txt, Netlify's _redirects,
 * a sitemap per language, and _headers, last, because it lists every file of the build. `pages` are the site's pages as
 * served (post-build.ts), which the sitemaps list.
 */
export async function writeHostFiles(
  publicDir: string,
  site: SiteFacts,
  pages: readonly BuiltPage[],
  redirects: string,
): Promise<void> {
  await writeShareImage(path.join(publicDir, SHARE_IMAGE.path), site.brand, site.tagline)
  // What robots.txt asks crawlers to leave alone, no sitemap lists.
  const keptFromSearch = [site.admin.path]
  await fs.writeFile(path.join(publicDir, "robots.txt"), robotsTxt(site.siteUrl, keptFromSearch))
  await fs.writeFile(path.join(publicDir, "_redirects"), redirects)
  await writeSitemaps(publicDir, site.siteUrl, site.languages, {
    routes: pages.map(({ route }) => route),
    unlisted: keptFromSearch,
  })
  // The top of public/ holds every hashed bundle; the whole tree is 62,000 files at 10,000 species.
  const files = (await listTopLevel(publicDir)).filter((file) => file !== "/_headers")
  const headers = headersFile(files, site.admin, site.immutableFolders)
  // A host that meets a file over its limits ignores rules without failing the deploy: fail here instead.
  const problems = hostFileProblems(headers, redirects)
  if (problems.length > 0) throw new Error(`The host files break Cloudflare Pages' limits:\n${problems.join("\n")}`)
  await fs.writeFile(path.join(publicDir, "_headers"), headers)
}
