import type { Page } from "@playwright/test"
import { NOT_FOUND_PROBLEMS, expect, gotoHydrated, test, waitForScrollToSettle } from "./fixtures"

/** The header's links: inline on wide screens, inside the menu on small ones. */
async function headerNav(page: Page, isMobile: boolean) {
  const nav = page.getByRole("navigation", { name: "Primary" })
  if (isMobile) await nav.getByRole("button", { name: "Menu" }).click()
  return nav
}

for (const { path, title, heading } of [
  { path: "/privacy/", title: "Privacy Policy · BugLens", heading: "Privacy Policy" },
  { path: "/terms/", title: "Terms of Use · BugLens", heading: "Terms of Use" },
]) {
  test(`${heading}: title, heading, and its header link highlighted`, async ({ page, isMobile }) => {
    await gotoHydrated(page, path)
    await expect(page).toHaveTitle(title)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading)
    const nav = await headerNav(page, isMobile)
    const current = nav.getByRole("link", { name: heading })
    const other = nav.getByRole("link", { name: heading === "Terms of Use" ? "Privacy Policy" : "Terms of Use" })
    await expect(current).toHaveAttribute("aria-current", "page")
    await expect(other).not.toHaveAttribute("aria-current")
    const [currentBackground, otherBackground] = await Promise.all(
      [current, other].map((link) => link.evaluate((element) => getComputedStyle(element).backgroundColor)),
    )
    expect(currentBackground).not.toBe(otherBackground)
  })

  test(`${heading} opens at the top when reached from a scrolled home page`, async ({ page }) => {
    await gotoHydrated(page, "/")
    const footerLink = page.getByRole("contentinfo").getByRole("link", { name: heading })
    await footerLink.scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)

    await footerLink.click()

    await expect(page).toHaveURL(path)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading)
    expect(await waitForScrollToSettle(page)).toBe(0)
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport()
  })

  test(`${heading} reached from the home page in the browser is set as when loaded from the server`, async ({
    page,
  }) => {
    // The legal text's rules are the legal pages' own (src/styles/legal.pcss), not on the home page.
    const textStyle = () =>
      page
        .getByRole("heading", { level: 2 })
        .first()
        .evaluate((element) => {
          const style = getComputedStyle(element)
          return `${style.fontSize} ${style.fontWeight} ${style.marginTop}`
        })
    await gotoHydrated(page, path)
    const loaded = await textStyle()
    expect(loaded).toBe("24px 700 40px")

    await gotoHydrated(page, "/")
    await page.getByRole("contentinfo").getByRole("link", { name: heading }).click()
    await expect(page).toHaveURL(path)
    await expect.poll(textStyle).toBe(loaded)
  })
}

test("no header link is highlighted on the home page", async ({ page, isMobile }) => {
  await gotoHydrated(page, "/")
  const nav = await headerNav(page, isMobile)
  for (const name of ["Privacy Policy", "Terms of Use"]) {
    await expect(nav.getByRole("link", { name })).not.toHaveAttribute("aria-current")
  }
})

test("the privacy policy is effective 30 Mar 2025 and says the app is on the App Store as of then", async ({
  page,
}) => {
  await gotoHydrated(page, "/privacy/")
  const article = page.getByRole("article")
  await expect(article.getByText("Effective 30 Mar 2025")).toBeVisible()
  await expect(article).toContainText(
    "This policy is effective from 30 Mar 2025. As of that date, the BugLens app is available on the App Store.",
  )
  await expect(article.getByRole("heading", { level: 2 }).first()).toBeVisible()
  await expect(article.getByRole("link", { name: "hello@buglens.app" }).first()).toHaveAttribute(
    "href",
    "mailto:hello@buglens.app",
  )
})

test.describe("unknown paths", () => {
  test.use({ expectedProblems: NOT_FOUND_PROBLEMS })

  test("answer 404 with the not-found page, a link home, and the path in the console", async ({ page }) => {
    const logged = page.waitForEvent("console", (message) => message.text().startsWith("404 Error:"))
    const response = await page.goto("/anything-else")
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle("Page Not Found · BugLens")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found")
    const message = await logged
    expect(message.type()).toBe("error")
    expect(message.text()).toMatch(/non-existent route: \/anything-else\/?$/)

    await page.getByRole("link", { name: "Return to home" }).click()
    await expect(page).toHaveURL("/")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Identify Insects Instantly")
  })
})
