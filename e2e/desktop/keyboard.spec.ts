import type { Page } from "@playwright/test"
import { expect, gotoHydrated, test } from "../fixtures"

async function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return null
    const style = getComputedStyle(element)
    const label = element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null
    return {
      name: (element.getAttribute("aria-label") ?? label ?? element.textContent ?? "").trim(),
      outlineStyle: style.outlineStyle,
      outlineWidth: parseFloat(style.outlineWidth),
      visible: element.getBoundingClientRect().width > 1 && element.getBoundingClientRect().height > 1,
    }
  })
}

test("Tab starts at the skip link, which jumps to the main content", async ({ page }) => {
  await gotoHydrated(page, "/")
  await page.keyboard.press("Tab")
  const skip = page.getByRole("link", { name: "Skip to main content" })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()

  await page.keyboard.press("Enter")

  await expect(page.locator("main")).toBeFocused()
})

test("Tab reaches header links, Contact Us, the three fields and Send in order, each with a visible focus ring", async ({
  page,
}) => {
  await gotoHydrated(page, "/")
  const expected = [
    "Skip to main content",
    "BugLens home",
    "Privacy Policy",
    "Terms of Use",
    "Contact Us",
    "Name",
    "Email",
    "Message",
    "Send Message",
  ]
  const reached: string[] = []
  for (let press = 0; press < 20 && reached.at(-1) !== "Send Message"; press++) {
    await page.keyboard.press("Tab")
    const element = await focused(page)
    if (!element) continue
    if (expected.includes(element.name)) {
      expect(element.visible, `${element.name} is visible`).toBe(true)
      expect(element.outlineStyle, `${element.name} has a focus ring`).not.toBe("none")
      expect(element.outlineWidth, `${element.name} focus ring width`).toBeGreaterThanOrEqual(2)
      reached.push(element.name)
    }
  }
  expect(reached).toEqual(expected)
})

test("Contact Us from the keyboard moves focus to the contact form", async ({ page }) => {
  await gotoHydrated(page, "/")
  await page.getByRole("link", { name: "Contact Us" }).focus()
  await page.keyboard.press("Enter")

  await expect(page.getByRole("heading", { name: "Get in Touch" })).toBeFocused()
  await page.keyboard.press("Tab")
  await page.keyboard.press("Tab")
  await expect(page.getByLabel("Name")).toBeFocused()
})
