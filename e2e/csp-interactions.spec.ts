import { HEADERS_PORT } from "../playwright.config"
import { cspViolations, expect, gotoHydrated, recordCspViolations, sendMessage, test } from "./fixtures"

// What a visitor does on a page served with the site's headers, on a laptop and on a phone (where the
// menu is a button): the headers themselves are the same bytes whatever the screen, so
// host-headers.spec.ts runs at one size only.
test.use({ baseURL: `http://localhost:${HEADERS_PORT}` })

test.beforeEach(async ({ page }) => {
  await recordCspViolations(page)
})

test("the form sends and the menu opens under the CSP", async ({ page, isMobile }) => {
  await gotoHydrated(page, "/")
  if (isMobile) {
    await page.getByRole("button", { name: "Menu" }).tap()
    await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "true")
    await page.getByRole("button", { name: "Menu" }).tap()
  }
  await sendMessage(page)
  // The toast slides up over the footer's links as it enters: a click during the slide lands on it.
  // Its finite animations, that is: react-hot-toast keeps a spinner turning under its icon.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(({ playState, effect }) => playState !== "running" || effect?.getComputedTiming().iterations === Infinity),
  )
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy")
  expect(await cspViolations(page)).toEqual([])
})
