import type { Locator, Page } from "@playwright/test"
import { expect, gotoHydrated, test } from "../fixtures"

function menuToggle(page: Page): Locator {
  return page.getByRole("button", { name: "Menu" })
}

/** The dropdown the toggle opens, found through its popovertarget. */
async function menuOf(page: Page): Promise<Locator> {
  const id = await menuToggle(page).getAttribute("popovertarget")
  expect(id).toBeTruthy()
  return page.locator(`[id="${id}"]`)
}

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, "/")
})

test("the menu toggle opens a dropdown with both legal links", async ({ page }) => {
  const toggle = menuToggle(page)
  await expect(toggle).toBeVisible()
  await expect(toggle).toHaveAttribute("aria-expanded", "false")
  const menu = await menuOf(page)
  await expect(menu).toBeHidden()

  await toggle.tap()

  await expect(toggle).toHaveAttribute("aria-expanded", "true")
  await expect(menu.getByRole("link", { name: "Privacy Policy" })).toBeVisible()
  await expect(menu.getByRole("link", { name: "Terms of Use" })).toBeVisible()

  await toggle.tap()
  await expect(toggle).toHaveAttribute("aria-expanded", "false")
  await expect(menu).toBeHidden()
})

test("choosing a link in the menu goes there and closes the menu", async ({ page }) => {
  await menuToggle(page).tap()
  const menu = await menuOf(page)

  await menu.getByRole("link", { name: "Terms of Use" }).tap()

  await expect(page).toHaveURL("/terms/")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Use")
  await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "false")
  await expect(await menuOf(page)).toBeHidden()
})

test("the toggle works from the keyboard and Escape closes the menu, returning focus", async ({ page }) => {
  const toggle = menuToggle(page)
  await toggle.focus()

  await page.keyboard.press("Enter")
  await expect(toggle).toHaveAttribute("aria-expanded", "true")
  await page.keyboard.press("Space")
  await expect(toggle).toHaveAttribute("aria-expanded", "false")
  await page.keyboard.press("Enter")
  await expect(toggle).toHaveAttribute("aria-expanded", "true")

  await page.keyboard.press("Tab")
  await expect(page.getByRole("link", { name: "Privacy Policy" }).first()).toBeFocused()
  await page.keyboard.press("Escape")

  await expect(toggle).toHaveAttribute("aria-expanded", "false")
  await expect(toggle).toBeFocused()
})

test("the inline header links are hidden on a small screen", async ({ page }) => {
  const nav = page.getByRole("navigation", { name: "Primary" })
  await expect(nav.getByRole("link", { name: "Privacy Policy" })).toBeHidden()
})
