import fs from "fs"
import path from "path"
import { translationFileName } from "../../src/node/content"
import { speciesSources } from "../../src/node/content/species/files"
import { axeViolations } from "../support/axe"
import { SITE_VARIANTS, variantDir } from "../support/site-variants"
import { expect, gotoHydrated, test } from "../fixtures"

const PAGE_SIZE = SITE_VARIANTS["guide-pages"].guide!.pageSize

/** The variant's species in a language, A to Z as that language sorts them: what its index must list. */
function speciesFromAToZ(language: string, locale: string): string[] {
  const content = path.join(variantDir("guide-pages"), "content")
  const names = speciesSources(content).map((source) => {
    const own = JSON.parse(fs.readFileSync(path.join(content, source), "utf8"))
    const translation = path.join(content, translationFileName(source, language))
    const translated = language !== "en" && fs.existsSync(translation)
    return (translated ? JSON.parse(fs.readFileSync(translation, "utf8")).commonName : undefined) ?? own.commonName
  })
  return names.sort(new Intl.Collator(locale).compare)
}

/** A page's name in the navigation: its first and last species joined by `to`, or its one species. */
const rangeOf = (names: string[], to: string): string =>
  names.length === 1 ? names[0]! : `${names[0]} ${to} ${names.at(-1)}`

const pagesOf = (names: string[]) =>
  Array.from({ length: Math.ceil(names.length / PAGE_SIZE) }, (_, index) =>
    names.slice(index * PAGE_SIZE, (index + 1) * PAGE_SIZE),
  )

test.describe("a guide longer than one page", () => {
  test("has species enough for three pages, so that one lies between the first and the last", () => {
    expect(speciesFromAToZ("en", "en").length).toBeGreaterThan(2 * PAGE_SIZE)
  })

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false })

    test("lists its species A to Z over pages that link to each other by the names they span", async ({ page }) => {
      const pages = pagesOf(speciesFromAToZ("en", "en"))
      await page.goto("/insects/")
      const navigation = page.getByRole("navigation", { name: "Pages of the guide, A to Z" })
      await expect(navigation.getByRole("link")).toHaveText(pages.map((names) => rangeOf(names, "to")))
      await expect(navigation.locator('[aria-current="page"]')).toHaveText(rangeOf(pages[0]!, "to"))
      const list = page.getByRole("region", { name: "A to Z" })
      await expect(list.getByRole("listitem").getByRole("link")).toHaveCount(pages[0]!.length)
      // One page lists a part of the guide: grouping that part by order would mislead.
      await expect(page.getByRole("region", { name: "By order" })).toHaveCount(0)

      await navigation.getByRole("link").nth(1).click()
      await expect(page).toHaveURL(/\/insects\/page\/2\/$/)
      const range = rangeOf(pages[1]!, "to")
      await expect(page).toHaveTitle(`Insect guide: ${range} · BugLens`)
      await expect(page.getByRole("navigation", { name: "Breadcrumb" }).locator('[aria-current="page"]')).toHaveText(
        range,
      )
      for (const name of pages[1]!) {
        await expect(list.getByRole("link", { name: new RegExp(`^${name}`) })).toBeVisible()
      }
      for (const name of pages[0]!) {
        await expect(list.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveCount(0)
      }
    })
  })

  test("splits each language by its own alphabet and moves between pages in the app", async ({ page }) => {
    const pages = pagesOf(speciesFromAToZ("de", "de"))
    await gotoHydrated(page, "/de/insects/")
    const navigation = page.getByRole("navigation", { name: "Seiten des Führers, A bis Z" })
    const last = pages.at(-1)!
    await navigation.getByRole("link", { name: rangeOf(last, "bis") }).click()
    await expect(page).toHaveURL(new RegExp(`/de/insects/page/${pages.length}/$`))
    await expect(navigation.locator('[aria-current="page"]')).toHaveText(rangeOf(last, "bis"))
    const list = page.getByRole("region", { name: "A bis Z" })
    await expect(list.getByRole("listitem").getByRole("link")).toHaveCount(last.length)
    expect(await axeViolations(page)).toEqual([])
  })
})
