import { expect, gotoHydrated, test } from "./fixtures"

test.describe("a species' page", () => {
  test("answers 'is it dangerous?' first, in words and an icon, and names the species in Latin", async ({ page }) => {
    await gotoHydrated(page, "/de/insects/asian-hornet/")
    await expect(page).toHaveTitle("Asiatische Hornisse (Vespa velutina): Ist sie gefährlich? · BugLens")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Asiatische Hornisse")
    await expect(page.locator('i[lang="la"]').first()).toHaveText("Vespa velutina")
    const answer = page.getByRole("region", { name: "Ist es gefährlich?" })
    await expect(answer).toContainText("Gefährlich")
    await expect(answer.locator("svg")).toHaveCount(1)
    // The answer is on the first screen of a phone-sized or laptop-sized window.
    const box = await answer.boundingBox()
    expect(box!.y).toBeLessThan(page.viewportSize()!.height)
    await expect(page.getByRole("navigation", { name: "Brotkrümelnavigation" }).getByRole("link")).toHaveText([
      "Startseite",
      "Insektenführer",
    ])
  })

  test("keeps the answer on the first screen under a name with several meanings", async ({ page }) => {
    // The Spanish green darner has the longest header: four other names, each also used for other
    // dragonflies. With those notes under the names, its answer began below a phone's first screen.
    await gotoHydrated(page, "/es/insects/common-green-darner/")
    const answer = page.getByRole("region", { name: "¿Es peligroso?" })
    const box = await answer.getByRole("heading").first().boundingBox()
    expect(box!.y + box!.height).toBeLessThan(page.viewportSize()!.height)
    // What else each name means follows the answer.
    await expect(page.getByText("«alguacil» también se usa para")).toBeVisible()
  })

  test("shows a lookalike pair on both species' pages, with the feature that tells them apart", async ({ page }) => {
    await gotoHydrated(page, "/insects/asian-hornet/")
    const lookalikes = page.getByRole("region", { name: "Lookalikes" })
    await lookalikes.getByRole("link", { name: "European hornet" }).click()
    await expect(page).toHaveURL(/\/insects\/european-hornet\/$/)
    const back = page.getByRole("region", { name: "Lookalikes" })
    await expect(back.getByRole("link", { name: "Asian hornet" })).toBeVisible()
    await expect(back).toContainText("reddish-brown")
  })

  test("says when adults are seen in a sentence a screen reader reads", async ({ page }) => {
    await gotoHydrated(page, "/es/insects/monarch/")
    await expect(page.getByText(/^Los adultos se ven en .*abril/)).toBeVisible()
  })
})

test.describe("the guide's index without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("lists species by order and filters them by safety level through links", async ({ page }) => {
    await page.goto("/insects/")
    const byOrder = page.getByRole("region", { name: "By order" })
    await expect(byOrder.getByRole("region", { name: /Beetles/ })).toBeVisible()
    await expect(byOrder.getByRole("link", { name: /Monarch/ })).toBeVisible()
    await page.getByRole("navigation", { name: "Show" }).getByRole("link", { name: "Dangerous" }).click()
    await expect(page).toHaveURL(/#level-dangerous$/)
    await expect(byOrder.getByRole("link", { name: /Monarch/ })).toBeHidden()
    await expect(byOrder.getByRole("link", { name: /Asian hornet/ })).toBeVisible()
    // An order with no dangerous species is hidden as a whole.
    await expect(byOrder.getByRole("region", { name: /Dragonflies/ })).toBeHidden()
    await page.getByRole("navigation", { name: "Show" }).getByRole("link", { name: "All" }).click()
    await expect(byOrder.getByRole("link", { name: /Monarch/ })).toBeVisible()
  })
})
