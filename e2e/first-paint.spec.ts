import { expect, test, waitForHydration } from "./fixtures"

test("the hero is painted before any of Gatsby's bundles runs, and the page then hydrates", async ({ page }) => {
  // Notes the moment the first bundle runs: each one's first act is to open webpack's chunk list.
  await page.addInitScript(() => {
    let chunks: unknown
    Object.defineProperty(window, "webpackChunkbuglens_site", {
      configurable: true,
      get: () => chunks,
      set(value) {
        if (chunks === undefined) performance.mark("first-bundle-ran")
        chunks = value
      },
    })
  })
  // A CPU slowed like a cheap phone's, where parsing and painting the page take long enough for a
  // bundle that arrives early to get ahead of them.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 })
  await page.goto("/")
  await waitForHydration(page)
  const { firstContentfulPaint, firstBundleRan } = await page.evaluate(() => ({
    firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    firstBundleRan: performance.getEntriesByName("first-bundle-ran")[0]?.startTime,
  }))
  expect(firstContentfulPaint).toBeGreaterThan(0)
  expect(firstBundleRan).toBeGreaterThan(firstContentfulPaint!)
})
