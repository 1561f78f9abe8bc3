import { APP_PAGE_PATH } from "../../lib/app-stores"
import { alternateUrls } from "../../lib/languages"
import { absoluteUrl } from "../../lib/site-url"
import type { BuiltPage } from "./host-headers"

/**
 * A sitemap per language beside gatsby-plugin-sitemap's, which lists the default language's pages:
 * sitemap-de.xml, sitemap-es.xml, each page with its alternates in every language, all named in
 * sitemap-index.xml. Search engines read the index, so together they list every page in every language.
 */

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** The file name of a language's sitemap. */
export function sitemapFile(language: string): string {
  return `sitemap-${language}.xml`
}

/** The sitemap of one language: its pages but the 404s, each with its hreflang alternates. */
export function languageSitemap(
  siteUrl: string,
  language: string,
  languages: readonly string[],
  pages: readonly BuiltPage[],
): string {
  const routes = pages
    .map(({ route }) => route)
    // Neither the 404s nor the app page, which only sends phones on to their store, are for search.
    .filter(
      (route) =>
        route.startsWith(`/${language}/`) &&
        !/\/404(\/|\.html)$/.test(route) &&
        route !== `/${language}${APP_PAGE_PATH}`,
    )
    .sort()
  const urls = routes.map((route) => {
    const links = alternateUrls(siteUrl, route, languages)
      .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`)
      .join("")
    return `<url><loc>${escapeXml(absoluteUrl(siteUrl, route))}</loc>${links}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join("")}</urlset>`
}

/** gatsby-plugin-sitemap's index with each language's sitemap added. */
export function withLanguageSitemaps(index: string, siteUrl: string, languages: readonly string[]): string {
  const entries = languages
    .slice(1)
    .map((language) => `<sitemap><loc>${escapeXml(`${siteUrl}/${sitemapFile(language)}`)}</loc></sitemap>`)
    .join("")
  return index.replace("</sitemapindex>", `${entries}</sitemapindex>`)
}
