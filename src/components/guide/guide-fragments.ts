import { graphql } from "gatsby"

/**
 * What the guide's index and its species' pages both query: the guide's words from site.json, and
 * the frame of every page (header, footer, head tags, the language offer), in the page's language;
 * and a species as every list of the guide shows it (the index, the key's answers, a species' page's
 * lookalikes): its page, its names in the page's language and which are English, and its level.
 */
export const query = graphql`
  fragment SpeciesListItem on Species {
    slug
    language
    untranslated
    commonName
    scientificName
    safety {
      level
    }
  }

  fragment GuidePageFrame on Query {
    offers: allSiteConfig {
      nodes {
        ...LanguageOffer
      }
    }
    siteConfig(language: { eq: $language }) {
      ...SiteChrome
      ...SeoFacts
      ...GuideCopy
      app {
        stores {
          store
          url
        }
      }
      titles {
        page
      }
    }
    siteBuild {
      ...BuildInfo
    }
  }

  fragment GuideCopy on SiteConfig {
    guide {
      title
      description
      intro
      breadcrumbLabel
      homeLabel
      filterLabel
      allLevelsLabel
      alphabetLabel
      byOrderHeading
      alphabeticalHeading
      searchLabel
      searchResults
      searchNoResults
      searchUnavailable
      searchTryText
      notInsectWords
      searchNotInsectText
      searchBrowseLink
      searchAppLink
      pagesLabel
      pageRange
      levels {
        harmless
        caution
        dangerous
      }
      hazards {
        sting
        bite
        pinch
        venom
        irritatingHairs
        blisteringFluid
        diseaseVector
        allergen
        foodContamination
      }
      orders {
        name
        label
      }
      speciesTitle
      speciesDescription
      safetyHeading
      hazardsLabel
      adviceHeading
      recogniseHeading
      sizeLabel
      wingspanLabel
      sizeValue
      sizeValueExact
      orderLabel
      familyLabel
      habitatHeading
      habitatsLabel
      regionsLabel
      monthsHeading
      monthsText
      stagesHeading
      stages {
        caterpillar
        larva
        nymph
      }
      stageMonthsText
      stageEffectLabel
      behaviourHeading
      dietHeading
      lookalikesHeading
      lookalikesIntro
      sourcesHeading
      otherNamesLabel
      sharedNameText
      alsoUsedForText
      drawingLabel
      photoCredit
    }
    key {
      linkText
    }
  }
`
