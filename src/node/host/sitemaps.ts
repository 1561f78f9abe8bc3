import { APP_PAGE_PATH } from "../../lib/app-stores"
import { alternateUrls, languageOfPath, localizedPath } from "../../lib/languages"
import { absoluteUrl } from "../../lib/site-url"

/**
 * A sitemap per language, each page with its alternates in every language, all named in
 * sitemap-index.xml, which robots.txt names: sitemap-0.xml for the default language's pages (the
 * name gatsby-plugin-sitemap gave it, which a site owner may have submitted to a search engine),
 * sitemap-de.xml, sitemap-es.xml for the others.
 */

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** One file's limits in the sitemap protocol (sitemaps.org): 50,000 URLs and 50 MB uncompressed. */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 52_428_800 } as const

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'
const URLSET_CLOSE = "</urlset>"

export interface SitemapFile {
  /** Its name in public/: sitemap-de.xml, or sitemap-de-0.xml, sitemap-de-1.xml... when one cannot hold them all. */
  file: string
  xml: string
}

/**
 * A language's pages as `<url>` entries, each with its hreflang alternates: every page but the 404s,
 * the app page and the folders kept out of search (the editor's).
 */
function urlEntries(
  siteUrl: string,
  language: string,
  languages: readonly string[],
  routes: readonly string[],
  unlisted: readonly string[],
) {
  const [defaultLanguage = language] = languages
  const appPage = localizedPath(APP_PAGE_PATH, language, defaultLanguage)
  return (
    routes
      // Neither the 404s nor the app page, which only sends phones on to their store, are for search.
      .filter(
        (route) =>
          languageOfPath(route, languages) === language &&
          !/\/404(\/|\.html)$/.test(route) &&
          route !== appPage &&
          !unlisted.some((folder) => route.startsWith(folder)),
      )
      .sort()
      .map((route) => {
        const links = alternateUrls(siteUrl, route, languages)
          .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`)
          .join("")
        return `<url><loc>${escapeXml(absoluteUrl(siteUrl, route))}</loc>${links}</url>`
      })
  )
}

/** What a language's sitemaps list: the site's pages as served, less the folders kept out of search. */
export interface SitemapPages {
  routes: readonly string[]
  /** Folders whose pages no sitemap lists, as paths from the root ("/admin/"). */
  unlisted: readonly string[]
}

/**
 * The sitemaps of one language: a single file while its pages fit the protocol's limits, else as
 * many numbered parts as they need, each within both limits. The default language's are numbered
 * always (sitemap-0.xml).
 */
export function languageSitemaps(
  siteUrl: string,
  language: string,
  languages: readonly string[],
  { routes, unlisted }: SitemapPages,
  limits: { urls: number; bytes: number } = SITEMAP_LIMITS,
): SitemapFile[] {
  const frame = Buffer.byteLength(URLSET_OPEN + URLSET_CLOSE)
  const parts: string[][] = [[]]
  let bytes = frame
  for (const entry of urlEntries(siteUrl, language, languages, routes, unlisted)) {
    const size = Buffer.byteLength(entry)
    const part = parts[parts.length - 1]!
    if (part.length > 0 && (part.length === limits.urls || bytes + size > limits.bytes)) {
      parts.push([entry])
      bytes = frame + size
    } else {
      part.push(entry)
      bytes += size
    }
  }
  const isDefault = language === languages[0]
  const numbered = isDefault || parts.length > 1
  const stem = isDefault ? "sitemap" : `sitemap-${language}`
  return parts.map((entries, index) => ({
    file: numbered ? `${stem}-${index}.xml` : `${stem}.xml`,
    xml: `${URLSET_OPEN}${entries.join("")}${URLSET_CLOSE}`,
  }))
}

/** The index of the sitemaps `files`, which robots.txt names. */
export function sitemapIndex(siteUrl: string, files: readonly string[]): string {
  const entries = files.map((file) => `<sitemap><loc>${escapeXml(`${siteUrl}/${file}`)}</loc></sitemap>`).join("")
  return `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</sitemapindex>`
}
