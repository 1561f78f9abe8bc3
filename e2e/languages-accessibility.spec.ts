import { expect, featureCardsInAnyLanguage, gotoHydrated, revealAllCards, test } from "./fixtures"
import { axeViolations } from "./support/axe"

test.describe("axe finds no violations in German and Spanish", () => {
  for (const language of ["de", "es"]) {
    test(`/${language}/, after every card has faded in`, async ({ page }) => {
      await gotoHydrated(page, `/${language}/`)
      await revealAllCards(page, featureCardsInAnyLanguage(page))
      expect(await axeViolations(page)).toEqual([])
    })

    for (const path of ["privacy/", "terms/", "insects/", "insects/oak-processionary/"]) {
      test(`/${language}/${path}`, async ({ page }) => {
        await gotoHydrated(page, `/${language}/${path}`)
        expect(await axeViolations(page)).toEqual([])
      })
    }
  }

  test.describe("the not-found page", () => {
    test.use({
      expectedProblems: /^console\.error: 404 Error: User attempted to access non-existent route: \/es\/404\/$/,
    })

    test("/es/404/", async ({ page }) => {
      await gotoHydrated(page, "/es/404/")
      expect(await axeViolations(page)).toEqual([])
    })
  })

  test("with the switcher open", async ({ page, isMobile }) => {
    await gotoHydrated(page, "/de/")
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" })
    if (isMobile) await nav.getByRole("button", { name: "Menü" }).click()
    else await nav.locator("summary").click()
    await expect(nav.getByRole("link", { name: "Español" }).first()).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })
})

test.describe("axe finds no violations on the identification key with choices made", () => {
  const exactList = { en: "Fits every choice", de: "Passt zu allen Angaben", es: "Encaja con todo" }
  for (const [language, listName] of Object.entries(exactList)) {
    const prefix = language === "en" ? "" : `/${language}`
    test(`${prefix}/insects/key/, with a shape, a colour and a place chosen`, async ({ page }) => {
      await gotoHydrated(page, `${prefix}/insects/key/?shape=bee-or-wasp&colour=yellow&place=garden`)
      // The species that fit, and the close ones, listed once the key has read them.
      await expect(page.getByRole("list", { name: listName }).getByRole("listitem").first()).toBeVisible()
      await expect(page.locator("section[aria-busy]")).toHaveCount(0)
      expect(await axeViolations(page)).toEqual([])
    })
  }
})
