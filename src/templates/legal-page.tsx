import { type ReactNode } from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { MDXProvider } from "@mdx-js/react"
import Layout from "../components/Layout"
import PageStylesheet from "../components/PageStylesheet"
import Seo from "../components/Seo"
import TextColumn from "../components/TextColumn"
import { LegalFactsContext } from "../components/mdx/LegalFactsContext"
import { legalMdxComponents } from "../components/mdx/legalMdxComponents"
import { formServiceName } from "../lib/contact-delivery"
import { fillTemplate } from "../lib/fill-template"
import { fallbackLangs } from "../lib/languages"
import { required } from "../lib/required"

interface LegalPageContext {
  /** False where the language has no file of its own and the page shows the default language's text. */
  translated?: boolean
}

/**
 * One page per MDX file in content/legal/ and language (see src/node/content/create-legal-pages.ts). The
 * text is the language's own file, or the default language's when it has none.
 */
type LegalPageProps = Omit<PageProps<Queries.LegalPageQuery, LegalPageContext>, "children"> & {
  /** The compiled MDX file this page was created for. */
  children: ReactNode
}

export default function LegalPage({ data, location, pageContext, children }: LegalPageProps) {
  const site = required(data.siteConfig, "content/site.json")
  const page = required(data.mdx, "a file in content/legal/").frontmatter
  const source = required(data.source, "a file in content/legal/").frontmatter
  const effectiveDate = required(source.effectiveDate, "the effective date of a legal page")
  const facts = {
    brand: site.brand,
    contactEmail: site.contactEmail,
    effectiveDate,
    effectiveDateIso: required(source.effectiveDateIso, "the effective date of a legal page"),
    formService: formServiceName(site.contact.delivery),
  }
  // A language without its own text shows the default language's, and says so to screen readers.
  const textLang = pageContext?.translated === false ? site.defaultLanguage : undefined
  const lang = fallbackLangs(site, "legal")
  return (
    <Layout site={site} frame={data} currentPath={location.pathname}>
      <TextColumn>
        <header className="border-b border-line pb-6">
          <h1
            className="text-4xl font-extrabold tracking-tight text-forest-900 hyphens-auto sm:text-5xl"
            lang={page.title ? textLang : site.defaultLanguage}
          >
            {page.title ?? source.title}
          </h1>
          <p className="mt-3 text-muted" lang={lang.effectiveDateLabel}>
            {fillTemplate(site.legal.effectiveDateLabel, { date: effectiveDate })}
          </p>
        </header>
        <PageStylesheet kind="legal" />
        <div className="legal-prose mt-8" lang={textLang}>
          <LegalFactsContext.Provider value={facts}>
            <MDXProvider components={legalMdxComponents}>{children}</MDXProvider>
          </LegalFactsContext.Provider>
        </div>
      </TextColumn>
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Queries.LegalPageQuery>) {
  const site = required(data.siteConfig, "content/site.json")
  const page = required(data.mdx, "a file in content/legal/").frontmatter
  const source = required(data.source, "a file in content/legal/").frontmatter
  return (
    <Seo
      site={site}
      title={fillTemplate(site.titles.page, { title: page.title ?? source.title ?? "" })}
      description={page.description ?? source.description ?? ""}
      path={location.pathname}
    />
  )
}

export const query = graphql`
  query LegalPage($id: String!, $sourceId: String!, $language: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        description
      }
    }
    source: mdx(id: { eq: $sourceId }) {
      frontmatter {
        title
        description
        effectiveDate: localEffectiveDate(language: $language)
        effectiveDateIso: effectiveDate(formatString: "YYYY-MM-DD")
      }
    }
    offers: allSiteConfig {
      nodes {
        ...LanguageOffer
      }
    }
    siteConfig(language: { eq: $language }) {
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
    siteBuild {
      ...BuildInfo
    }
  }
`
