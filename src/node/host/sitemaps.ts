import { APP_PAGE_PATH } from "../../lib/app-stores"
import { alternateUrls } from "../../lib/languages"
import { absoluteUrl } from "../../lib/site-url"

/**
 * A sitemap per language beside gatsby-plugin-sitemap's, which lists the default language's pages:
 * sitemap-de.xml, sitemap-es.xml, each page with its alternates in every language, all named in
 * sitemap-index.xml. Search engines read the index, so together they list every page in every language.
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

/** A language's pages as `<url>` entries, each with its hreflang alternates: every page but the 404s and the app page. */
function urlEntries(siteUrl: string, language: string, languages: readonly string[], routes: readonly string[]) {
  return (
    routes
      // Neither the 404s nor the app page, which only sends phones on to their store, are for search.
      .filter(
        (route) =>
          route.startsWith(`/${language}/`) &&
          !/\/404(\/|\.html)$/.test(route) &&
          route !== `/${language}${APP_PAGE_PATH}`,
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

/**
 * The sitemaps of one language: a single file while its pages fit the protocol's limits, else as
 * many numbered parts as they need, each within both limits.
 */
export function languageSitemaps(
  siteUrl: string,
  language: string,
  languages: readonly string[],
  routes: readonly string[],
  limits: { urls: number; bytes: number } = SITEMAP_LIMITS,
): SitemapFile[] {
  const frame = Buffer.byteLength(URLSET_OPEN + URLSET_CLOSE)
  const parts: string[][] = [[]]
  let bytes = frame
  for (const entry of urlEntries(siteUrl, language, languages, routes)) {
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
  return parts.map((entries, index) => ({
    file: parts.length === 1 ? `sitemap-${language}.xml` : `sitemap-${language}-${index}.xml`,
    xml: `${URLSET_OPEN}${entries.join("")}${URLSET_CLOSE}`,
  }))
}

/** gatsby-plugin-sitemap's index with the languages' sitemaps added. */
export function withLanguageSitemaps(index: string, siteUrl: string, files: readonly string[]): string {
  const entries = files.map((file) => `<sitemap><loc>${escapeXml(`${siteUrl}/${file}`)}</loc></sitemap>`).join("")
  return index.replace("</sitemapindex>", `${entries}</sitemapindex>`)
}
