import fs from "fs"
import path from "path"
import sharp from "sharp"
import { formatProblem, validateContent } from "../../src/node/content"
import { NETLIFY_HEADERS_PORT } from "../../playwright.config"
import { expect, test } from "../fixtures"
import { guardTheEditor, openEditor, publishNow } from "../support/cms-editor"
import { CMS_REPO_DIR } from "../support/cms-repo"
import { readContentFolder } from "../support/content-files"
import { copySite } from "../../test/content-builds/site-copy"
import { labelOf } from "../../src/node/editor/cms-fields"

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

test.describe("on a host that cannot detach the site's header policy (Netlify)", () => {
  test.use({ baseURL: `http://localhost:${NETLIFY_HEADERS_PORT}` })

  test("the editor starts and a change saves", async ({ page }) => {
    await openEditor(page, "/collections/site/entries/site")
    const tagline = page.getByLabel("Tagline", { exact: true })
    await expect(tagline).toHaveValue("Name every insect on the trail")

    await tagline.fill("Name every insect in the garden")
    await publishNow(page)

    await expect.poll(() => JSON.parse(readRepo("content/site.json")).tagline).toBe("Name every insect in the garden")
  })
})

for (const [entry, page] of [
  ["/collections/species-hymenoptera/entries/asian-hornet", "https://buglens.app/insects/asian-hornet/"],
  ["/collections/legal/entries/privacy", "https://buglens.app/privacy/"],
  ["/collections/species-hymenoptera-de/entries/asian-hornet", "https://buglens.app/de/insects/asian-hornet/"],
  ["/collections/legal-es/entries/legal-es-terms", "https://buglens.app/es/terms/"],
] as const) {
  test(`${entry} links to its page on the live site, in its language`, async ({ page: editor }) => {
    await openEditor(editor, entry)
    await expect(editor.getByRole("link", { name: "View Live" })).toHaveAttribute("href", page)
  })
}

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

test("a species can be created with a lookalike picked from the guide and a photo with its credit, previewed as its page", async ({
  page,
}, testInfo) => {
  // A long form, and the lookalike's choices come from the local proxy: slow on a busy machine.
  test.setTimeout(120_000)
  const upload = testInfo.outputPath("six-spot-burnet.jpg")
  await sharp({ create: { width: 480, height: 360, channels: 3, background: "#8b1e1e" } })
    .jpeg()
    .toFile(upload)
  // The guide is a collection per order: an order's list holds its species alone, whatever the guide's size.
  await openEditor(page, "/collections/species-lepidoptera")
  await expect(page.getByRole("link", { name: /Monarch/ })).toBeVisible()
  await expect(page.getByRole("link", { name: /Seven-spot ladybird/ })).toHaveCount(0)
  await page.getByRole("link", { name: /Species \(Lepidoptera\)/ }).click()
  await expect(page).toHaveURL(/\/collections\/species-lepidoptera\/new$/)
  const text = page.getByRole("textbox", { name: "Text", exact: true })
  const expand = (name: string) =>
    page
      .getByLabel("object field")
      .filter({ has: page.getByText(name, { exact: true }) })
      .first()
      .getByRole("button", { name: "Expand" })
      .first()
      .click()
  // Decap's selects (react-select) can miss a click on a busy machine: choose until the choice shows.
  const choose = async (combobox: string, option: string, search = "") =>
    expect(async () => {
      const field = page.getByRole("combobox", { name: combobox })
      if (search) await field.fill(search)
      else await field.click()
      await page.getByRole("option", { name: option, exact: true }).click({ timeout: 10_000 })
      // react-select shows the choice made in its single-value element.
      await expect(page.locator('[class*="singleValue"]').filter({ hasText: option })).toBeVisible({
        timeout: 2_000,
      })
    }).toPass({ timeout: 60_000 })

  // A multiple select keeps each choice as a value of its own; one already chosen is not offered again.
  const chooseAnother = async (combobox: string, option: string) =>
    expect(async () => {
      const chosen = page.locator('[class*="multiValue"]').filter({ hasText: new RegExp(`^${option}$`) })
      if ((await chosen.count()) === 0) {
        await page.getByRole("combobox", { name: combobox }).click()
        await page.getByRole("option", { name: option, exact: true }).click({ timeout: 10_000 })
      }
      await expect(chosen.first()).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 60_000 })

  await page.getByLabel("Common name", { exact: true }).fill("Six-spot burnet")
  await page.getByLabel("Scientific name", { exact: true }).fill("Zygaena filipendulae")
  await page.getByLabel("Family", { exact: true }).fill("Erebidae")
  await expand("Size mm")
  await page.getByLabel("Min", { exact: true }).fill("14")
  await page.getByLabel("Max", { exact: true }).fill("20")
  await choose("Measure", "body")
  // Each list's new entry is the last text field of the form: the lists below it are still empty.
  for (const [list, entries] of [
    ["habitats", ["Grassland and waste ground with ragwort"]],
    ["regions", ["Europe (native)", "North America (introduced)"]],
    [
      "features",
      ["Black forewings with a red stripe and two red spots", "Red hindwings", "Caterpillars banded yellow and black"],
    ],
  ] as const) {
    for (const entry of entries) {
      await page.getByRole("button", { name: `Add ${list}` }).click()
      await text.last().fill(entry)
    }
  }
  for (const month of ["5", "6", "7"]) {
    await page.getByRole("button", { name: "Add months" }).click()
    await page.getByRole("spinbutton", { name: "Month" }).last().fill(month)
  }
  // The key's traits: several answers each, chosen from the model's lists.
  await expand("Traits")
  const traits = {
    shapes: ["moth", "caterpillar"],
    colours: ["black", "red"],
    patterns: ["spots"],
    places: ["grass"],
    encounters: ["nothing"],
  }
  for (const [trait, answers] of Object.entries(traits)) {
    for (const answer of answers) await chooseAnother(labelOf(trait), answer)
  }
  await page.getByLabel("Behaviour", { exact: true }).fill("Flies by day as well as at night.")
  await page.getByLabel("Diet", { exact: true }).fill("Caterpillars eat ragwort.")
  await expand("Safety")
  await choose("Level", "harmless")
  await page.getByLabel("Summary", { exact: true }).fill("No: it cannot sting or bite.")
  await page.getByLabel("Advice", { exact: true }).fill("Leave it be; wash your hands after touching a caterpillar.")
  await expect(page.getByLabel("Summary", { exact: true })).toHaveValue("No: it cannot sting or bite.")
  await page.getByRole("button", { name: "Add lookalikes" }).click()
  await choose("Species", "Seven-spot ladybird", "Seven")
  await page.getByLabel("Difference", { exact: true }).fill("The moth has wings and no spots on a domed back.")
  await page.getByRole("button", { name: "Add sources" }).click()
  await page.getByLabel("Title", { exact: true }).fill("Six-spot burnet")
  await page.getByLabel("Url", { exact: true }).fill("https://butterfly-conservation.org/moths/six-spot-burnet")
  await expand("Photo")
  await page.getByRole("button", { name: "Choose an image" }).click()
  await page.locator('input[type="file"]').setInputFiles(upload)
  await page.getByRole("button", { name: "Choose selected" }).click()
  // The photo is optional as a whole, so Decap labels its fields "Credit (optional)".
  await page.getByLabel(/^Credit/).fill("A. Tester")
  await page.getByLabel(/^Licence/).fill("CC BY 4.0")

  const preview = page.frameLocator("#preview-pane")
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText("Six-spot burnet")
  await expect(preview.getByRole("img", { name: "Six-spot burnet" })).toBeVisible()
  await expect(preview.getByText("Photo: A. Tester, CC BY 4.0")).toBeVisible()
  await expect(preview.getByRole("region", { name: "Is it dangerous?" })).toContainText("Harmless")
  await expect(preview.getByRole("region", { name: "Is it dangerous?" })).toContainText("No: it cannot sting or bite.")
  await publishNow(page)

  const file = "content/species/lepidoptera/six-spot-burnet.json"
  await expect.poll(() => fs.existsSync(repoFile(file))).toBe(true)
  expect(JSON.parse(readRepo(file))).toMatchObject({
    commonName: "Six-spot burnet",
    scientificName: "Zygaena filipendulae",
    order: "Lepidoptera",
    sizeMm: { min: 14, max: 20, measure: "body" },
    regions: ["Europe (native)", "North America (introduced)"],
    months: [5, 6, 7],
    traits,
    safety: { level: "harmless" },
    lookalikes: [{ species: "seven-spot-ladybird", difference: "The moth has wings and no spots on a domed back." }],
    photo: { image: "images/species/six-spot-burnet.jpg", credit: "A. Tester", licence: "CC BY 4.0" },
  })
  expect(fs.existsSync(repoFile("content/images/species/six-spot-burnet.jpg"))).toBe(true)
  expect(problemsInRepo()).toEqual([])
})

test("editing a paragraph of the Privacy Policy keeps its tags, and the site still builds", async ({ page }) => {
  test.setTimeout(300_000)
  const before = readRepo("content/legal/privacy.mdx")
  await openEditor(page, "/collections/legal/entries/privacy")
  // Clicked at its first letter, where Home puts the caret too: the editor takes up the browser's
  // selection asynchronously, and after a click further along the line the first keys typed once
  // landed at the start and the rest at the click ("PWe do not sell ..., and lainly: we").
  await page
    .getByText("We do not sell your information")
    .first()
    .click({ position: { x: 2, y: 4 } })
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
    site.keepSpecies(["six-spot-burnet"])
    const { ok, output } = await site.buildInSharedFolder()
    expect(ok, output).toBe(true)
    expect(site.built("privacy/index.html")).toContain("Plainly: We do not sell your information")
    // The species added above, with its lookalike on both pages.
    expect(site.built("insects/six-spot-burnet/index.html")).toContain('href="/insects/seven-spot-ladybird/"')
    expect(site.built("insects/seven-spot-ladybird/index.html")).toContain('href="/insects/six-spot-burnet/"')
    // Its photo, uploaded in the editor, on its page with the credit.
    expect(site.built("insects/six-spot-burnet/index.html")).toMatch(
      /<img [^>]*src="\/static\/[^"]*six-spot-burnet\.jpg"/,
    )
    expect(site.built("insects/six-spot-burnet/index.html")).toContain("Photo: A. Tester, CC BY 4.0")
    // The store and screenshot added above, through the image pipeline.
    expect(site.built("index.html")).toContain(
      'href="https://play.google.com/store/apps/details?id=app.buglens.android"',
    )
    expect(site.built("index.html")).toMatch(/<source type="image\/avif" srcSet="\/static\/[^"]*field-guide\.avif 240w/)
  } finally {
    site.remove()
  }
})
