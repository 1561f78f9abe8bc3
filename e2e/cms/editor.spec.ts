import fs from "fs"
import path from "path"
import sharp from "sharp"
import { formatProblem, validateContent } from "../../src/node/content"
import { expect, test } from "../fixtures"
import { guardTheEditor, openEditor, publishNow } from "../support/cms-editor"
import { CMS_REPO_DIR } from "../support/cms-repo"
import { readContentFolder } from "../support/content-files"
import { copySite } from "../../test/content-builds/site-copy"

// One throwaway repository, changed step by step: the tests run in order.
test.describe.configure({ mode: "serial" })

const repoFile = (file: string) => path.join(CMS_REPO_DIR, file)
const readRepo = (file: string) => fs.readFileSync(repoFile(file), "utf8")
const problemsInRepo = () => validateContent(readContentFolder(CMS_REPO_DIR)).map(formatProblem)

// The editor talks to Decap's local proxy, and to nothing else outside the site.
guardTheEditor()

test("/admin/ is kept out of search engines and opens the content collections", async ({ page, request }) => {
  const response = await request.get("/admin/")
  expect(response.headers()["x-robots-tag"]).toBe("noindex")
  expect(await response.text()).toContain('<meta name="robots" content="noindex" />')
  expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /admin/")
  await openEditor(page, "/collections/site")
  await expect(page.getByRole("link", { name: "Feature cards" })).toBeVisible()
})

test("changing the tagline and publishing saves it to content/site.json, which still validates", async ({ page }) => {
  await openEditor(page, "/collections/site/entries/site")
  const tagline = page.getByLabel("Tagline", { exact: true })
  await expect(tagline).toHaveValue("Your pocket insect identification expert")

  await tagline.fill("Name every insect on the trail")
  await publishNow(page)

  await expect.poll(() => JSON.parse(readRepo("content/site.json")).tagline).toBe("Name every insect on the trail")
  expect(problemsInRepo()).toEqual([])
})

test("a feature card can be added and deleted", async ({ page }) => {
  page.on("dialog", (dialog) => dialog.accept())
  await openEditor(page, "/collections/features/new")
  await page.getByLabel("Order", { exact: true }).fill("7")
  await page.getByLabel("Title", { exact: true }).fill("Night Mode")
  await page.getByLabel("Icon", { exact: true }).click()
  await page.getByRole("option", { name: "leaf" }).click()
  await page.getByLabel("Description", { exact: true }).fill("Easy on the eyes at dusk.")
  await publishNow(page)

  const card = "content/features/7-night-mode.json"
  await expect.poll(() => fs.existsSync(repoFile(card))).toBe(true)
  expect(JSON.parse(readRepo(card))).toEqual({
    order: 7,
    title: "Night Mode",
    icon: "leaf",
    description: "Easy on the eyes at dusk.",
  })
  expect(problemsInRepo()).toEqual([])

  await page.getByRole("button", { name: "Delete entry" }).click()
  await expect.poll(() => fs.existsSync(repoFile(card))).toBe(false)
})

test("a store and a screenshot can be added: the store from a list, the picture through the media library into content/", async ({
  page,
}, testInfo) => {
  const upload = testInfo.outputPath("field-guide.png")
  await sharp({ create: { width: 300, height: 650, channels: 3, background: "#2b6139" } })
    .png()
    .toFile(upload)
  await openEditor(page, "/collections/site/entries/site")
  await page
    .getByLabel("object field")
    .filter({ has: page.getByText("App", { exact: true }) })
    .first()
    .getByRole("button", { name: "Expand" })
    .first()
    .click()

  await page.getByRole("button", { name: /^Add stores$/i }).click()
  await page.getByLabel("Store", { exact: true }).click()
  await page.getByRole("option", { name: "google-play" }).click()
  await page
    .getByLabel("Url", { exact: true })
    .fill("https://play.google.com/store/apps/details?id=app.buglens.android")

  await page.getByRole("button", { name: /^Add screenshots$/i }).click()
  // The last: the store entry above has one too, for its optional badge.
  await page.getByRole("button", { name: "Choose an image" }).last().click()
  await page.locator('input[type="file"]').setInputFiles(upload)
  await page.getByRole("button", { name: "Choose selected" }).click()
  await page.getByLabel("Alt", { exact: true }).fill("The field guide, open at the ladybirds")

  const preview = page.frameLocator("#preview-pane")
  await expect(preview.getByRole("link", { name: "Get it on Google Play" })).toHaveAttribute(
    "href",
    "https://play.google.com/store/apps/details?id=app.buglens.android",
  )
  await expect(preview.getByRole("img", { name: "The field guide, open at the ladybirds" })).toBeVisible()
  await publishNow(page)

  await expect.poll(() => JSON.parse(readRepo("content/site.json")).app.screenshots?.length).toBe(1)
  const { app } = JSON.parse(readRepo("content/site.json"))
  expect(app.stores).toMatchObject([
    { store: "google-play", url: "https://play.google.com/store/apps/details?id=app.buglens.android" },
  ])
  expect(app.screenshots).toEqual([
    { image: "images/screens/field-guide.png", alt: "The field guide, open at the ladybirds" },
  ])
  expect(fs.existsSync(repoFile("content/images/screens/field-guide.png"))).toBe(true)
  expect(problemsInRepo()).toEqual([])
})

test("editing a paragraph of the Privacy Policy keeps its tags, and the site still builds", async ({ page }) => {
  test.setTimeout(300_000)
  const before = readRepo("content/legal/privacy.mdx")
  await openEditor(page, "/collections/legal/entries/privacy")
  await page.getByText("We do not sell your information").first().click()
  await page.keyboard.press("Home")
  await page.keyboard.type("Plainly: ")
  await publishNow(page)

  await expect.poll(() => readRepo("content/legal/privacy.mdx")).toContain("Plainly: We do not sell your information")
  const after = readRepo("content/legal/privacy.mdx")
  const tags = (text: string) => text.match(/<\/?[A-Z][A-Za-z]*(?: \/)?>/g)
  expect(tags(after)).toEqual(tags(before))
  expect(problemsInRepo()).toEqual([])

  const site = copySite()
  try {
    fs.cpSync(path.join(CMS_REPO_DIR, "content"), site.content, { recursive: true })
    const { ok, output } = site.build()
    expect(ok, output).toBe(true)
    expect(site.built("privacy/index.html")).toContain("Plainly: We do not sell your information")
    // The store and screenshot added above, through the image pipeline.
    expect(site.built("index.html")).toContain(
      'href="https://play.google.com/store/apps/details?id=app.buglens.android"',
    )
    expect(site.built("index.html")).toMatch(/<source type="image\/avif" srcSet="\/static\/[^"]*field-guide\.avif 240w/)
  } finally {
    site.remove()
  }
})
