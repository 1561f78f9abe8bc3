import { type ReactNode } from "react"
import { graphql } from "gatsby"
import LanguageOffer from "./LanguageOffer"
import SiteFooter from "./SiteFooter"
import SiteHeader from "./SiteHeader"
import SkipLink from "./SkipLink"
import StoreLinks from "./app/StoreLinks"
import { GUIDE_PATH } from "../lib/guide"
import { fallbackLangs, localizedPath, unlocalizedPath } from "../lib/languages"
import { required } from "../lib/required"

export const MAIN_ID = "main"

/** What a page's query gives the frame besides the site: the build's year, and every language's offer. */
interface FrameData {
  siteBuild: Queries.BuildInfoFragment | null
  /** Every language's offer of itself (LanguageOffer); none on pages that query none. */
  offers?: { readonly nodes: ReadonlyArray<Queries.LanguageOfferFragment> }
}

interface LayoutProps {
  site: Queries.SiteChromeFragment
  /** The page's query result (data), of which the frame reads `siteBuild` and `offers`. */
  frame: FrameData
  currentPath: string
  /**
   * The page the language switcher offers in other languages, without a language prefix; by default
   * this page. The 404 page offers each language's home instead.
   */
  pagePath?: string
  children: ReactNode
}

/** Skip link, fixed header, the page's own content and the footer: the frame of every page. */
export default function Layout({ site, frame, currentPath, pagePath, children }: LayoutProps) {
  const chrome = required(frame.siteBuild, "the build's year")
  const offers = frame.offers?.nodes ?? []
  const codes = site.allLanguages.map(({ code }) => code)
  const samePage = pagePath ?? unlocalizedPath(currentPath, codes)
  const inLanguage = (path: string) => localizedPath(path, site.language, site.defaultLanguage)
  const links = site.navigation.map((link) => ({
    label: link.label,
    path: inLanguage(link.path),
    lang: fallbackLangs(site, `navigation[${link.path}]`).label,
  }))
  // The footer's list is the legal pages (the specification's two links, under "Legal"): the
  // header's way into the insect guide is not one of them.
  const legalLinks = links.filter(({ path }) => unlocalizedPath(path, codes) !== GUIDE_PATH)
  const languages = site.allLanguages.map(({ code, name }) => ({
    code,
    name,
    href: localizedPath(samePage, code, site.defaultLanguage),
  }))
  return (
    <>
      <SkipLink
        label={site.header.skipLinkLabel}
        targetId={MAIN_ID}
        lang={fallbackLangs(site, "header").skipLinkLabel}
      />
      <SiteHeader
        brand={site.brand}
        homeLinkLabel={site.header.homeLinkLabel}
        menuLabel={site.header.menuLabel}
        navigationLabel={site.header.navigationLabel}
        themeToDarkLabel={site.header.themeToDarkLabel}
        themeToLightLabel={site.header.themeToLightLabel}
        links={links}
        currentPath={currentPath}
        compactAfterPx={site.behaviour.headerCompactAfterPx}
        homePath={inLanguage("/")}
        languages={languages}
        currentLanguage={site.language}
        languageLabel={site.header.languageLabel}
        lang={fallbackLangs(site, "header")}
      />
      <main id={MAIN_ID} tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter
        brand={site.brand}
        tagline={site.tagline}
        contactEmail={site.contactEmail}
        contactLabel={site.footer.contactLabel}
        legalLabel={site.footer.legalLabel}
        copyright={site.footer.copyright}
        buildYear={Number(chrome.buildYear)}
        links={legalLinks}
        currentPath={currentPath}
        lang={{ ...fallbackLangs(site, "footer"), ...fallbackLangs(site, "") }}
        storeLinks={
          <StoreLinks stores={site.app.stores} copy={site.getApp} tone="footer" lang={fallbackLangs(site, "getApp")} />
        }
      />
      {offers.length > 0 ? (
        <LanguageOffer
          current={site.language}
          offers={offers.map((offer) => ({
            ...offer.languageOffer,
            code: offer.language,
            href: localizedPath(samePage, offer.language, site.defaultLanguage),
          }))}
        />
      ) : null}
    </>
  )
}

export const query = graphql`
  fragment SiteChrome on SiteConfig {
    brand
    tagline
    contactEmail
    language
    defaultLanguage
    untranslated
    allLanguages {
      code
      name
    }
    navigation {
      label
      path
    }
    header {
      homeLinkLabel
      menuLabel
      navigationLabel
      skipLinkLabel
      languageLabel
      themeToDarkLabel
      themeToLightLabel
    }
    footer {
      copyright
      contactLabel
      legalLabel
    }
    behaviour {
      headerCompactAfterPx
    }
    app {
      ...StoreLinks
    }
    getApp {
      ...StoreLinkCopy
    }
  }

  fragment LanguageOffer on SiteConfig {
    language
    languageOffer {
      regionLabel
      message
      linkLabel
      dismissLabel
    }
  }

  fragment BuildInfo on SiteBuild {
    buildYear: year
  }
`
