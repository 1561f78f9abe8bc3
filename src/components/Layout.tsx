import { type ReactNode } from "react"
import { graphql } from "gatsby"
import SiteFooter from "./SiteFooter"
import SiteHeader from "./SiteHeader"
import SkipLink from "./SkipLink"

export const MAIN_ID = "main"

interface LayoutProps {
  site: Queries.SiteChromeFragment
  chrome: Queries.BuildInfoFragment
  currentPath: string
  children: ReactNode
}

/** Skip link, fixed header, the page's own content and the footer: the frame of every page. */
export default function Layout({ site, chrome, currentPath, children }: LayoutProps) {
  return (
    <>
      <SkipLink label={site.header.skipLinkLabel} targetId={MAIN_ID} />
      <SiteHeader
        brand={site.brand}
        homeLinkLabel={site.header.homeLinkLabel}
        menuLabel={site.header.menuLabel}
        navigationLabel={site.header.navigationLabel}
        themeToDarkLabel={site.header.themeToDarkLabel}
        themeToLightLabel={site.header.themeToLightLabel}
        links={site.navigation}
        currentPath={currentPath}
        compactAfterPx={site.behaviour.headerCompactAfterPx}
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
        links={site.navigation}
        currentPath={currentPath}
      />
    </>
  )
}

export const query = graphql`
  fragment SiteChrome on SiteConfig {
    brand
    tagline
    contactEmail
    navigation {
      label
      path
    }
    header {
      homeLinkLabel
      menuLabel
      navigationLabel
      skipLinkLabel
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
  }

  fragment BuildInfo on Site {
    buildYear: buildTime(formatString: "YYYY")
  }
`
