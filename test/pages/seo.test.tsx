import { render } from "@testing-library/react"
import { Head as HomeHead } from "../../src/pages/index"
import { Head as NotFoundHead } from "../../src/pages/404"
import { Head as LegalHead } from "../../src/templates/legal-page"
import { headProps, homePageData, legalPageData, notFoundPageData, siteConfig, siteConfigIn } from "../support/content"

function metaOf(container: HTMLElement) {
  const content = (selector: string) => container.querySelector(selector)?.getAttribute("content")
  return {
    canonical: container.querySelector('link[rel="canonical"]')?.getAttribute("href"),
    ogTitle: content('meta[property="og:title"]'),
    ogDescription: content('meta[property="og:description"]'),
    ogType: content('meta[property="og:type"]'),
    ogUrl: content('meta[property="og:url"]'),
    ogImage: content('meta[property="og:image"]'),
    twitterCard: content('meta[name="twitter:card"]'),
    robots: content('meta[name="robots"]'),
  }
}

describe("search and share metadata", () => {
  it("gives the home page absolute canonical, Open Graph and Twitter tags", () => {
    const { container } = render(<HomeHead {...headProps(homePageData(), "/")} />)
    expect(metaOf(container)).toEqual({
      canonical: "https://buglens.app/",
      ogTitle: "BugLens · Instant Insect Identification",
      ogDescription: expect.stringContaining("identifies insects from a single photo"),
      ogType: "website",
      ogUrl: "https://buglens.app/",
      ogImage: "https://buglens.app/og-image.png",
      twitterCard: "summary_large_image",
      robots: undefined,
    })
  })

  it("gives a legal page its own canonical URL, with the trailing slash", () => {
    const { container } = render(<LegalHead {...headProps(legalPageData(), "/privacy")} />)
    expect(metaOf(container)).toMatchObject({
      canonical: "https://buglens.app/privacy/",
      ogUrl: "https://buglens.app/privacy/",
      ogTitle: "Privacy Policy · BugLens",
    })
  })

  it("keeps the 404 page out of search results", () => {
    const { container } = render(<NotFoundHead {...headProps(notFoundPageData(), "/nope/")} />)
    expect(metaOf(container).robots).toBe("noindex")
  })

  it("describes the app and its organisation in JSON-LD, claiming no rating or price", () => {
    const { container } = render(<HomeHead {...headProps(homePageData(), "/")} />)
    const json = container.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}"
    const graph: Array<Record<string, unknown>> = JSON.parse(json)["@graph"]
    expect(graph.find((node) => node["@type"] === "MobileApplication")).toMatchObject({
      name: "BugLens",
      operatingSystem: "iOS",
      applicationCategory: "EducationalApplication",
      description: expect.stringContaining("single photo"),
    })
    expect(graph.find((node) => node["@type"] === "Organization")).toMatchObject({
      name: "BugLens",
      email: "hello@buglens.app",
      url: "https://buglens.app/",
    })
    expect(json).not.toMatch(/aggregateRating|offers|price|ratingValue/)
  })

  it("describes the app in the page's language, published by the same organisation in every language", () => {
    const graphOf = (site: ReturnType<typeof siteConfig>, path: string) => {
      const { container } = render(<HomeHead {...headProps(homePageData(site), path)} />)
      const json = container.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}"
      const graph: Array<Record<string, unknown>> = JSON.parse(json)["@graph"]
      return Object.fromEntries(graph.map((node) => [node["@type"], node]))
    }
    const english = graphOf(siteConfig(), "/")
    const german = graphOf(siteConfigIn("de"), "/de/")
    expect(english.MobileApplication).toMatchObject({ inLanguage: "en", url: "https://buglens.app/" })
    expect(german.MobileApplication).toMatchObject({
      inLanguage: "de",
      url: "https://buglens.app/de/",
      description: expect.stringContaining("einzigen Foto"),
    })
    expect(german.Organization).toEqual(english.Organization)
    expect(german.MobileApplication?.publisher).toEqual({ "@id": english.Organization?.["@id"] })
  })

  it("follows a brand rename and a new site address in content", () => {
    const site = siteConfig({ brand: "MothFinder", siteUrl: "https://mothfinder.example" })
    const { container } = render(<HomeHead {...headProps(homePageData(site), "/")} />)
    expect(metaOf(container)).toMatchObject({
      canonical: "https://mothfinder.example/",
      ogTitle: "MothFinder · Instant Insect Identification",
      ogImage: "https://mothfinder.example/og-image.png",
    })
    expect(container.querySelector('script[type="application/ld+json"]')?.textContent).toContain('"name":"MothFinder"')
  })
})
