import { graphql, type HeadProps, type PageProps } from "gatsby"
import ContactSection from "../components/ContactSection"
import FeaturesSection from "../components/FeaturesSection"
import HeroSection from "../components/HeroSection"
import Layout from "../components/Layout"
import Seo from "../components/Seo"
import AppQrCode from "../components/app/AppQrCode"
import ScreenshotsSection from "../components/app/ScreenshotsSection"
import StoreLinks from "../components/app/StoreLinks"
import { fillTemplate } from "../lib/fill-template"
import { fallbackLangs, localizedPath } from "../lib/languages"
import { required } from "../lib/required"
import { appStructuredData } from "../lib/structured-data"

const CONTACT_ID = "contact-section"
// "Contact Us" links to the heading, which takes focus even when the browser follows the link itself.
const CONTACT_HEADING_ID = "contact"

export default function HomePage({ data, location }: PageProps<Queries.HomePageQuery>) {
  const site = required(data.siteConfig, "content/site.json")
  const getAppLang = fallbackLangs(site, "getApp")
  return (
    <Layout site={site} frame={data} currentPath={location.pathname}>
      <HeroSection
        {...site.hero}
        contactId={CONTACT_ID}
        contactFocusId={CONTACT_HEADING_ID}
        lang={fallbackLangs(site, "hero")}
        storeLinks={<StoreLinks stores={site.app.stores} copy={site.getApp} tone="page" lang={getAppLang} />}
        qrCode={
          site.appLink ? (
            <AppQrCode
              src={site.appLink.qrCodeSrc}
              label={fillTemplate(site.getApp.qrCodeLabel, { url: site.appLink.url })}
              text={site.getApp.qrCodeText}
              lang={{ label: getAppLang.qrCodeLabel, text: getAppLang.qrCodeText }}
            />
          ) : null
        }
      />
      <FeaturesSection
        heading={site.features.heading}
        intro={site.features.intro}
        features={data.allFeature.nodes.map((feature) => ({
          ...feature,
          link: feature.link
            ? { label: feature.link.label, path: localizedPath(feature.link.path, site.language, site.defaultLanguage) }
            : null,
        }))}
        staggerMs={site.behaviour.cardStaggerMs}
        defaultLanguage={site.defaultLanguage}
        lang={fallbackLangs(site, "features")}
      />
      <ScreenshotsSection
        heading={site.getApp.screenshotsHeading}
        intro={site.getApp.screenshotsIntro}
        screenshots={site.app.screenshots}
        defaultLanguage={site.defaultLanguage}
        untranslated={site.untranslated}
        lang={getAppLang}
      />
      <ContactSection
        id={CONTACT_ID}
        headingId={CONTACT_HEADING_ID}
        heading={site.contact.heading}
        intro={site.contact.intro}
        noScriptNote={site.contact.noScriptNote}
        contactEmail={site.contactEmail}
        form={site.contact}
        delivery={site.contact.delivery}
        sendDelayMs={site.behaviour.sendDelayMs}
        sendTimeoutMs={site.behaviour.sendTimeoutMs}
        messageRows={site.behaviour.messageRows}
        lang={fallbackLangs(site, "contact")}
        replyLanguage={site.language === site.defaultLanguage ? undefined : site.language}
      />
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Queries.HomePageQuery>) {
  const site = required(data.siteConfig, "content/site.json")
  return (
    <Seo
      site={site}
      title={site.titles.home}
      description={site.description}
      path={location.pathname}
      structuredData={appStructuredData({
        brand: site.brand,
        description: site.description,
        siteUrl: site.siteUrl,
        url: localizedPath("/", site.language, site.defaultLanguage),
        language: site.language,
        contactEmail: site.contactEmail,
        operatingSystem: site.app.operatingSystem,
        category: site.app.category,
        stores: site.app.stores ?? [],
      })}
    />
  )
}

export const query = graphql`
  query HomePage($language: String!) {
    siteConfig(language: { eq: $language }) {
      ...SiteChrome
      ...SeoFacts
      description
      app {
        operatingSystem
        category
        ...StoreLinks
        ...AppScreenshots
      }
      getApp {
        ...StoreLinkCopy
        qrCodeText
        qrCodeLabel
        screenshotsHeading
        screenshotsIntro
      }
      appLink {
        url
        qrCodeSrc
      }
      titles {
        home
      }
      hero {
        eyebrow
        heading
        lead
        socialProof
        cta
        illustrationLabel
      }
      features {
        heading
        intro
      }
      contact {
        heading
        intro
        noScriptNote
        nameLabel
        emailLabel
        messageLabel
        submitLabel
        sendingLabel
        successTitle
        successText
        failureTitle
        failureText
        delivery {
          mode
          url
        }
      }
      behaviour {
        sendDelayMs
        sendTimeoutMs
        cardStaggerMs
        messageRows
      }
    }
    allFeature(filter: { language: { eq: $language } }, sort: { order: ASC }) {
      nodes {
        id
        title
        description
        icon
        link {
          path
          label
        }
        untranslated
      }
    }
    offers: allSiteConfig {
      nodes {
        ...LanguageOffer
      }
    }
    siteBuild {
      ...BuildInfo
    }
  }
`
