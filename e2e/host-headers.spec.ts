import { HEADERS_PORT } from "../playwright.config"
import { NOT_FOUND_PROBLEMS, cspViolations, expect, gotoHydrated, recordCspViolations, test } from "./fixtures"

test.use({ baseURL: `http://localhost:${HEADERS_PORT}` })

test.beforeEach(async ({ page }) => {
  await recordCspViolations(page)
})

for (const path of ["/", "/privacy/", "/terms/"]) {
  test(`${path} arrives with the security headers and runs without a CSP violation`, async ({ page }) => {
    const response = await page.goto(path)
    const headers = response!.headers()
    const csp = headers["content-security-policy"]!
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/)
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'"]) {
      expect(csp).toContain(directive)
    }
    expect(headers["strict-transport-security"]).toContain("max-age=")
    expect(headers["x-content-type-options"]).toBe("nosniff")
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
    expect(headers["permissions-policy"]).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/)
    expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate")

    await gotoHydrated(page, path)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    expect(await cspViolations(page)).toEqual([])
  })
}

test("the form sends and the menu opens under the CSP", async ({ page, isMobile }) => {
  await gotoHydrated(page, "/")
  if (isMobile) {
    await page.getByRole("button", { name: "Menu" }).tap()
    await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "true")
    await page.getByRole("button", { name: "Menu" }).tap()
  }
  await page.getByLabel("Name").fill("Ada")
  await page.getByLabel("Email").fill("ada@example.org")
  await page.getByLabel("Message").fill("Hello")
  await page.getByRole("button", { name: "Send Message" }).click()
  await expect(page.getByRole("status")).toContainText("Message Sent")
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy")
  expect(await cspViolations(page)).toEqual([])
})

test("hashed bundles are cached for a year, page data is revalidated", async ({ request }) => {
  const home = await (await request.get("/")).text()
  // Named by its preload link: the page adds the script itself after the first paint.
  const bundle = /href="(\/app-[0-9a-f]+\.js)"/.exec(home)?.[1]
  expect(bundle).toBeDefined()
  expect((await request.get(bundle!)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable")
  expect((await request.get("/page-data/index/page-data.json")).headers()["cache-control"]).toBe(
    "public, max-age=0, must-revalidate",
  )
})

test.describe("an unknown path", () => {
  test.use({ expectedProblems: NOT_FOUND_PROBLEMS })

  test("gets the 404 page under a CSP that lets it run", async ({ page }) => {
    const response = await page.goto("/anything-else/")
    expect(response!.status()).toBe(404)
    expect(response!.headers()["content-security-policy"]).toContain("script-src 'self' 'sha256-")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found")
    await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0)
    expect(await cspViolations(page)).toEqual([])
  })
})
