import {
  expect,
  featureCards,
  gotoHydrated,
  test,
  scrollSamples,
  sendMessage,
  startScrollSampling,
  waitForScrollToSettle,
} from "./fixtures"

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" })

  test("cards are visible at once, with no fade and no stagger", async ({ page }) => {
    await gotoHydrated(page, "/")
    const cards = featureCards(page)
    await expect(cards).toHaveCount(6)
    const styles = await cards.evaluateAll((elements) =>
      elements.map((element) => {
        const style = getComputedStyle(element)
        return { opacity: style.opacity, duration: style.transitionDuration, delay: style.transitionDelay }
      }),
    )
    expect(styles).toEqual(Array(6).fill({ opacity: "1", duration: "0s", delay: "0s" }))
  })

  test("Contact Us jumps without a scroll animation", async ({ page }) => {
    await gotoHydrated(page, "/")
    await startScrollSampling(page)
    await page.getByRole("link", { name: "Contact Us" }).click()
    const final = await waitForScrollToSettle(page)
    const samples = await scrollSamples(page)
    expect(final).toBeGreaterThan(0)
    expect(samples.filter((y) => y > 0 && y < final)).toEqual([])
    await expect(page.getByRole("heading", { name: "Get in Touch" })).toBeInViewport()
  })

  test("nothing keeps moving in the toast that confirms a message", async ({ page }) => {
    await gotoHydrated(page, "/")
    const toast = await sendMessage(page)
    await expect(toast).toBeVisible()
    // Every keyframe animation on the page must end at its first frame: react-hot-toast's spinner under
    // its icon would otherwise turn for the toast's 6 s. The check reads each animation's timing, not
    // whether it still plays, because a busy machine may not draw the frame that ends it for a while.
    await expect
      .poll(() =>
        page.evaluate(() =>
          document
            .getAnimations()
            .filter((animation) => animation instanceof CSSAnimation)
            .map((animation) => ({
              name: (animation as CSSAnimation).animationName,
              activeDuration: animation.effect?.getComputedTiming().activeDuration,
            }))
            .filter(({ activeDuration }) => activeDuration !== 0),
        ),
      )
      .toEqual([])
  })
})

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false })

  test("every section and card is visible", async ({ page }) => {
    await page.goto("/")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Identify Insects Instantly")
    await expect(page.getByRole("heading", { name: "Why Choose BugLens?" })).toBeVisible()
    const cards = featureCards(page)
    await expect(cards).toHaveCount(6)
    for (const card of await cards.all()) {
      await card.scrollIntoViewIfNeeded()
      await expect(card).toBeVisible()
      await expect(card).toHaveCSS("opacity", "1")
    }
    await expect(page.getByRole("heading", { name: "Get in Touch" })).toBeVisible()
    await expect(page.getByText("Sending this form needs JavaScript")).toBeVisible()
    await expect(page.getByRole("link", { name: "hello@buglens.app" }).first()).toBeVisible()
    await expect(page.getByRole("contentinfo")).toBeVisible()
  })

  test("links work", async ({ page }) => {
    await page.goto("/")
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Use" }).click()
    await expect(page).toHaveURL("/terms/")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Use")
    await page.getByRole("link", { name: "BugLens home" }).click()
    await expect(page).toHaveURL("/")
    await page.getByRole("link", { name: "Contact Us" }).click()
    await expect(page).toHaveURL("/#contact")
    // The link's target is the focusable heading, so the browser moves focus there by itself.
    await expect(page.getByRole("heading", { name: "Get in Touch" })).toBeFocused()
    await expect(page.getByRole("heading", { name: "Get in Touch" })).toBeInViewport()
  })

  test("the form cannot be submitted, so nothing typed goes into the URL or is lost", async ({ page }) => {
    await page.goto("/")
    await page.getByLabel("Name").fill("Ada Lovelace")
    await page.getByLabel("Email").fill("ada@example.org")
    await page.getByLabel("Message").fill("secret-beetle-question")
    await expect(page.getByRole("button", { name: "Send Message" })).toBeDisabled()

    // Enter in a field submits a form implicitly, unless its submit button is disabled.
    await page.getByLabel("Email").press("Enter")

    expect(page.url()).toMatch(/\/$/)
    await expect(page.getByLabel("Name")).toHaveValue("Ada Lovelace")
    await expect(page.getByLabel("Message")).toHaveValue("secret-beetle-question")
  })
})
