import fs from "fs"
import os from "os"
import path from "path"
import { render, screen, within } from "@testing-library/react"
import jsQR from "jsqr"
import sharp from "sharp"
import HomePage, { Head as HomeHead } from "../../src/pages/index"
import { Head as NotFoundHead } from "../../src/pages/404"
import { readImageFacts, writeQrCodeFile } from "../../src/node/content"
import { usesAppSections } from "../../src/node/bundles"
import { appLinkUrl, storeForDevice } from "../../src/lib/app-stores"
import { headProps, homePageData, notFoundPageData, pageProps, siteConfig } from "../support/content"

const APP_STORE = { store: "app-store", url: "https://apps.apple.com/app/id6443872901", appId: "6443872901" }
const GOOGLE_PLAY = { store: "google-play", url: "https://play.google.com/store/apps/details?id=app.buglens.android" }

/** site.json with stores, as the query returns it: badges resolved to files (or null). */
function siteWithStores(stores: ReadonlyArray<Record<string, unknown>> = [APP_STORE, GOOGLE_PLAY]) {
  const site = siteConfig()
  const app = {
    ...site.app,
    stores: stores.map((entry) => ({ appId: null, badge: null, ...entry })),
    screenshots: [],
  }
  const url = appLinkUrl(app.stores, site)
  return { ...site, app, appLink: url ? { url, qrCodeSrc: "/static/qr-test.svg" } : null }
}

const renderHome = (site: ReturnType<typeof siteConfig>) => render(<HomePage {...pageProps(homePageData(site), "/")} />)

/**
 * Reads the QR code the build writes for `url`, as a camera would: its SVG path drawn on a white
 * square, 8 pixels per module.
 */
function scanQrCodeOf(url: string): string | undefined {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "buglens-qr-"))
  const src = writeQrCodeFile(publicDir, url)
  expect(src).toMatch(/^\/static\/qr-[0-9a-f]{16}\.svg$/)
  const svg = fs.readFileSync(path.join(publicDir, src), "utf8")
  fs.rmSync(publicDir, { recursive: true, force: true })
  const qrCodeSize = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)![1])
  const qrCodePath = /<path d="([^"]+)"/.exec(svg)![1]!
  const scale = 8
  const side = qrCodeSize * scale
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255)
  for (const [, x, y, width] of qrCodePath.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let row = Number(y) * scale; row < (Number(y) + 1) * scale; row += 1) {
      for (let column = Number(x) * scale; column < (Number(x) + Number(width)) * scale; column += 1) {
        pixels.fill(0, (row * side + column) * 4, (row * side + column) * 4 + 3)
      }
    }
  }
  return jsQR(pixels, side, side)?.data
}

describe("the way to the app", () => {
  it("shows no store link, QR code or screenshot while content names none", () => {
    renderHome(siteConfig())
    expect(screen.queryByRole("list", { name: "Get the app" })).toBeNull()
    expect(screen.queryByRole("img", { name: /QR code/ })).toBeNull()
    expect(screen.queryByRole("heading", { name: "See BugLens at work" })).toBeNull()
    expect(usesAppSections(JSON.parse(fs.readFileSync("content/site.json", "utf8")))).toBe(false)
  })

  it("links every store from the hero, beside Contact Us, and from the footer", () => {
    renderHome(siteWithStores())
    const hero = screen.getByRole("heading", { level: 1 }).closest("section")!
    const heroStores = within(hero).getByRole("list", { name: "Get the app" })
    expect(within(heroStores).getByRole("link", { name: "Download on the App Store" })).toHaveAttribute(
      "href",
      APP_STORE.url,
    )
    expect(within(heroStores).getByRole("link", { name: "Get it on Google Play" })).toHaveAttribute(
      "href",
      GOOGLE_PLAY.url,
    )
    expect(heroStores.previousElementSibling).toBe(within(hero).getByRole("link", { name: "Contact Us" }))
    const footer = screen.getByRole("contentinfo")
    expect(within(footer).getAllByRole("link", { name: /App Store|Google Play/ })).toHaveLength(2)
  })

  it("shows the owner's badge artwork in place of a store's text button, named the same", () => {
    const badge = { publicURL: "/static/abc/app-store.svg", childImageSharp: { original: { width: 120, height: 40 } } }
    renderHome(siteWithStores([{ ...APP_STORE, badge }]))
    const [heroLink] = screen.getAllByRole("link", { name: "Download on the App Store" })
    const image = within(heroLink!).getByRole("img", { name: "Download on the App Store" })
    expect(image).toHaveAttribute("src", badge.publicURL)
    expect(image).toHaveAttribute("width", "144")
    expect(image).toHaveAttribute("height", "48")
  })

  it("gives desktop visitors a QR code of the one store, or of the site's app page when there are two", () => {
    const one = siteWithStores([GOOGLE_PLAY])
    expect(one.appLink?.url).toBe(GOOGLE_PLAY.url)
    expect(scanQrCodeOf(one.appLink!.url)).toBe(GOOGLE_PLAY.url)
    const both = siteWithStores()
    expect(both.appLink?.url).toBe("https://buglens.app/app/")
    expect(scanQrCodeOf(both.appLink!.url)).toBe("https://buglens.app/app/")
    renderHome(both)
    const code = screen.getByRole("img", { name: "QR code that opens https://buglens.app/app/" })
    expect(code).toHaveAttribute("src", "/static/qr-test.svg")
    // Never fetched on a phone, where it is not shown.
    expect(code).toHaveAttribute("loading", "lazy")
    expect(
      appLinkUrl([APP_STORE, GOOGLE_PLAY], { siteUrl: "https://buglens.app", language: "de", defaultLanguage: "en" }),
    ).toBe("https://buglens.app/de/app/")
  })

  it("asks Safari for its app banner on every page, and describes the app on both systems", () => {
    const site = siteWithStores()
    const home = render(<HomeHead {...headProps(homePageData(site), "/")} />)
    expect(home.container.querySelector('meta[name="apple-itunes-app"]')).toHaveAttribute(
      "content",
      "app-id=6443872901",
    )
    const json = JSON.parse(home.container.querySelector('script[type="application/ld+json"]')!.textContent!)
    expect(json["@graph"][0]).toMatchObject({
      operatingSystem: "iOS, Android",
      installUrl: [APP_STORE.url, GOOGLE_PLAY.url],
    })
    const notFound = render(<NotFoundHead {...headProps(notFoundPageData(site), "/404/")} />)
    expect(notFound.container.querySelector('meta[name="apple-itunes-app"]')).toHaveAttribute(
      "content",
      "app-id=6443872901",
    )
    const playOnly = render(<HomeHead {...headProps(homePageData(siteWithStores([GOOGLE_PLAY])), "/")} />)
    expect(playOnly.container.querySelector('meta[name="apple-itunes-app"]')).toBeNull()
  })

  it("sends iPhones, iPads and Android phones to their store, and anything else nowhere", () => {
    expect(storeForDevice("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)")).toBe("app-store")
    expect(storeForDevice("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15", 5)).toBe("app-store")
    expect(storeForDevice("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15", 0)).toBeNull()
    expect(storeForDevice("Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile")).toBe("google-play")
    expect(storeForDevice("Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0")).toBeNull()
  })
})

describe("readImageFacts", () => {
  it("reads each picture's real format and size, whatever its name says", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "buglens-images-"))
    const file = (name: string) => path.join(dir, name)
    await sharp({ create: { width: 30, height: 60, channels: 3, background: "#2b6139" } })
      .png()
      .toFile(file("tall.png"))
    await sharp({ create: { width: 60, height: 30, channels: 3, background: "#2b6139" } })
      .gif()
      .toFile(file("wide.png"))
    const nodes = ["tall.png", "wide.png"].map((name) => ({
      absolutePath: file(name),
      relativePath: `images/screens/${name}`,
      sourceInstanceName: "content",
      extension: "png",
      internal: { type: "File", contentDigest: `${name} as first written` },
    }))
    const facts = await readImageFacts({ getNodesByType: () => nodes } as never)
    expect(facts("images/screens/tall.png")).toEqual({ format: "png", width: 30, height: 60 })
    expect(facts("images/screens/wide.png")).toEqual({ format: "gif", width: 60, height: 30 })
    expect(facts("images/screens/none.png")).toBeNull()

    // Replaced under the same name (in develop, between two edits): its File node's digest changes.
    await sharp({ create: { width: 80, height: 40, channels: 3, background: "#2b6139" } })
      .png()
      .toFile(file("tall.png"))
    nodes[0]!.internal.contentDigest = "tall.png as replaced"
    const factsAfter = await readImageFacts({ getNodesByType: () => nodes } as never)
    expect(factsAfter("images/screens/tall.png")).toEqual({ format: "png", width: 80, height: 40 })
    fs.rmSync(dir, { recursive: true, force: true })
  })
})
