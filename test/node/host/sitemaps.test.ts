import { languageSitemaps, sitemapIndex } from "../../../src/node/host/sitemaps"

const SITE = "https://buglens.app"
const LANGUAGES = ["en", "de", "es"]
const speciesRoutes = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}/insects/species-${String(index).padStart(5, "0")}/`)
const pages = (routes: readonly string[]) => ({ routes, unlisted: ["/admin/"] })
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url)

describe("the languages' sitemaps", () => {
  it("list a language's pages, each with its alternates, and leave out the 404s and the app page", () => {
    const routes = ["/", "/de/", "/de/privacy/", "/de/404/", "/de/404.html", "/de/app/", "/es/"]
    const [sitemap, ...more] = languageSitemaps(SITE, "de", LANGUAGES, pages(routes))
    expect(more).toEqual([])
    expect(sitemap!.file).toBe("sitemap-de.xml")
    expect(locs(sitemap!.xml)).toEqual(["https://buglens.app/de/", "https://buglens.app/de/privacy/"])
    expect(sitemap!.xml).toContain('hreflang="es" href="https://buglens.app/es/privacy/"')
  })

  it("list the default language's pages in sitemap-0.xml, without the other languages' or the editor's", () => {
    const routes = ["/", "/privacy/", "/404/", "/404.html", "/app/", "/admin/", "/de/", "/es/privacy/", "/insects/"]
    const [sitemap, ...more] = languageSitemaps(SITE, "en", LANGUAGES, pages(routes))
    expect(more).toEqual([])
    expect(sitemap!.file).toBe("sitemap-0.xml")
    expect(locs(sitemap!.xml)).toEqual([
      "https://buglens.app/",
      "https://buglens.app/insects/",
      "https://buglens.app/privacy/",
    ])
    expect(sitemap!.xml).toContain('hreflang="de" href="https://buglens.app/de/insects/"')
    expect(sitemap!.xml).toContain('hreflang="x-default" href="https://buglens.app/insects/"')
  })

  it("split into numbered parts at the protocol's 50,000 URLs, losing none", () => {
    const routes = speciesRoutes("/de", 120_001)
    const sitemaps = languageSitemaps(SITE, "de", LANGUAGES, pages(routes))
    expect(sitemaps.map(({ file }) => file)).toEqual(["sitemap-de-0.xml", "sitemap-de-1.xml", "sitemap-de-2.xml"])
    const defaults = languageSitemaps(SITE, "en", LANGUAGES, pages(speciesRoutes("", 50_001)))
    expect(defaults.map(({ file }) => file)).toEqual(["sitemap-0.xml", "sitemap-1.xml"])
    expect(sitemaps.map(({ xml }) => locs(xml).length)).toEqual([50_000, 50_000, 20_001])
    expect(sitemaps.flatMap(({ xml }) => locs(xml))).toHaveLength(120_001)
  })

  it("split before a file passes the size limit", () => {
    const routes = speciesRoutes("/es", 100)
    const limit = { urls: 50_000, bytes: 10_000 }
    const sitemaps = languageSitemaps(SITE, "es", LANGUAGES, pages(routes), limit)
    expect(sitemaps.length).toBeGreaterThan(1)
    for (const { xml } of sitemaps) expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(limit.bytes)
    expect(sitemaps.flatMap(({ xml }) => locs(xml))).toHaveLength(100)
  })

  it("are all named in the index", () => {
    const index = sitemapIndex(SITE, ["sitemap-0.xml", "sitemap-de-0.xml", "sitemap-de-1.xml"])
    expect(index).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?><sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    )
    expect(locs(index)).toEqual([
      "https://buglens.app/sitemap-0.xml",
      "https://buglens.app/sitemap-de-0.xml",
      "https://buglens.app/sitemap-de-1.xml",
    ])
  })
})
