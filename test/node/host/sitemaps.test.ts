import { languageSitemaps, withLanguageSitemaps } from "../../../src/node/host/sitemaps"

const SITE = "https://buglens.app"
const LANGUAGES = ["en", "de", "es"]
const speciesRoutes = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}/insects/species-${String(index).padStart(5, "0")}/`)
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url)

describe("the languages' sitemaps", () => {
  it("list a language's pages, each with its alternates, and leave out the 404s and the app page", () => {
    const routes = ["/", "/de/", "/de/privacy/", "/de/404/", "/de/404.html", "/de/app/", "/es/"]
    const [sitemap, ...more] = languageSitemaps(SITE, "de", LANGUAGES, routes)
    expect(more).toEqual([])
    expect(sitemap!.file).toBe("sitemap-de.xml")
    expect(locs(sitemap!.xml)).toEqual(["https://buglens.app/de/", "https://buglens.app/de/privacy/"])
    expect(sitemap!.xml).toContain('hreflang="es" href="https://buglens.app/es/privacy/"')
  })

  it("split into numbered parts at the protocol's 50,000 URLs, losing none", () => {
    const routes = speciesRoutes("/de", 120_001)
    const sitemaps = languageSitemaps(SITE, "de", LANGUAGES, routes)
    expect(sitemaps.map(({ file }) => file)).toEqual(["sitemap-de-0.xml", "sitemap-de-1.xml", "sitemap-de-2.xml"])
    expect(sitemaps.map(({ xml }) => locs(xml).length)).toEqual([50_000, 50_000, 20_001])
    expect(sitemaps.flatMap(({ xml }) => locs(xml))).toHaveLength(120_001)
  })

  it("split before a file passes the size limit", () => {
    const routes = speciesRoutes("/es", 100)
    const limit = { urls: 50_000, bytes: 10_000 }
    const sitemaps = languageSitemaps(SITE, "es", LANGUAGES, routes, limit)
    expect(sitemaps.length).toBeGreaterThan(1)
    for (const { xml } of sitemaps) expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(limit.bytes)
    expect(sitemaps.flatMap(({ xml }) => locs(xml))).toHaveLength(100)
  })

  it("are all named in the index", () => {
    const index = "<sitemapindex><sitemap><loc>https://buglens.app/sitemap-0.xml</loc></sitemap></sitemapindex>"
    expect(locs(withLanguageSitemaps(index, SITE, ["sitemap-de-0.xml", "sitemap-de-1.xml"]))).toEqual([
      "https://buglens.app/sitemap-0.xml",
      "https://buglens.app/sitemap-de-0.xml",
      "https://buglens.app/sitemap-de-1.xml",
    ])
  })
})
