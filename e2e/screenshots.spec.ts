import { NOT_FOUND_PROBLEMS, expect, featureCardsInAnyLanguage, gotoHydrated, revealAllCards, test } from "./fixtures"
import { capture } from "./support/capture"

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

test("German home, and the German privacy policy with its local date", async ({ page }, testInfo) => {
  await gotoHydrated(page, "/de/")
  await revealAllCards(page, featureCardsInAnyLanguage(page))
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(page.getByRole("banner")).toHaveAttribute("data-compact", "false")
  await capture(page, testInfo, "de-home")
  await gotoHydrated(page, "/de/privacy/")
  await expect(page.getByText("Gültig ab 30. März 2025")).toBeVisible()
  await capture(page, testInfo, "de-privacy", false)
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

test("the insect guide: the German index and the Spanish page of a dangerous species", async ({ page }, testInfo) => {
  await gotoHydrated(page, "/de/insects/")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Insektenführer")
  await capture(page, testInfo, "de-insects", false)
  await gotoHydrated(page, "/es/insects/asian-hornet/")
  await expect(page.getByRole("region", { name: "¿Es peligroso?" })).toContainText("Peligroso")
  await capture(page, testInfo, "es-species")
})
