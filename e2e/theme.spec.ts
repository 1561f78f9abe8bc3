import type { Page } from "@playwright/test"
import { expect, gotoHydrated, tabTo, test } from "./fixtures"

// The canvas of each palette (src/styles/global.css), as getComputedStyle reports it.
const CANVAS = { light: "rgb(247, 245, 238)", dark: "rgb(14, 23, 17)" }

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor)

function themeToggle(page: Page, to: "dark" | "light") {
  return page.getByRole("banner").getByRole("button", { name: `Switch to ${to} theme` })
}

test.describe("following the system", () => {
  for (const scheme of ["light", "dark"] as const) {
    test.describe(`when it is ${scheme}`, () => {
      test.use({ colorScheme: scheme })

      test(`paints the ${scheme} theme and offers the other`, async ({ page }) => {
        await gotoHydrated(page, "/")
        expect(await background(page)).toBe(CANVAS[scheme])
        await expect(themeToggle(page, scheme === "dark" ? "light" : "dark")).toBeVisible()
        await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2)
      })
    })
  }
})

test.describe("before any of the page's JavaScript runs", () => {
  // The refused script files are the test's own doing.
  test.use({ colorScheme: "light", expectedProblems: /^console\.error: Failed to load resource: net::ERR_FAILED$/ })

  test.beforeEach(async ({ page }) => {
    // Only the inline head scripts run: every script file is refused.
    await page.route(/\.js$/, (route) => route.abort())
  })

  test("a stored choice opposite to the system's is on screen", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("buglens-theme", "dark"))
    await page.goto("/")
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark")
    expect(await background(page)).toBe(CANVAS.dark)
  })

  test("the toggle switches the theme, and the choice survives a reload", async ({ page }) => {
    await page.goto("/")
    await themeToggle(page, "dark").click()

    await expect(themeToggle(page, "light")).toBeVisible()
    await expect.poll(() => background(page)).toBe(CANVAS.dark)
    await page.reload()
    expect(await background(page)).toBe(CANVAS.dark)
  })
})

test.describe("the toggle", () => {
  test.use({ colorScheme: "light" })

  test("switches the theme, and the choice survives a reload and a navigation", async ({ page }) => {
    await gotoHydrated(page, "/")
    await themeToggle(page, "dark").click()

    await expect(themeToggle(page, "light")).toBeVisible()
    await expect.poll(() => background(page)).toBe(CANVAS.dark)

    await page.reload()
    expect(await background(page)).toBe(CANVAS.dark)
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy")
    expect(await background(page)).toBe(CANVAS.dark)
    await expect(themeToggle(page, "light")).toBeVisible()

    await themeToggle(page, "light").click()
    await expect.poll(() => background(page)).toBe(CANVAS.light)
  })

  test("is reached with Tab, shows its focus ring and works with Enter", async ({ page }) => {
    await gotoHydrated(page, "/")
    const toggle = themeToggle(page, "dark")
    await tabTo(page, toggle, 10)
    expect(await toggle.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe("none")

    await page.keyboard.press("Enter")

    await expect(themeToggle(page, "light")).toBeFocused()
    await expect.poll(() => background(page)).toBe(CANVAS.dark)
  })

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" })

    test("changes the colours without a transition", async ({ page }) => {
      await gotoHydrated(page, "/")
      expect(await page.evaluate(() => getComputedStyle(document.body).transitionDuration)).toBe("0s")
      await themeToggle(page, "dark").click()
      expect(await background(page)).toBe(CANVAS.dark)
    })
  })
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, colorScheme: "dark" })

  test("the site follows the system's theme and shows no toggle", async ({ page }) => {
    await page.goto("/")
    expect(await background(page)).toBe(CANVAS.dark)
    await expect(page.getByRole("button", { name: /theme/ })).toHaveCount(0)
  })
})
