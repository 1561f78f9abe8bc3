import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { NOT_FOUND_PROBLEMS, expect, gotoHydrated, revealAllCards, test } from "./fixtures"

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze()
  return results.violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.target.join(" ")),
  }))
}

test.describe("axe finds no violations", () => {
  test.use({ expectedProblems: NOT_FOUND_PROBLEMS })

  test("home, after every card has faded in", async ({ page }) => {
    await gotoHydrated(page, "/")
    await revealAllCards(page)
    expect(await violations(page)).toEqual([])
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
    expect(await violations(page)).toEqual([])
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
      expect(await violations(page)).toEqual([])
    })
  }
})

test("the toast is announced politely", async ({ page }) => {
  await gotoHydrated(page, "/")
  await page.getByLabel("Name").fill("Ada")
  await page.getByLabel("Email").fill("ada@example.org")
  await page.getByLabel("Message").fill("Hello")
  await page.getByRole("button", { name: "Send Message" }).click()
  const toast = page.getByRole("status")
  await expect(toast).toContainText("Message Sent")
  await expect(toast).toHaveAttribute("aria-live", "polite")
  expect(await violations(page)).toEqual([])
})
