import { NOT_FOUND_PROBLEMS, expect, gotoHydrated, revealAllCards, sendMessage, test } from "./fixtures"
import { axeViolations } from "./support/axe"

test.describe("axe finds no violations", () => {
  test.use({ expectedProblems: NOT_FOUND_PROBLEMS })

  test("home, after every card has faded in", async ({ page }) => {
    await gotoHydrated(page, "/")
    await revealAllCards(page)
    expect(await axeViolations(page)).toEqual([])
  })

  test("home with the menu open on small screens, or the inline links on wide ones", async ({ page, isMobile }) => {
    await gotoHydrated(page, "/")
    if (isMobile) {
      await page.getByRole("button", { name: "Menu" }).tap()
      await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "true")
    } else {
      await expect(
        page.getByRole("navigation", { name: "Primary" }).getByRole("link", { name: "Terms of Use" }),
      ).toBeVisible()
    }
    expect(await axeViolations(page)).toEqual([])
  })

  // The insect guide's index, a dangerous species with lookalikes and a harmless one.
  for (const path of [
    "/privacy/",
    "/terms/",
    "/anything-else/",
    "/insects/",
    "/insects/asian-hornet/",
    "/insects/marmalade-hoverfly/",
  ]) {
    test(`${path}`, async ({ page }) => {
      await page.goto(path)
      await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0)
      expect(await axeViolations(page)).toEqual([])
    })
  }
})

test("the toast is announced politely", async ({ page }) => {
  await gotoHydrated(page, "/")
  const toast = await sendMessage(page)
  await expect(toast).toHaveAttribute("aria-live", "polite")
  expect(await axeViolations(page)).toEqual([])
})
