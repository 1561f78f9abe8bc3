import { HEADERS_PORT } from "../playwright.config"
import { cspViolations, expect, gotoHydrated, recordCspViolations, test } from "./fixtures"

// Under the host's real headers: the site's policy, and the index's files cached as the host caches them.
test.use({ baseURL: `http://localhost:${HEADERS_PORT}` })

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
    "Ninguna especie coincide con «xyzzy». Prueba con su nombre común o busca en la lista de abajo.",
  )
  await expect(page.getByRole("search").getByRole("listitem")).toHaveCount(0)
})
