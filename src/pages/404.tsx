import { useEffect } from "react"
import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import Layout from "../components/Layout"
import Seo from "../components/Seo"
import { fillTemplate } from "../lib/fill-template"
import { fallbackLangs, inLanguageOfPath, localizedPath } from "../lib/languages"
import { required } from "../lib/required"

/**
 * The not-found page. Every language's copy of it holds the site's text in every language and speaks
 * the language of the path it answers: the host serves /de/404.html for an unknown /de/nichts, and
 * in the browser Gatsby then reads the default 404's data, /404.html's (src/gatsby/not-found-path.ts).
 */
export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundPageQuery>) {
  const site = required(inLanguageOfPath(data.allSiteConfig.nodes, location.pathname), "content/site.json")
  const lang = fallbackLangs(site, "notFound")

  useEffect(() => {
    // Left in production on purpose: the console is where a broken link shows up first.
    console.error("404 Error: User attempted to access non-existent route:", location.pathname)
  }, [location.pathname])

  return (
    <Layout site={site} frame={data} currentPath={location.pathname} pagePath="/">
      <section
        aria-labelledby="not-found-heading"
        className="flex min-h-[70vh] items-center bg-gradient-to-b from-canvas to-leaf-50 pt-28 pb-20"
      >
        <div className="mx-auto max-w-xl px-4 text-center sm:px-6">
          <p aria-hidden="true" className="text-7xl font-extrabold tracking-tight text-leaf-700">
            404
          </p>
          <h1
            id="not-found-heading"
            lang={lang.heading}
            className="mt-4 text-3xl font-bold tracking-tight text-forest-900 sm:text-4xl"
          >
            {site.notFound.heading}
          </h1>
          <p className="mt-4 text-lg text-muted" lang={lang.text}>
            {site.notFound.text}
          </p>
          <Link
            to={localizedPath("/", site.language, site.defaultLanguage)}
            lang={lang.homeLinkLabel}
            className="mt-8 inline-flex min-h-12 items-center rounded-full bg-leaf-700 px-7 py-3 font-semibold text-on-accent shadow-md hover:bg-leaf-800"
          >
            {site.notFound.homeLinkLabel}
          </Link>
        </div>
      </section>
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Queries.NotFoundPageQuery>) {
  const site = required(inLanguageOfPath(data.allSiteConfig.nodes, location.pathname), "content/site.json")
  return (
    <Seo
      site={site}
      title={fillTemplate(site.titles.page, { title: site.notFound.title })}
      description={site.notFound.description}
      path={localizedPath("/404/", site.language, site.defaultLanguage)}
      noIndex
    />
  )
}

export const query = graphql`
  query NotFoundPage {
    allSiteConfig {
      nodes {
        ...SiteChrome
        ...SeoFacts
        titles {
          page
        }
        notFound {
          title
          description
          heading
          text
          homeLinkLabel
        }
      }
    }
    siteBuild {
      ...BuildInfo
    }
  }
`
