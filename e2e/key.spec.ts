import type { Page } from "@playwright/test"
import { HEADERS_PORT } from "../playwright.config"
import { cspViolations, expect, gotoHydrated, recordCspViolations, tabTo, test } from "./fixtures"
import { axeViolations } from "./support/axe"
import { speciesThatFit } from "./support/content-files"

/** "Species that fit every choice: 12", for the species that content says fit `choices`. */
const fitText = (choices: Parameters<typeof speciesThatFit>[0]) =>
  `Species that fit every choice: ${speciesThatFit(choices).length}`
const EVERY_SPECIES = fitText({})
const CATERPILLARS_THAT_BURN = { shape: ["caterpillar"], encounter: ["rash"] }
/** How many species the key lists of those that fit (it lists 30 and counts the rest). */
const listed = (choices: Parameters<typeof speciesThatFit>[0]) => Math.min(30, speciesThatFit(choices).length)

// Under the host's real headers: the site's policy, and the key's files cached as the host caches them.
test.use({ baseURL: `http://localhost:${HEADERS_PORT}` })

test.beforeEach(async ({ page }) => {
  await recordCspViolations(page)
})

/**
 * Holds the key's files until `release()`: every file, or only the species' record blocks (lists of
 * species), letting the answers' bitsets (one base64 string each) through; `holdEveryFile()` turns
 * the second into the first, for the choices after it.
 */
async function holdKeyFiles(page: Page, holding: "every file" | "species lists") {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route("**/search/files/**", async (route) => {
    const response = await route.fetch()
    if (holding === "every file" || !(await response.text()).startsWith('"')) await held
    await route.fulfill({ response })
  })
  return { release, holdEveryFile: () => (holding = "every file") }
}

test("narrows the guide by what a visitor saw, and keeps the choices in the URL", async ({ page }) => {
  await gotoHydrated(page, "/insects/")
  await page.getByRole("link", { name: "What did you see? Find an insect by its look" }).click()
  await expect(page).toHaveURL(/\/insects\/key\/$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("What did you see?")
  const count = page.getByRole("heading", { name: /Species that fit every choice/ })
  await expect(count).toHaveText(EVERY_SPECIES)
  // The link loads the key's page: its shape buttons say whether they are chosen once it has hydrated
  // (before, a press submits the form for browsers without JavaScript).
  const caterpillar = page.getByRole("button", { name: "Caterpillar" })
  await expect(caterpillar).toHaveAttribute("aria-pressed", "false")
  await caterpillar.click()
  await expect(page).toHaveURL(/\?shape=caterpillar$/)
  await page.getByRole("checkbox", { name: "A rash after touching it or its hairs" }).check()
  await expect(page).toHaveURL(/\?shape=caterpillar&encounter=rash$/)
  // The processionaries' and the brown-tail's caterpillars among them, marked dangerous in words and an icon.
  await expect(count).toHaveText(fitText(CATERPILLARS_THAT_BURN))
  const fits = page.getByRole("list", { name: "Fits every choice" }).getByRole("listitem")
  await expect(fits).toHaveCount(listed(CATERPILLARS_THAT_BURN))
  for (const name of ["Pine processionary moth", "Brown-tail moth"])
    await expect(fits.filter({ hasText: name })).toContainText("Dangerous")
  await expect(fits.filter({ hasText: "Oak processionary moth" })).toContainText("Dangerous")
  await expect(fits.filter({ hasText: "Oak processionary moth" }).locator("svg")).toHaveCount(1)
  // Close matches miss one choice and say which.
  await expect(page.getByText("Does not fit: What happened?").first()).toBeVisible()
  await expect(page.getByText("Not sure? BugLens tells you from one photo.")).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  // Back and forward restore the choices of their entry.
  await page.goBack()
  await expect(page).toHaveURL(/\?shape=caterpillar$/)
  await expect(page.getByRole("checkbox", { name: "A rash after touching it or its hairs" })).not.toBeChecked()
  await expect(count).not.toHaveText(fitText(CATERPILLARS_THAT_BURN))
  await page.goForward()
  await expect(page.getByRole("checkbox", { name: "A rash after touching it or its hairs" })).toBeChecked()
  await expect(count).toHaveText(fitText(CATERPILLARS_THAT_BURN))

  // A shared link opens with its choices made.
  await gotoHydrated(page, "/insects/key/?shape=bug&place=bed-or-skin&encounter=bit")
  await expect(page.getByRole("button", { name: "Bug (shield bug or long bug)" })).toHaveAttribute(
    "aria-pressed",
    "true",
  )
  const shared = page.getByRole("list", { name: "Fits every choice" })
  await expect(shared.getByRole("link", { name: /Bed bug/ })).toBeVisible()
  await expect(shared.getByRole("link", { name: /Eastern bloodsucking conenose/ })).toBeVisible()
  expect(await cspViolations(page)).toEqual([])
})

test("keeps the last answer on screen while it reads the next choice's", async ({ page }) => {
  await gotoHydrated(page, "/insects/key/")
  const count = page.getByRole("heading", { name: /Species that fit every choice/ })
  await page.getByRole("button", { name: "Caterpillar" }).click()
  await expect(page).toHaveURL(/\?shape=caterpillar$/)
  const results = page.getByRole("region", { name: /Species that fit every choice/ })
  await expect(results).not.toHaveAttribute("aria-busy")
  await expect(count).not.toHaveText(EVERY_SPECIES)
  const caterpillars = (await count.textContent()) ?? ""
  // The next choice's files wait until the page has been looked at while it reads them.
  const { release } = await holdKeyFiles(page, "every file")
  await page.getByRole("checkbox", { name: "A rash after touching it or its hairs" }).check()
  await expect(results).toHaveAttribute("aria-busy", "true")
  await expect(count).toHaveText(caterpillars)
  // A choice is recorded in the URL once its count is on screen, or within a second while it is read.
  await expect(page).toHaveURL(/\?shape=caterpillar&encounter=rash$/)
  await expect(results).toHaveAttribute("aria-busy", "true")
  release()
  await expect(count).toHaveText(fitText(CATERPILLARS_THAT_BURN))
  await expect(results).not.toHaveAttribute("aria-busy")
})

test("keeps the count it knows when the next choice comes before the species to list", async ({ page }) => {
  await gotoHydrated(page, "/insects/key/")
  const count = page.getByRole("heading", { name: /Species that fit every choice/ })
  // First the species to list wait and the answers' bitsets do not; then every file waits.
  const { release, holdEveryFile } = await holdKeyFiles(page, "species lists")
  await page.getByRole("button", { name: "Caterpillar" }).click()
  await expect(count).not.toHaveText(EVERY_SPECIES)
  const caterpillars = (await count.textContent()) ?? ""
  holdEveryFile()
  await page.getByRole("checkbox", { name: "A rash after touching it or its hairs" }).check()
  await expect(page).toHaveURL(/\?shape=caterpillar&encounter=rash$/)
  await expect(page.getByRole("region", { name: /Species that fit every choice/ })).toHaveAttribute("aria-busy", "true")
  await expect(count).toHaveText(caterpillars)
  release()
  await expect(count).toHaveText(fitText(CATERPILLARS_THAT_BURN))
  await expect(page.getByRole("list", { name: "Fits every choice" }).getByRole("listitem")).toHaveCount(
    listed(CATERPILLARS_THAT_BURN),
  )
  // The first choice's species, no longer wanted, may still be on their way.
  await page.unrouteAll({ behavior: "wait" })
})

test("shows how many species fit as soon as it knows, before it has read the species to list", async ({ page }) => {
  await gotoHydrated(page, "/insects/key/")
  const { release } = await holdKeyFiles(page, "species lists")
  await page.getByRole("button", { name: "Caterpillar" }).click()
  await page.getByRole("checkbox", { name: "A rash after touching it or its hairs" }).check()
  await expect(page.getByRole("heading", { name: /Species that fit every choice/ })).toHaveText(
    fitText(CATERPILLARS_THAT_BURN),
  )
  await expect(page.getByRole("list", { name: "Fits every choice" })).toHaveCount(0)
  release()
  await expect(page.getByRole("list", { name: "Fits every choice" }).getByRole("listitem")).toHaveCount(
    listed(CATERPILLARS_THAT_BURN),
  )
})

test("narrows to the Asian hornet in three choices with the keyboard alone, and reaches its safety answer", async ({
  page,
}) => {
  await gotoHydrated(page, "/insects/key/")
  const count = page.getByRole("heading", { name: /Species that fit every choice/ })
  // "A wasp-like insect, orange, on a tree."
  await tabTo(page, page.getByRole("button", { name: "Bee or wasp" }))
  await page.keyboard.press("Space")
  await expect(page.getByRole("button", { name: "Bee or wasp" })).toHaveAttribute("aria-pressed", "true")
  await tabTo(page, page.getByRole("checkbox", { name: "Orange" }))
  await page.keyboard.press("Space")
  await tabTo(page, page.getByRole("checkbox", { name: "On trees or plants" }))
  await page.keyboard.press("Space")
  await expect(page).toHaveURL(/\?shape=bee-or-wasp&colour=orange&place=trees$/)
  await expect(count).toHaveText(fitText({ shape: ["bee-or-wasp"], colour: ["orange"], place: ["trees"] }))
  const hornet = page.getByRole("list", { name: "Fits every choice" }).getByRole("link", { name: /Asian hornet/ })
  await tabTo(page, hornet)
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(/\/insects\/asian-hornet\/$/)
  await expect(page.getByRole("region", { name: "Is it dangerous?" })).toContainText("Dangerous")
})

test("finds the bed bug from 'in bed or on my skin' and 'it bit', and offers the app among the others", async ({
  page,
}) => {
  await gotoHydrated(page, "/insects/key/")
  await page.getByRole("checkbox", { name: "In bed or on my skin" }).check()
  await page.getByRole("checkbox", { name: "It bit" }).check()
  const fits = page.getByRole("list", { name: "Fits every choice" })
  await expect(fits.getByRole("listitem").filter({ hasText: "Bed bug" })).toContainText("Caution")
  // Mosquitoes, horse flies and a kissing bug bite in bed too: more than one fits, so the app is offered.
  await expect(page.getByText("Not sure? BugLens tells you from one photo.")).toBeVisible()
})

test("answers by the stage a visitor met: a caterpillar in May or March that burns, a grub in the lawn", async ({
  page,
}) => {
  await gotoHydrated(page, "/insects/key/?shape=caterpillar&month=5&encounter=rash")
  const fits = page.getByRole("list", { name: "Fits every choice" }).getByRole("listitem")
  // Dangerous caterpillars first, and of those the one met in the fewest months.
  await expect(fits.first()).toContainText("Oak processionary moth")
  await expect(fits.first()).toContainText("Dangerous")
  // The pine processionary's caterpillars are gone by May: its moth does not make it fit.
  await expect(fits.filter({ hasText: "Pine processionary moth" })).toHaveCount(0)
  await fits
    .first()
    .getByRole("link", { name: /Oak processionary moth/ })
    .click()
  const stages = page.getByRole("region", { name: "Young stages you may meet" })
  await expect(stages.getByRole("heading", { name: "Caterpillar" })).toBeVisible()
  await expect(stages).toContainText("Met in April, May, June and July.")

  // In March the pine processionary's caterpillars march; Lonomia's, of southern Brazil, still fit, after it.
  await gotoHydrated(page, "/insects/key/?shape=caterpillar&month=3&encounter=rash")
  await expect(fits.first()).toContainText("Pine processionary moth")
  await expect(fits.filter({ hasText: "Lonomia" })).toHaveCount(1)

  await gotoHydrated(page, "/insects/key/")
  await page.getByRole("button", { name: "Grub, maggot or other larva" }).click()
  await page.getByRole("checkbox", { name: "Fields or grass" }).check()
  await expect(
    page.getByRole("list", { name: "Fits every choice" }).getByRole("link", { name: /Cockchafer/ }),
  ).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})

test("answers in German, with the months as the language names them", async ({ page }) => {
  await gotoHydrated(page, "/de/insects/key/")
  await page.getByRole("button", { name: "Marienkäfer" }).click()
  await page.getByRole("checkbox", { name: "Viele auf einmal" }).check()
  await page.getByRole("checkbox", { name: "Oktober" }).check()
  await expect(
    page.getByRole("list", { name: "Passt zu allen Angaben" }).getByRole("link", { name: /Asiatischer Marienkäfer/ }),
  ).toBeVisible()
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("the shape buttons lead to a page of that shape's species, and the rest says it needs JavaScript", async ({
    page,
  }) => {
    await page.goto("/es/insects/key/")
    await expect(page.getByRole("checkbox", { name: "Me picó con un aguijón" })).toBeDisabled()
    await expect(page.getByText(/Sin JavaScript, elige una forma/)).toBeVisible()
    await page.getByRole("button", { name: "Escarabajo" }).click()
    // A GET form with no other choice made adds an empty query.
    await expect(page).toHaveURL(/\/es\/insects\/key\/beetle\/\??$/)
    const listed = page.getByRole("list", { name: "Encaja con todo" }).getByRole("listitem")
    await expect(listed.filter({ hasText: "Ciervo volante" })).toContainText("Su tamaño")
    await expect(listed.filter({ hasText: "Ciervo volante" })).toContainText("Más de 30 mm")
  })
})
