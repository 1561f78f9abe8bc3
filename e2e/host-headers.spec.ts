import type { Page } from "@playwright/test"
import { HEADERS_PORT, NETLIFY_HEADERS_PORT } from "../playwright.config"
import {
  NOT_FOUND_PROBLEMS,
  cspViolations,
  expect,
  gotoHydrated,
  policiesOf,
  recordCspViolations,
  test,
} from "./fixtures"

test.use({ baseURL: `http://localhost:${HEADERS_PORT}` })

/** The build served as each host reads its _headers (scripts/serve-static.mjs). */
const HOSTS = [
  { host: "Cloudflare Pages", baseURL: `http://localhost:${HEADERS_PORT}` },
  { host: "Netlify", baseURL: `http://localhost:${NETLIFY_HEADERS_PORT}` },
] as const

/** The console line of a refused eval. */
const REFUSED_EVAL = /console\.error: Evaluating a string as JavaScript violates [\s\S]*/

/** What an unknown path in each language logs: its 404, its page data's 404, Gatsby's line, and the refused eval. */
const UNKNOWN_PATH_PROBLEMS =
  /^(HTTP 404: .*\/(de\/|es\/)?(nope\/?|page-data\/(de\/|es\/)?nope\/page-data\.json)|console\.error: Failed to load resource: the server responded with a status of 404 \(Not Found\)|console\.error: 404 Error: User attempted to access non-existent route: \/(de\/|es\/)?nope\/?|console\.error: Evaluating a string as JavaScript violates [\s\S]*)$/

/**
 * Asks the page to compile a string, and expects the page's policy to refuse: Playwright's own
 * evaluation is exempt from the CSP, a timer the page runs is not.
 */
async function expectEvalRefused(page: Page): Promise<void> {
  await page.evaluate(() => {
    ;(window as unknown as { setTimeout: (code: string) => void }).setTimeout("window.evaluated = 6 * 7")
  })
  await expect.poll(() => cspViolations(page)).toEqual(["script-src blocked eval"])
  expect(await page.evaluate(() => (window as unknown as { evaluated?: number }).evaluated)).toBeUndefined()
}

test.beforeEach(async ({ page }) => {
  await recordCspViolations(page)
})

for (const path of ["/", "/privacy/", "/terms/"]) {
  test(`${path} arrives with the security headers and its own policy, and runs without a CSP violation`, async ({
    page,
  }) => {
    const response = await page.goto(path)
    const headers = response!.headers()
    const { header, meta } = await policiesOf(response!)
    // The header says only what a page's own policy cannot: that no site may frame it.
    expect(header).toEqual(["frame-ancestors 'none'"])
    expect(meta).toHaveLength(1)
    const csp = meta[0]!
    expect(csp).not.toContain("unsafe-eval")
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/)
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"]) {
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
    expect((await policiesOf(response!)).meta[0]).toContain("script-src 'self' 'sha256-")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found")
    await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0)
    expect(await cspViolations(page)).toEqual([])
  })
})

for (const { host, baseURL } of HOSTS) {
  test.describe(`on a host that reads _headers as ${host} does`, () => {
    test.use({ baseURL })

    test.describe("a page and the 404 page", () => {
      // Gatsby's own line for its 404 page, whose path is not a route of the site.
      test.use({
        expectedProblems: new RegExp(
          `^(${REFUSED_EVAL.source}|console\\.error: 404 Error: User attempted to access non-existent route: /404/)$`,
        ),
      })

      for (const path of ["/", "/404/"]) {
        test(`${path} refuses to evaluate a string`, async ({ page }) => {
          await gotoHydrated(page, path)
          expect(await cspViolations(page)).toEqual([])
          await expectEvalRefused(page)
        })
      }
    })

    test.describe("an unknown path in every language", () => {
      test.use({ expectedProblems: UNKNOWN_PATH_PROBLEMS })

      for (const path of ["/nope/", "/de/nope/", "/es/nope/"]) {
        test(`${path} gets its 404 page under the site's policy, which refuses eval`, async ({ page }) => {
          const response = await page.goto(path)
          expect(response!.status()).toBe(404)
          const { header, meta } = await policiesOf(response!)
          expect(header).toEqual(["frame-ancestors 'none'"])
          expect(meta).toHaveLength(1)
          expect(meta[0]).not.toContain("unsafe-eval")
          await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0)
          expect(await cspViolations(page)).toEqual([])
          await expectEvalRefused(page)
        })
      }
    })

    test("the content editor gets a policy that lets it compile its schema, and none that forbids it", async ({
      request,
    }) => {
      const response = await request.get("/admin/")
      const { header, meta } = await policiesOf(response)
      expect(meta).toEqual([])
      // Cloudflare Pages detaches the header of /* for the editor's own; Netlify sends both.
      expect(header).toHaveLength(host === "Netlify" ? 2 : 1)
      const governScripts = header.filter((policy) => /(^|;)\s*(script-src|default-src)\s/.test(policy))
      expect(governScripts).toHaveLength(1)
      expect(governScripts[0]).toMatch(/script-src 'self' 'unsafe-eval'/)
      expect(response.headers()["x-robots-tag"]).toBe("noindex")
    })
  })
}
