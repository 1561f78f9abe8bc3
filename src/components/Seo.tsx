import { graphql } from "gatsby"
import { SHARE_IMAGE } from "../lib/share-image"
import { alternateUrls, ogLocale } from "../lib/languages"
import { absoluteUrl } from "../lib/site-url"
import { themeDefaultScript } from "../lib/theme"
import { jsonForScript } from "../lib/structured-data"

interface SeoProps {
  site: Queries.SeoFactsFragment
  title: string
  description: string
  /** The page's path (with its language prefix), for its canonical URL and its other languages. */
  path: string
  /** schema.org data for the page, if it has any. */
  structuredData?: unknown
  /** Pages search engines should not list (the 404). */
  noIndex?: boolean
}

/** The browser's own chrome (address bar, status bar) takes the page's background in each theme. */
const THEME_COLORS = { light: "#f7f5ee", dark: "#0e1711" } as const

/**
 * What every page's Head renders, with the same page in every language (hreflang, reciprocal,
 * x-default the default) but on pages kept out of search. `<html lang dir>` is set in gatsby-ssr.
 */
export default function Seo({ site, title, description, path, structuredData, noIndex = false }: SeoProps) {
  const url = absoluteUrl(site.siteUrl, path)
  const codes = site.allLanguages.map(({ code }) => code)
  const image = `${site.siteUrl}${SHARE_IMAGE.path}`
  // Safari's Smart App Banner, on every page once content names the App Store.
  const appStoreId = site.app.stores?.find(({ store }) => store === "app-store")?.appId
  const schemes = site.theme === "system" ? (["light", "dark"] as const) : [site.theme as keyof typeof THEME_COLORS]
  return (
    <>
      {site.theme === "system" ? null : <script dangerouslySetInnerHTML={{ __html: themeDefaultScript(site.theme) }} />}
      <title>{title}</title>
      {schemes.map((scheme) => (
        <meta
          key={scheme}
          name="theme-color"
          content={THEME_COLORS[scheme]}
          media={schemes.length > 1 ? `(prefers-color-scheme: ${scheme})` : undefined}
        />
      ))}
      <meta name="description" content={description} />
      {appStoreId ? <meta name="apple-itunes-app" content={`app-id=${appStoreId}`} /> : null}
      <link rel="canonical" href={url} />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      {noIndex || codes.length < 2
        ? null
        : alternateUrls(site.siteUrl, path, codes).map(({ hreflang, href }) => (
            <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
          ))}
      <meta property="og:locale" content={ogLocale(site.locale)} />
      {site.allLanguages
        .filter(({ code }) => code !== site.language)
        .map(({ code, locale }) => (
          <meta key={code} property="og:locale:alternate" content={ogLocale(locale)} />
        ))}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.brand} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
      <meta property="og:image:alt" content={site.share.imageAlt} />
      {/* X reads the title, description and image from the og: tags above; only the card and the
          image's alt text have no Open Graph fallback there. */}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image:alt" content={site.share.imageAlt} />
      {structuredData ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(structuredData) }} />
      ) : null}
    </>
  )
}

export const query = graphql`
  fragment SeoFacts on SiteConfig {
    brand
    siteUrl
    theme
    language
    defaultLanguage
    locale
    allLanguages {
      code
      locale
    }
    share {
      imageAlt
    }
    app {
      stores {
        store
        appId
      }
    }
  }
`
