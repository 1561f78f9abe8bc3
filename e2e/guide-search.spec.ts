import { HEADERS_PORT } from "../playwright.config"
import { cspViolations, expect, gotoHydrated, recordCspViolations, test } from "./fixtures"
import { axeViolations } from "./support/axe"

// Under the host's real headers: the site's policy, and the index's files cached as the host caches them.
test.use({ baseURL: `http://localhost:${HEADERS_PORT}` })

/**
 * What axe checks after a search: the search and its results. The rest of the index is the same page
 * before any search, which the axe tests check in every language and both themes. The whole page took
 * 5 of this test's 8 s alone, and beside two busy loops the test ran past its 30 s limit (35 s).
 */
const SEARCH = "[role=search]"

test.beforeEach(async ({ page }) => {
  await recordCspViolations(page)
})

test("the search downloads nothing until it is used, then finds both hornets in German", async ({ page }) => {
  const searchFiles: string[] = []
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/search/")) searchFiles.push(request.url())
  })
  await gotoHydrated(page, "/de/insects/")
  const field = page.getByRole("searchbox", { name: "Im Führer suchen" })
  await expect(field).toBeVisible()
  expect(searchFiles).toEqual([])
  await field.fill("Hornisse")
  const results = page.getByRole("search").getByRole("listitem")
  await expect(page.getByRole("status")).toHaveText(/Arten passen zu „Hornisse“/)
  await expect(results.filter({ hasText: "Asiatische Hornisse" })).toContainText("Vespa velutina")
  await expect(results.filter({ hasText: "Asiatische Hornisse" })).toContainText("Gefährlich")
  await expect(results.filter({ hasText: "Europäische Hornisse" })).toContainText("Vorsicht")
  expect(await cspViolations(page)).toEqual([])
})

test("finds wasps in Spanish by either of their names, and says so when nothing matches", async ({ page }) => {
  await gotoHydrated(page, "/es/insects/")
  const field = page.getByRole("searchbox", { name: "Buscar en la guía" })
  await field.fill("avispa")
  await expect(page.getByRole("search").getByRole("link", { name: /Avispa común/ })).toBeVisible()
  // The scientific name, which is not translated, finds the species too.
  await field.fill("velutina")
  await expect(page.getByRole("search").getByRole("link", { name: /Avispa asiática/ })).toBeVisible()
  await field.fill("xyzzy")
  await expect(page.getByRole("status")).toHaveText(
    "Ninguna especie coincide con «xyzzy». Prueba con otra palabra: su color, dónde lo viste o qué hizo, o con menos palabras.",
  )
  // Nothing found: the list below, and the app, which names an insect from a photo.
  const search = page.getByRole("search")
  await expect(search.getByRole("link")).toHaveCount(2)
  await expect(search.getByRole("link", { name: "Ver todas las especies en la lista de abajo" })).toHaveAttribute(
    "href",
    "#species",
  )
  // No store yet in content: the home page, which is the app's.
  await expect(search.getByRole("link", { name: "O deja que la app lo identifique con una foto" })).toHaveAttribute(
    "href",
    "/es/",
  )
  expect(await axeViolations(page, { within: SEARCH })).toEqual([])
  // A tick is no insect: the guide says what it covers (before any page that mentions ticks), and
  // what was typed stays.
  await field.fill("una garrapata")
  await expect(page.getByRole("status")).toHaveText(
    /^«una garrapata» no es un insecto: .* la guía trata solo de insectos\./,
  )
  await expect(field).toHaveValue("una garrapata")
})

test("finds an insect by what a visitor has: an everyday name, a misspelling, what they saw", async ({ page }) => {
  await gotoHydrated(page, "/insects/")
  const field = page.getByRole("searchbox", { name: "Search the guide" })
  const found = (name: RegExp) => page.getByRole("search").getByRole("listitem").filter({ hasText: name })
  await field.fill("daddy long legs")
  await expect(found(/European crane fly/)).toBeVisible()
  await field.fill("mosqito")
  await expect(found(/Common house mosquito/)).toBeVisible()
  await field.fill("hairy caterpillar")
  await expect(found(/Oak processionary moth/)).toBeVisible()
  expect(await axeViolations(page, { within: SEARCH })).toEqual([])
  // The species page says what else the name means, and links the other species that go by it.
  await page.goto("/insects/crane-fly/")
  await expect(page.getByText(/Also called: daddy long-legs/)).toBeVisible()
  await expect(page.getByText("“mosquito hawk” is also a name of")).toContainText("Common green darner")
})
