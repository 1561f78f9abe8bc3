import {
  alphaOf,
  expect,
  featureCards,
  featureCardsInAnyLanguage,
  gotoHydrated,
  revealCard,
  test,
  scrollSamples,
  startScrollSampling,
  waitForScrollToSettle,
} from "./fixtures"

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, "/")
})

test("has the title and the sections in the order of the spec", async ({ page }) => {
  await expect(page).toHaveTitle("BugLens · Instant Insect Identification")
  const order = await page.evaluate(() =>
    [
      document.querySelector("header"),
      document.querySelector("h1"),
      [...document.querySelectorAll("h2")].find((h) => h.textContent === "Why Choose BugLens?"),
      [...document.querySelectorAll("h2")].find((h) => h.textContent === "Get in Touch"),
      document.querySelector("footer"),
    ].map((element) => element?.getBoundingClientRect().top ?? Number.NaN),
  )
  expect(order.every((top) => Number.isFinite(top))).toBe(true)
  expect([...order].sort((a, b) => a - b)).toEqual(order)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Identify Insects Instantly")
  await expect(page.getByText("Used by 20,000+ nature enthusiasts")).toBeVisible()
})

test("header: expanded at 20 px of scroll, compact and translucent at 21 px, fixed in both", async ({ page }) => {
  const header = page.getByRole("banner")
  const styleOf = () =>
    header.evaluate((element) => {
      const style = getComputedStyle(element)
      return {
        position: style.position,
        top: element.getBoundingClientRect().top,
        backdrop: style.backdropFilter,
        background: style.backgroundColor,
        height: element.getBoundingClientRect().height,
      }
    })

  await page.evaluate(() => window.scrollTo(0, 20))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(20)
  await expect.poll(async () => alphaOf((await styleOf()).background)).toBe(1)
  const expanded = await styleOf()
  expect(expanded).toMatchObject({ position: "fixed", top: 0, backdrop: "none" })

  await page.evaluate(() => window.scrollTo(0, 21))
  await expect.poll(async () => (await styleOf()).backdrop).toContain("blur(")
  await expect.poll(async () => alphaOf((await styleOf()).background)).toBeLessThan(1)
  await expect.poll(async () => (await styleOf()).height).toBeLessThan(expanded.height)
  expect(await styleOf()).toMatchObject({ position: "fixed", top: 0 })

  await page.evaluate(() => window.scrollTo(0, 0))
  await expect.poll(async () => (await styleOf()).backdrop).toBe("none")
})

test("feature cards: six, staggered 100 ms apart, and shown as they scroll into view", async ({ page }) => {
  const cards = featureCards(page)
  await expect(cards).toHaveCount(6)
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
    "Instant Recognition",
    "Safety Alerts",
    "Extensive Database",
    "Detailed Information",
    "Offline Mode",
    "Regular Updates",
  ])
  const delaysMs = await cards.evaluateAll((elements) =>
    elements.map((element) => parseFloat(getComputedStyle(element).transitionDelay) * 1000),
  )
  expect(delaysMs.map((delay) => Math.round(delay))).toEqual([0, 100, 200, 300, 400, 500])

  // Below the fold at first, so not yet faded in.
  const last = cards.last()
  await expect(last).toHaveCSS("opacity", "0")
  await last.scrollIntoViewIfNeeded()
  await expect(last).toHaveCSS("opacity", "1")
})

test("the database card leads to the identification key, in the home page's language", async ({ page }) => {
  // A card waits its turn, then slides in: clicked while it waits, its link may have moved by the time
  // the click lands (the likely reason a CI run stayed on /de/). A visitor clicks what has arrived.
  const database = featureCards(page).filter({ hasText: "Extensive Database" })
  await revealCard(database)
  await database.getByRole("link", { name: "Find an insect by what you saw" }).click()
  await expect(page).toHaveURL(/\/insects\/key\/$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("What did you see?")

  await gotoHydrated(page, "/de/")
  const datenbank = featureCardsInAnyLanguage(page).filter({ hasText: "Umfangreiche Datenbank" })
  await revealCard(datenbank)
  await datenbank.getByRole("link", { name: "Ein Insekt nach seinem Aussehen finden" }).click()
  await expect(page).toHaveURL(/\/de\/insects\/key\/$/)
})

test("Contact Us scrolls smoothly to the form and leaves its heading clear of the fixed header", async ({ page }) => {
  await startScrollSampling(page)

  await page.getByRole("link", { name: "Contact Us" }).click()
  const final = await waitForScrollToSettle(page)

  const samples = await scrollSamples(page)
  const intermediate = new Set(samples.filter((y) => y > 0 && y < final))
  expect(intermediate.size, "distinct positions on the way down").toBeGreaterThanOrEqual(3)

  const heading = page.getByRole("heading", { name: "Get in Touch" })
  await expect(heading).toBeInViewport()
  const headingTop = await heading.evaluate((element) => element.getBoundingClientRect().top)
  const headerBottom = await page.getByRole("banner").evaluate((element) => element.getBoundingClientRect().bottom)
  expect(headingTop).toBeGreaterThanOrEqual(headerBottom)
  await expect(page.getByRole("region", { name: "Get in Touch" })).toContainText("Name")
  expect(await page.evaluate(() => document.activeElement?.closest("#contact") !== null)).toBe(true)
})

test("footer: brand, tagline, legal links, this year's copyright and the mailto address", async ({ page }) => {
  const footer = page.getByRole("contentinfo")
  await expect(footer).toContainText("BugLens")
  await expect(footer).toContainText("Your pocket insect identification expert")
  await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy/")
  await expect(footer.getByRole("link", { name: "Terms of Use" })).toHaveAttribute("href", "/terms/")
  await expect(footer.getByRole("link", { name: "hello@buglens.app" })).toHaveAttribute(
    "href",
    "mailto:hello@buglens.app",
  )
  const year = await page.evaluate(() => new Date().getFullYear())
  await expect(footer.getByText(`© ${year} BugLens`)).toBeVisible()
})

test("footer shows the visitor's year even when the page was built in an earlier one", async ({ page }) => {
  await page.clock.setFixedTime(new Date("2031-03-01T10:00:00"))
  await page.goto("/")
  // The static HTML carries the build year; the hydrated page replaces it with the visitor's.
  await expect(page.getByRole("contentinfo").getByText("© 2031 BugLens")).toBeVisible()
})
