import type { Locator, Page } from "@playwright/test"
import { expect, featureCardsInAnyLanguage, gotoHydrated, revealAllCards, test } from "../fixtures"
import { axeColorScheme, axeViolations } from "../support/axe"
import { capture } from "../support/capture"

/** The build with Arabic added (SITE_VARIANTS.rtl), at /ar/. */

async function box(locator: Locator) {
  const bounds = await locator.boundingBox()
  expect(bounds, "laid out").not.toBeNull()
  return bounds!
}

/** Every card faded in, then back at the top of the page. */
async function revealCards(page: Page) {
  await revealAllCards(page, featureCardsInAnyLanguage(page))
  await page.evaluate(() => window.scrollTo(0, 0))
}

const cards = featureCardsInAnyLanguage

test("Arabic runs right to left, with what is not yet translated marked as English", async ({ page }) => {
  await gotoHydrated(page, "/ar/")
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl")
  await expect(page.locator("html")).toHaveAttribute("lang", "ar")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("تعرّف على الحشرات فورًا")
  await expect(page.getByText(/^Point your phone at a beetle/)).toHaveAttribute("lang", "en")
  await expect(page.getByText("يستخدمه أكثر من ٢٠٬٠٠٠ من محبي الطبيعة")).toBeVisible()
})

test("the header, the hero, the cards and the form are mirrored", async ({ page, isMobile }) => {
  await gotoHydrated(page, "/ar/")
  const width = page.viewportSize()!.width
  const home = await box(page.getByRole("link", { name: "الصفحة الرئيسية لـ BugLens" }))
  expect(home.x + home.width, "the brand sits at the right edge").toBeGreaterThan(width * 0.6)
  const navEnd = isMobile
    ? await box(page.getByRole("button", { name: "القائمة" }))
    : await box(page.getByRole("navigation", { name: "التنقل الرئيسي" }).getByRole("link", { name: "سياسة الخصوصية" }))
  expect(navEnd.x, "the links or the menu toggle sit to the left of the brand").toBeLessThan(home.x)

  const heading = await box(page.getByRole("heading", { level: 1 }))
  expect(heading.x + heading.width, "the hero text starts at the right").toBeGreaterThan(width * 0.6)

  await revealCards(page)
  if (!isMobile) {
    const [first, second] = [await box(cards(page).nth(0)), await box(cards(page).nth(1))]
    expect(first.x, "the first card is on the right").toBeGreaterThan(second.x)
  }

  const label = page.getByText("الاسم", { exact: true })
  const field = page.getByLabel("الاسم")
  await field.scrollIntoViewIfNeeded()
  const [labelBox, fieldBox] = [await box(label), await box(field)]
  expect(
    Math.abs(labelBox.x + labelBox.width - (fieldBox.x + fieldBox.width)),
    "the label is aligned right",
  ).toBeLessThan(2)
  await expect(field).toHaveCSS("direction", "rtl")
})

test("the language list opens towards the page, in the phone menu or the header", async ({
  page,
  isMobile,
}, testInfo) => {
  await gotoHydrated(page, "/ar/")
  const nav = page.getByRole("navigation", { name: "التنقل الرئيسي" })
  if (isMobile) await nav.getByRole("button", { name: "القائمة" }).click()
  else await nav.locator("summary").click()
  const english = nav.getByRole("link", { name: "English" })
  await expect(english).toBeVisible()
  const list = await box(english)
  expect(list.x, "inside the window").toBeGreaterThanOrEqual(0)
  expect(list.x + list.width).toBeLessThanOrEqual(page.viewportSize()!.width)
  // Written left to right, as English is, but lined up on the right with the Arabic names.
  await expect(english).toHaveCSS("text-align", "right")
  await expect(nav.getByRole("link", { name: "العربية" })).toHaveAttribute("aria-current", "true")
  expect(await axeViolations(page)).toEqual([])
  await capture(page, testInfo, "ar-languages-open", false)
})

test("axe finds no violations on the Arabic pages, light on a laptop and dark on a phone", async ({
  page,
  isMobile,
}, testInfo) => {
  const colorScheme = axeColorScheme(isMobile)
  await page.emulateMedia({ colorScheme })
  for (const path of ["/ar/", "/ar/privacy/", "/ar/terms/", "/ar/insects/", "/ar/insects/asian-hornet/"]) {
    await gotoHydrated(page, path)
    if (path === "/ar/") await revealCards(page)
    expect(await axeViolations(page), path).toEqual([])
  }
  await gotoHydrated(page, "/ar/")
  await revealCards(page)
  await capture(page, testInfo, `ar-home-${colorScheme}`)
})
