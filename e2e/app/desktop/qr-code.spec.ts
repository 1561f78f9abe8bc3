import jsQR from "jsqr"
import { PNG } from "pngjs"
import type { Locator, Page } from "@playwright/test"
import { expect, gotoHydrated, test } from "../../fixtures"
import { APP_STORES } from "../../support/site-variants"

/** The app variant at a laptop's size: the QR code, and the app page a computer sees. */

const SITE = "https://buglens.app"
const GOOGLE_PLAY = APP_STORES[1]!

/** The QR code read back from a screenshot of the page, as a phone's camera would read the screen. */
async function scan(page: Page, code: Locator): Promise<string | undefined> {
  await code.scrollIntoViewIfNeeded()
  await expect
    .poll(() => code.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0)
  const png = PNG.sync.read(await page.screenshot())
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data
}

test("a QR code in the hero scans to the site's app page in the page's language", async ({ page }) => {
  await gotoHydrated(page, "/")
  const code = page.getByRole("img", { name: `QR code that opens ${SITE}/app/` })
  await expect(code).toBeVisible()
  await expect(page.getByText("On your computer? Scan this code")).toBeVisible()
  expect(await scan(page, code)).toBe(`${SITE}/app/`)

  await gotoHydrated(page, "/de/")
  const german = page.getByRole("img", { name: `QR-Code, der ${SITE}/de/app/ öffnet` })
  await expect(german).toBeVisible()
  expect(await scan(page, german)).toBe(`${SITE}/de/app/`)
})

test("the app page lets a computer choose a store, and stays out of search", async ({ page }) => {
  await gotoHydrated(page, "/app/")
  await expect(page.getByRole("heading", { level: 1, name: "Get BugLens" })).toBeVisible()
  await expect(page.getByRole("main").getByRole("link", { name: "Get it on Google Play" })).toHaveAttribute(
    "href",
    GOOGLE_PLAY.url,
  )
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex")
})
