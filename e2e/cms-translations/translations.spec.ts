import fs from "fs"
import path from "path"
import type { Page } from "@playwright/test"
import { expect, test } from "../fixtures"
import { guardTheEditor, openEditor, publishNow } from "../support/cms-editor"
import { CMS_REPO_DIR } from "../support/cms-repo"

/** Runs after e2e/cms/ (its own project), on the same throwaway repository. */
test.describe.configure({ mode: "serial" })

const readRepo = (file: string) => fs.readFileSync(path.join(CMS_REPO_DIR, file), "utf8")

guardTheEditor()

const preview = (page: Page) => page.frameLocator("#preview-pane")

test("the English legal preview shows what the tags stand for", async ({ page }) => {
  await openEditor(page, "/collections/legal/entries/privacy")
  await expect(preview(page).getByRole("article")).toContainText(
    "This policy is effective from 30 Mar 2025. As of that date, the BugLens app is available on the App Store.",
  )
  await expect(preview(page).getByRole("link", { name: "hello@buglens.app" }).first()).toHaveAttribute(
    "href",
    "mailto:hello@buglens.app",
  )
})

test("each language has its collection, with the English text beside every field and a preview in the language", async ({
  page,
}) => {
  await openEditor(page, "/collections/legal-de/entries/legal-de-privacy")
  await expect(page.getByText("English: Privacy Policy")).toBeVisible()
  await expect(page.getByLabel("Title (optional)", { exact: true })).toHaveValue("Datenschutzerklärung")
  const article = preview(page).getByRole("article")
  await expect(article).toHaveAttribute("lang", "de")
  await expect(article.getByText("Gültig ab 30. März 2025", { exact: true })).toBeVisible()
  await expect(article).toContainText(
    "Diese Erklärung gilt ab dem 30. März 2025. Ab diesem Tag ist die App BugLens im App Store erhältlich.",
  )
})

test("a card's translation is saved beside the others, keeping its record of sources", async ({ page }) => {
  const file = "content/i18n/es/features/02-safety-alerts.json"
  const before = JSON.parse(readRepo(file))
  await openEditor(page, "/collections/translations-es/entries/card-es-02-safety-alerts")
  const title = page.getByLabel("Title (optional)", { exact: true })
  await expect(title).toHaveValue("Alertas de seguridad")
  await title.fill("Avisos de seguridad")
  await expect(preview(page).getByRole("heading", { name: "Avisos de seguridad" })).toBeVisible()
  await publishNow(page)

  await expect.poll(() => JSON.parse(readRepo(file)).title).toBe("Avisos de seguridad")
  expect(JSON.parse(readRepo(file))).toEqual({ ...before, title: "Avisos de seguridad" })
})

test("a card's preview fills the site's placeholders as the language's page does", async ({ page }) => {
  await openEditor(page, "/collections/translations-de/entries/card-de-02-safety-alerts")
  const description = page.getByLabel("Description (optional)", { exact: true })
  await expect(description).not.toHaveValue("")
  await description.fill("{brand} warnt schon {userCount} Menschen.")
  // site.json's userCount, 20000, as German writes it.
  await expect(preview(page).getByText("BugLens warnt schon 20.000 Menschen.")).toBeVisible()
})

test("a species' translation is listed in its language's collection, and previews as its page in the language", async ({
  page,
}) => {
  const file = "content/i18n/de/species/hymenoptera/asian-hornet.json"
  const before = JSON.parse(readRepo(file))
  await openEditor(page, "/collections/species-hymenoptera-de")
  await page.getByRole("link", { name: /Asiatische Hornisse/ }).click()
  await expect(page).toHaveURL(/\/collections\/species-hymenoptera-de\/entries\/asian-hornet$/)
  const name = page.getByLabel("Common name (optional)", { exact: true })
  await expect(name).toHaveValue("Asiatische Hornisse")
  const article = preview(page).getByRole("article")
  await expect(article).toHaveAttribute("lang", "de")
  // The Latin name and the safety level come from the English file, which the translation names.
  await expect(article.getByText("Vespa velutina")).toBeVisible()
  await expect(article.getByRole("region", { name: "Ist es gefährlich?" })).toContainText("Gefährlich")
  await name.fill("Asiatische Hornisse (Gelbbeinige Hornisse)")
  await expect(article.getByRole("heading", { level: 1 })).toHaveText("Asiatische Hornisse (Gelbbeinige Hornisse)")
  await publishNow(page)

  await expect.poll(() => JSON.parse(readRepo(file)).commonName).toBe("Asiatische Hornisse (Gelbbeinige Hornisse)")
  expect(JSON.parse(readRepo(file))).toEqual({ ...before, commonName: "Asiatische Hornisse (Gelbbeinige Hornisse)" })
})

test("a species' translation previews what it leaves empty in English, marked as English, and names it", async ({
  page,
}) => {
  const english = JSON.parse(readRepo("content/species/hymenoptera/asian-hornet.json"))
  await openEditor(page, "/collections/species-hymenoptera-de/entries/asian-hornet")
  const behaviour = page.getByLabel("Behaviour (optional)", { exact: true })
  await expect(behaviour).not.toHaveValue("")
  await behaviour.fill("")
  const article = preview(page).getByRole("article")
  await expect(article.locator('p[lang="en"]').filter({ hasText: english.behaviour })).toBeVisible()
  await expect(article.getByRole("note")).toHaveText("Not translated yet, so shown in English on the page: behaviour")
})
