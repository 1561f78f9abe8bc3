import { type ReactNode } from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { MDXProvider } from "@mdx-js/react"
import Layout from "../components/Layout"
import Seo from "../components/Seo"
import { LegalFactsContext } from "../components/mdx/LegalFactsContext"
import { legalMdxComponents } from "../components/mdx/legalMdxComponents"
import { formServiceName } from "../lib/contact-delivery"
import { fillTemplate } from "../lib/fill-template"
import { required } from "../lib/required"

/** One page per MDX file in content/legal/ (see src/build/create-legal-pages.ts). */
type LegalPageProps = Omit<PageProps<Queries.LegalPageQuery>, "children"> & {
  /** The compiled MDX file this page was created for. */
  children: ReactNode
}

export default function LegalPage({ data, location, children }: LegalPageProps) {
  const site = required(data.siteConfig, "content/site.json")
  const page = required(data.mdx, "a file in content/legal/").frontmatter
  const facts = {
    brand: site.brand,
    contactEmail: site.contactEmail,
    effectiveDate: page.effectiveDate,
    effectiveDateIso: page.effectiveDateIso,
    formService: formServiceName(site.contact.delivery),
  }
  return (
    <Layout site={site} chrome={required(data.site, "site metadata")} currentPath={location.pathname}>
      <article className="bg-canvas pt-28 pb-20 sm:pt-32">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <header className="border-b border-line pb-6">
            <h1 className="text-4xl font-extrabold tracking-tight text-forest-900 sm:text-5xl">{page.title}</h1>
            <p className="mt-3 text-muted">
              {fillTemplate(site.legal.effectiveDateLabel, { date: page.effectiveDate })}
            </p>
          </header>
          <div className="legal-prose mt-8">
            <LegalFactsContext.Provider value={facts}>
              <MDXProvider components={legalMdxComponents}>{children}</MDXProvider>
            </LegalFactsContext.Provider>
          </div>
        </div>
      </article>
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Queries.LegalPageQuery>) {
  const site = required(data.siteConfig, "content/site.json")
  const page = required(data.mdx, "a file in content/legal/").frontmatter
  return (
    <Seo
      site={site}
      title={fillTemplate(site.titles.page, { title: page.title })}
      description={page.description}
      path={location.pathname}
    />
  )
}

export const query = graphql`
  query LegalPage($id: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        description
        effectiveDate(formatString: "D MMM YYYY")
        effectiveDateIso: effectiveDate(formatString: "YYYY-MM-DD")
      }
    }
    siteConfig {
      ...SiteChrome
      ...SeoFacts
      titles {
        page
      }
      legal {
        effectiveDateLabel
      }
      contact {
        delivery {
          mode
          url
        }
      }
    }
    site {
      ...BuildInfo
    }
  }
`
