import { STORE_SYSTEMS, type AppStoreLink } from "./app-stores"
import { absoluteUrl } from "./site-url"

interface AppFacts {
  brand: string
  description: string
  siteUrl: string
  /** The home page in the page's language, and that language: the data describes the app in it. */
  url?: string
  language?: string
  contactEmail: string
  /** What content says the app runs on; the stores' systems replace it once content names a store. */
  operatingSystem: string
  category: string
  stores?: ReadonlyArray<AppStoreLink>
}

/**
 * schema.org data for the home page: the app and the organisation behind it. Only what the spec
 * claims; no rating, no price, no download count.
 */
export function appStructuredData(facts: AppFacts) {
  const home = absoluteUrl(facts.siteUrl, facts.url ?? "/")
  // One organisation in every language: its id and address are the site's, not the page's.
  const siteHome = absoluteUrl(facts.siteUrl, "/")
  const organization = `${siteHome}#organization`
  const stores = facts.stores ?? []
  const systems = [...new Set(stores.map(({ store }) => STORE_SYSTEMS[store]).filter(Boolean))]
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "MobileApplication",
        name: facts.brand,
        description: facts.description,
        operatingSystem: systems.length > 0 ? systems.join(", ") : facts.operatingSystem,
        applicationCategory: facts.category,
        url: home,
        ...(facts.language ? { inLanguage: facts.language } : {}),
        // The store pages, where the app is installed (schema.org's installUrl).
        ...(stores.length > 0 ? { installUrl: stores.map(({ url }) => url) } : {}),
        publisher: { "@id": organization },
      },
      {
        "@type": "Organization",
        "@id": organization,
        name: facts.brand,
        url: siteHome,
        email: facts.contactEmail,
        logo: `${facts.siteUrl}/icons/icon-512.png`,
      },
    ],
  }
}

/** JSON for a <script> element: `<` is escaped so the text can never close the element early. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c")
}

interface TaxonFacts {
  siteUrl: string
  /** The species' page, with its language prefix. */
  path: string
  language: string
  scientificName: string
  /** The common name in the page's language. */
  commonName: string
  family: string
  order: string
  /** The trail from home to this page, as the breadcrumbs show it. */
  breadcrumbs: ReadonlyArray<{ name: string; path: string }>
}

/**
 * schema.org data for a species' page: the species as a Taxon (its Latin name, the common name as an
 * alternate, family and order as parents), and the page's place in the site as a BreadcrumbList.
 */
export function speciesStructuredData(facts: TaxonFacts) {
  const url = absoluteUrl(facts.siteUrl, facts.path)
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "Taxon",
        "@id": `${url}#taxon`,
        name: facts.scientificName,
        alternateName: facts.commonName,
        taxonRank: "species",
        url,
        parentTaxon: {
          "@type": "Taxon",
          name: facts.family,
          taxonRank: "family",
          parentTaxon: { "@type": "Taxon", name: facts.order, taxonRank: "order" },
        },
      },
      breadcrumbList(facts.siteUrl, facts.breadcrumbs),
    ],
  }
}

/** schema.org's BreadcrumbList of a trail of pages, home first. */
export function breadcrumbList(siteUrl: string, trail: ReadonlyArray<{ name: string; path: string }>) {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map(({ name, path }, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name,
      item: absoluteUrl(siteUrl, path),
    })),
  }
}
