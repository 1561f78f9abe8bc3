import type { Page, TestInfo } from "@playwright/test"
import { NOT_FOUND_PROBLEMS, expect, gotoHydrated, revealAllCards, test } from "./fixtures"

/**
 * Not assertions on pixels: pictures of the site on every run, so anyone can look at it without
 * starting it. They land in test-results/screenshots/ and in the HTML report.
 */
async function capture(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  const path = `test-results/screenshots/${testInfo.project.name}-${name}.png`
  await page.screenshot({ path, fullPage })
  await testInfo.attach(name, { path, contentType: "image/png" })
}

test("home", async ({ page }, testInfo) => {
  await gotoHydrated(page, "/")
  await revealAllCards(page)
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(page.getByRole("banner")).toHaveAttribute("data-compact", "false")
  await capture(page, testInfo, "home")
})

test("home with the menu open", async ({ page, isMobile }, testInfo) => {
  await gotoHydrated(page, "/")
  if (isMobile) await page.getByRole("button", { name: "Menu" }).tap()
  await expect(page.getByRole("link", { name: "Terms of Use" }).first()).toBeVisible()
  await capture(page, testInfo, "home-menu", false)
})

test("privacy", async ({ page }, testInfo) => {
  await gotoHydrated(page, "/privacy/")
  await capture(page, testInfo, "privacy")
})

test.describe("404", () => {
  test.use({ expectedProblems: NOT_FOUND_PROBLEMS })

  test("404", async ({ page }, testInfo) => {
    await page.goto("/anything-else/")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found")
    await capture(page, testInfo, "404", false)
  })
})
