import {
  expect,
  featureCards,
  gotoHydrated,
  recordCspViolations,
  revealAllCards,
  cspViolations,
  test,
} from "../fixtures"
import { axeColorScheme, axeViolations } from "../support/axe"
import { capture } from "../support/capture"
import { APP_SCREENSHOTS, APP_STORES } from "../support/site-variants"

/** The build whose content names both stores and three full-size screenshots (SITE_VARIANTS.app). */

const [APP_STORE, GOOGLE_PLAY] = APP_STORES as [(typeof APP_STORES)[0], (typeof APP_STORES)[1]]

test("the hero and the footer link to both stores, named for each", async ({ page }) => {
  await gotoHydrated(page, "/")
  const hero = page.getByRole("region", { name: "Identify Insects Instantly" })
  const footer = page.getByRole("contentinfo")
  for (const area of [hero, footer]) {
    const stores = area.getByRole("list", { name: "Get the app" })
    await expect(stores.getByRole("link", { name: "Download on the App Store" })).toHaveAttribute("href", APP_STORE.url)
    await expect(stores.getByRole("link", { name: "Get it on Google Play" })).toHaveAttribute("href", GOOGLE_PLAY.url)
  }
  await expect(hero.getByRole("link", { name: "Download on the App Store" })).toBeInViewport()
})

test("the German page names the stores in German", async ({ page }) => {
  await gotoHydrated(page, "/de/")
  const stores = page
    .getByRole("region", { name: "Insekten sofort bestimmen" })
    .getByRole("list", { name: "App herunterladen" })
  await expect(stores.getByRole("link", { name: "Laden im App Store" })).toHaveAttribute("href", APP_STORE.url)
  await expect(stores.getByRole("link", { name: "Jetzt bei Google Play" })).toHaveAttribute("href", GOOGLE_PLAY.url)
})

test("every page asks Safari for its app banner, and the manifest names the Play app", async ({ page, request }) => {
  for (const path of ["/", "/privacy/", "/de/terms/"]) {
    await page.goto(path)
    await expect(page.locator('meta[name="apple-itunes-app"]')).toHaveAttribute("content", `app-id=${APP_STORE.appId}`)
  }
  const manifest = await (await request.get("/manifest.webmanifest")).json()
  expect(manifest.related_applications).toEqual([{ platform: "play", url: GOOGLE_PLAY.url, id: "app.buglens.android" }])
  expect(manifest.prefer_related_applications).toBe(false)
})

test("the structured data names both systems and links both store pages", async ({ page }) => {
  await page.goto("/")
  const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}")
  const app = json["@graph"].find((node: { "@type": string }) => node["@type"] === "MobileApplication")
  expect(app).toMatchObject({ operatingSystem: "iOS, Android", installUrl: [APP_STORE.url, GOOGLE_PLAY.url] })
})

test("the screenshots come through the image pipeline: AVIF and WebP, sized, lazy, never the full-size PNG", async ({
  page,
}) => {
  await gotoHydrated(page, "/")
  const pictures = page.getByRole("region", { name: "See BugLens at work" }).locator("picture")
  await expect(pictures).toHaveCount(APP_SCREENSHOTS.length)
  for (const [index, { alt }] of APP_SCREENSHOTS.entries()) {
    const picture = pictures.nth(index)
    await expect(picture.locator("source").first()).toHaveAttribute("type", "image/avif")
    await expect(picture.locator("source").first()).toHaveAttribute("srcset", /240w,\s*\S+ 480w,\s*\S+ 720w$/)
    await expect(picture.locator("source").nth(1)).toHaveAttribute("type", "image/webp")
    const image = picture.getByRole("img", { name: alt })
    await expect(image).toHaveAttribute("loading", "lazy")
    await expect(image).toHaveAttribute("width", "240")
    await expect(image).toHaveAttribute("height", "520")
    // The fallback, for a browser that reads neither AVIF nor WebP: one JPEG at 2x.
    await expect(image).toHaveAttribute("src", /\.jpg$/)
  }
})

test("the home and app pages have no accessibility violations, light on a laptop and dark on a phone, and the CSP blocks nothing", async ({
  page,
  isMobile,
}, testInfo) => {
  const colorScheme = axeColorScheme(isMobile)
  await recordCspViolations(page)
  await page.emulateMedia({ colorScheme })
  await gotoHydrated(page, "/")
  await revealAllCards(page, featureCards(page))
  const shots = page.getByRole("region", { name: "See BugLens at work" }).getByRole("img")
  for (let index = 0; index < APP_SCREENSHOTS.length; index += 1) await shots.nth(index).scrollIntoViewIfNeeded()
  await page.evaluate(() => window.scrollTo(0, 0))
  expect(await axeViolations(page)).toEqual([])
  expect(await cspViolations(page)).toEqual([])
  await capture(page, testInfo, `app-home-${colorScheme}`)
  await gotoHydrated(page, "/app/")
  expect(await axeViolations(page)).toEqual([])
})
