import type { CreateSchemaCustomizationArgs } from "gatsby"
import { fillTemplate } from "../lib/fill-template"

/** The node types made from the JSON files in content/ (see content-nodes.ts). */
export const SITE_CONFIG_TYPE = "SiteConfig"
export const FEATURE_TYPE = "Feature"

/**
 * Every content type is declared, not inferred: a field an editor deletes becomes a build error
 * instead of silently vanishing from the schema, and typegen gets non-null types.
 *
 * `@copy` marks editor copy that may name the brand or the user count as `{brand}` and
 * `{userCount}`; they are filled from content/site.json when queried, so renaming the brand there
 * renames it everywhere.
 */
const typeDefs = /* GraphQL */ `
  type SiteConfig implements Node @dontInfer @childOf(types: ["File"]) {
    brand: String!
    tagline: String!
    contactEmail: String!
    userCount: String!
    description: String! @copy
    titles: SiteConfigTitles!
    navigation: [SiteConfigNavigationLink!]!
    header: SiteConfigHeader!
    hero: SiteConfigHero!
    features: SiteConfigFeatures!
    contact: SiteConfigContact!
    footer: SiteConfigFooter!
    legal: SiteConfigLegal!
    notFound: SiteConfigNotFound!
    behaviour: SiteConfigBehaviour!
  }

  type SiteConfigTitles {
    home: String! @copy
    page: String! @copy
  }

  type SiteConfigNavigationLink {
    label: String! @copy
    path: String!
  }

  type SiteConfigHeader {
    homeLinkLabel: String! @copy
    menuLabel: String! @copy
    navigationLabel: String! @copy
    skipLinkLabel: String! @copy
  }

  type SiteConfigHero {
    eyebrow: String! @copy
    heading: String! @copy
    lead: String! @copy
    socialProof: String! @copy
    cta: String! @copy
    illustrationLabel: String! @copy
  }

  type SiteConfigFeatures {
    heading: String! @copy
    intro: String! @copy
  }

  type SiteConfigContact {
    heading: String! @copy
    intro: String! @copy
    noScriptNote: String! @copy
    nameLabel: String! @copy
    emailLabel: String! @copy
    messageLabel: String! @copy
    submitLabel: String! @copy
    sendingLabel: String! @copy
    successTitle: String! @copy
    successText: String! @copy
  }

  type SiteConfigFooter {
    copyright: String! @copy
    contactLabel: String! @copy
    legalLabel: String! @copy
  }

  type SiteConfigLegal {
    effectiveDateLabel: String! @copy
  }

  type SiteConfigNotFound {
    title: String! @copy
    description: String! @copy
    heading: String! @copy
    text: String! @copy
    homeLinkLabel: String! @copy
  }

  type SiteConfigBehaviour {
    sendDelayMs: Int!
    headerCompactAfterPx: Int!
    cardStaggerMs: Int!
    messageRows: Int!
  }

  type Feature implements Node @dontInfer @childOf(types: ["File"]) {
    order: Int!
    title: String! @copy
    icon: String!
    description: String! @copy
  }

  type Mdx implements Node {
    frontmatter: MdxFrontmatter!
  }

  type MdxFrontmatter @dontInfer {
    title: String! @copy
    path: String!
    description: String! @copy
    effectiveDate: Date! @dateformat
  }
`

interface SiteConfigSource {
  brand: string
  userCount: string
}

export function createSchemaCustomization({ actions }: CreateSchemaCustomizationArgs): void {
  actions.createFieldExtension({
    name: "copy",
    extend() {
      return {
        async resolve(
          source: Record<string, unknown>,
          _args: unknown,
          context: { nodeModel: { findOne: (q: object) => Promise<unknown> } },
          info: { fieldName: string },
        ) {
          const value = source[info.fieldName]
          if (typeof value !== "string") return value
          const site = (await context.nodeModel.findOne({
            type: SITE_CONFIG_TYPE,
            query: {},
          })) as SiteConfigSource | null
          return site ? fillTemplate(value, { brand: site.brand, userCount: site.userCount }) : value
        },
      }
    },
  })
  actions.createTypes(typeDefs)
}
