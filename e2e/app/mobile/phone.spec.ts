import type { Page } from "@playwright/test"
import { expect, gotoHydrated, test } from "../../fixtures"
import { APP_SCREENSHOTS, APP_STORES } from "../../support/site-variants"

/** The app variant on a phone (375 px, 2x, touch): what it downloads, and where the app page sends it. */

const GOOGLE_PLAY = APP_STORES[1]!

/** Every picture the page fetches: its path and its bytes as transferred, headers included. */
function recordImages(page: Page) {
  const images: Array<{ url: string; bytes: number }> = []
  page.on("requestfinished", async (request) => {
    if (request.resourceType() !== "image") return
    const sizes = await request.sizes()
    images.push({ url: new URL(request.url()).pathname, bytes: sizes.responseBodySize + sizes.responseHeadersSize })
  })
  return images
}

/** Files of the image pipeline (public/static/): the screenshots in every size and format. */
const screenshotFiles = <T extends { url: string }>(images: ReadonlyArray<T>) =>
  images.filter(({ url }) => url.startsWith("/static/"))

test("the first screen downloads no screenshot; scrolling to them fetches small AVIFs, none at full size", async ({
  page,
}) => {
  const images = recordImages(page)
  await gotoHydrated(page, "/")
  await page.waitForLoadState("networkidle")
  expect(screenshotFiles(images), "screenshots or QR code fetched for the first screen").toEqual([])
  await expect(page.getByRole("img", { name: /^QR code/ }), "no QR code on a phone").toBeHidden()

  const shots = page.getByRole("region", { name: "See BugLens at work" }).getByRole("img")
  for (let index = 0; index < APP_SCREENSHOTS.length; index += 1) {
    await shots.nth(index).scrollIntoViewIfNeeded()
    await expect
      .poll(() => shots.nth(index).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0)
  }
  await expect.poll(() => screenshotFiles(images).length).toBe(APP_SCREENSHOTS.length)
  const fetched = screenshotFiles(images)
  console.log(
    `A phone (375 px, 2x) fetched for the screenshots: ${fetched.map(({ url, bytes }) => `${url.split("/").pop()} ${bytes} B`).join(", ")}`,
  )
  for (const { url } of fetched) expect(url).toMatch(/\.avif$/)
  // The width each picture was chosen at, from the srcset entry the browser took.
  const chosenWidths = await shots.evaluateAll((all) =>
    all.map((image) => {
      const { currentSrc } = image as HTMLImageElement
      const sources = [...(image.parentElement?.querySelectorAll("source") ?? [])].map((source) => source.srcset)
      const entry = sources
        .flatMap((srcset) => srcset.split(","))
        .map((candidate) => candidate.trim().split(/\s+/))
        .find(([url]) => new URL(url!, location.href).href === currentSrc)
      return Number(entry?.[1]?.replace("w", ""))
    }),
  )
  expect(chosenWidths, "a 2x phone gets the 480-pixel pictures, not the 1290-pixel originals").toEqual(
    APP_SCREENSHOTS.map(() => 480),
  )
  const total = fetched.reduce((sum, { bytes }) => sum + bytes, 0)
  expect(total, "bytes for all three screenshots").toBeLessThan(60_000)
})

test.describe("the app page", () => {
  test.use({
    userAgent:
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
    expectedProblems: /^request to another origin: https:\/\/play\.google\.com\//,
  })

  test("sends an Android phone on to Google Play", async ({ page }) => {
    // The store itself is not reached from the tests: its page is answered here.
    await page.route("https://play.google.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Google Play</title>" }),
    )
    await page.goto("/app/")
    await page.waitForURL(GOOGLE_PLAY.url)
  })
})
