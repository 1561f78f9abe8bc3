import type { APIRequestContext } from "@playwright/test"
import { expect, test } from "./fixtures"
import { guidePaths } from "./support/content-files"

/** Width and height from a PNG's IHDR chunk. */
async function pngSize(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  const bytes = await response.body()
  expect(bytes.subarray(1, 4).toString("ascii"), `${path} is a PNG`).toBe("PNG")
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

test("the web app manifest names the brand, its colours and icons that load", async ({ page, request }) => {
  await page.goto("/")
  const href = await page.locator('link[rel="manifest"]').getAttribute("href")
  const manifest = await (await request.get(href!)).json()
  expect(manifest).toMatchObject({
    name: "BugLens",
    short_name: "BugLens",
    theme_color: "#2b6139",
    background_color: "#f7f5ee",
    start_url: "/",
    display: "standalone",
  })
  const icons: Array<{ src: string; sizes: string; purpose: string }> = manifest.icons
  expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ])
  for (const icon of icons) {
    const [width, height] = icon.sizes.split("x").map(Number)
    expect(await pngSize(request, icon.src)).toEqual({ width, height })
  }
  for (const favicon of await page
    .locator('link[rel="icon"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")!))) {
    expect((await request.get(favicon)).status(), favicon).toBe(200)
  }
})

test("the share image is a 1200x630 PNG at the og:image address", async ({ page, request }) => {
  await page.goto("/")
  const image = await page.locator('meta[property="og:image"]').getAttribute("content")
  expect(image).toBe("https://buglens.app/og-image.png")
  expect(await pngSize(request, new URL(image!).pathname)).toEqual({ width: 1200, height: 630 })
})

test("robots.txt allows everything and names the sitemap, which lists every page but the 404", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text()
  expect(robots).toContain("User-agent: *\nAllow: /")
  expect(robots).toContain("Sitemap: https://buglens.app/sitemap-index.xml")
  const sitemap = await (await request.get("/sitemap-0.xml")).text()
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]).sort()
  expect(urls).toEqual(
    ["/", "/privacy/", "/terms/", ...guidePaths()].map((path) => `https://buglens.app${path}`).sort(),
  )
})
