import { graphql } from "gatsby"

/**
 * What the app's components need from site.json, as query fragments. Here rather than beside the
 * components: those also render the editor's preview (src/node/editor/admin-files.ts), outside Gatsby's
 * query compiler, where a graphql tag cannot run.
 */
export const query = graphql`
  fragment StoreLinkCopy on SiteConfigGetApp {
    storesLabel
    appStoreLabel
    googlePlayLabel
  }

  fragment StoreLinks on SiteConfigApp {
    stores {
      store
      url
      badge {
        publicURL
        childImageSharp {
          original {
            width
            height
          }
        }
      }
    }
  }

  fragment AppScreenshots on SiteConfigApp {
    screenshots {
      imagePath
      alt
      image {
        childImageSharp {
          gatsbyImageData(
            width: 240
            outputPixelDensities: [1, 2, 3]
            formats: [JPG, WEBP, AVIF]
            placeholder: DOMINANT_COLOR
            jpgOptions: { quality: 80 }
            webpOptions: { quality: 80 }
            avifOptions: { quality: 60 }
          )
        }
      }
    }
  }
`
