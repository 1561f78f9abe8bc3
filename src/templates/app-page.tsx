import { graphql, type HeadProps, type PageProps } from "gatsby"
import Layout from "../components/Layout"
import Seo from "../components/Seo"
import StoreLinks from "../components/app/StoreLinks"
import { useStoreRedirect } from "../hooks/useStoreRedirect"
import { fillTemplate } from "../lib/fill-template"
import { fallbackLangs, localizedPath } from "../lib/languages"
import { APP_PAGE_PATH } from "../lib/app-stores"
import { required } from "../lib/required"

/**
 * /app/: the one address the desktop QR code carries when the app is in more than one store. A
 * phone goes on to its own store; anything else (or a phone without JavaScript) picks a link.
 */
export default function AppPage({ data, location }: PageProps<Queries.AppPageQuery>) {
  const site = required(data.siteConfig, "content/site.json")
  const lang = fallbackLangs(site, "getApp")
  useStoreRedirect(site.app.stores ?? [])
  return (
    <Layout site={site} frame={data} currentPath={location.pathname}>
      <section
        aria-labelledby="app-heading"
        className="flex min-h-[70vh] items-center bg-gradient-to-b from-canvas to-leaf-50 pt-28 pb-20"
      >
        <div className="mx-auto max-w-xl px-4 text-center sm:px-6">
          <h1
            id="app-heading"
            lang={lang.pageTitle}
            className="text-3xl font-bold tracking-tight text-forest-900 sm:text-4xl"
          >
            {site.getApp.pageTitle}
          </h1>
          <p className="mt-4 mb-8 text-lg text-muted" lang={lang.pageText}>
            {site.getApp.pageText}
          </p>
          <div className="flex justify-center">
            <StoreLinks stores={site.app.stores} copy={site.getApp} tone="page" lang={lang} />
          </div>
        </div>
      </section>
    </Layout>
  )
}

export function Head({ data }: HeadProps<Queries.AppPageQuery>) {
  const site = required(data.siteConfig, "content/site.json")
  return (
    <Seo
      site={site}
      title={fillTemplate(site.titles.page, { title: site.getApp.pageTitle })}
      description={site.getApp.pageText}
      path={localizedPath(APP_PAGE_PATH, site.language, site.defaultLanguage)}
      noIndex
    />
  )
}

export const query = graphql`
  query AppPage($language: String!) {
    siteConfig(language: { eq: $language }) {
      ...SiteChrome
      ...SeoFacts
      titles {
        page
      }
      getApp {
        ...StoreLinkCopy
        pageTitle
        pageText
      }
      app {
        ...StoreLinks
      }
    }
    siteBuild {
      ...BuildInfo
    }
  }
`
