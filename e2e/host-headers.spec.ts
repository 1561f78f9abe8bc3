import type { Response } from "@playwright/test"
import { HEADERS_PORT } from "../playwright.config"
import {
  NOT_FOUND_PROBLEMS,
  cspViolations,
  expect,
  gotoHydrated,
  recordCspViolations,
  sendMessage,
  test,
} from "./fixtures"

test.use({ baseURL: `http://localhost:${HEADERS_PORT}` })

/** The policies a response carries: a browser enforces every header, and every comma-separated policy in one. */
async function policiesOf(response: Response): Promise<string[]> {
  return (await response.headersArray())
    .filter(({ name }) => name.toLowerCase() === "content-security-policy")
    .flatMap(({ value }) => value.split(","))
}

/** What an unknown path in each language logs: its 404, its page data's 404, Gatsby's line, and the refused eval. */
const UNKNOWN_PATH_PROBLEMS =
  /^(HTTP 404: .*\/(de\/|es\/)?(nope\/?|page-data\/(de\/|es\/)?nope\/page-data\.json)|console\.error: Failed to load resource: the server responded with a status of 404 \(Not Found\)|console\.error: 404 Error: User attempted to access non-existent route: \/(de\/|es\/)?nope\/?|console\.error: Evaluating a string as JavaScript violates [\s\S]*)$/

test.beforeEach(async ({ page }) => {
  await recordCspViolations(page)
})

for (const path of ["/", "/privacy/", "/terms/"]) {
  test(`${path} arrives with the security headers and runs without a CSP violation`, async ({ page }) => {
    const response = await page.goto(path)
    const headers = response!.headers()
    // One header, one policy: a second would cost the first round trip its bytes.
    expect(await policiesOf(response!)).toHaveLength(1)
    const csp = headers["content-security-policy"]!
    expect(csp).not.toContain("unsafe-eval")
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

test.describe("an unknown path in every language", () => {
  test.use({ expectedProblems: UNKNOWN_PATH_PROBLEMS })

  for (const path of ["/nope/", "/de/nope/", "/es/nope/"]) {
    test(`${path} gets its 404 page under the site's one policy, which refuses eval`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response!.status()).toBe(404)
      const policies = await policiesOf(response!)
      expect(policies).toHaveLength(1)
      expect(policies[0]).not.toContain("unsafe-eval")
      await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0)
      expect(await cspViolations(page)).toEqual([])

      // A string for the page to compile later: Playwright's own evaluation is exempt from the CSP, a
      // timer the page runs is not.
      await page.evaluate(() => {
        ;(window as unknown as { setTimeout: (code: string) => void }).setTimeout("window.evaluated = 6 * 7")
      })
      await expect.poll(() => cspViolations(page)).toEqual(["script-src blocked eval"])
      expect(await page.evaluate(() => (window as unknown as { evaluated?: number }).evaluated)).toBeUndefined()
    })
  }
})

test("the content editor gets its own policy alone, the one that lets it compile its schema", async ({ request }) => {
  const response = await request.get("/admin/")
  const policies = response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === "content-security-policy")
    .flatMap(({ value }) => value.split(","))
  expect(policies).toHaveLength(1)
  expect(policies[0]).toMatch(/script-src 'self' 'unsafe-eval'/)
  expect(response.headers()["x-robots-tag"]).toBe("noindex")
})
