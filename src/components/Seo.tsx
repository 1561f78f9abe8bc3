import { graphql } from "gatsby"
import { SHARE_IMAGE } from "../lib/share-image"
import { absoluteUrl } from "../lib/site-url"
import { jsonForScript } from "../lib/structured-data"

interface SeoProps {
  site: Queries.SeoFactsFragment
  title: string
  description: string
  /** The page's path, for its canonical URL. */
  path: string
  /** schema.org data for the page, if it has any. */
  structuredData?: unknown
  /** Pages search engines should not list (the 404). */
  noIndex?: boolean
}

/** What every page's Head renders. `<html lang>` is set once, in gatsby-ssr. */
export default function Seo({ site, title, description, path, structuredData, noIndex = false }: SeoProps) {
  const url = absoluteUrl(site.siteUrl, path)
  const image = `${site.siteUrl}${SHARE_IMAGE.path}`
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.brand} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
      <meta property="og:image:alt" content={site.share.imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
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
    share {
      imageAlt
    }
  }
`
