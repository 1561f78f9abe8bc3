import type { Page } from "@playwright/test"
import { HEADERS_PORT } from "../playwright.config"
import { expect, gotoHydrated, test } from "./fixtures"
import { localizedPath } from "../src/lib/languages"
import { contentLanguages, guidePaths, speciesWithLongestNameWord } from "./support/content-files"

const SITE = "https://buglens.app"

async function headLinks(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href,
    alternates: Object.fromEntries(
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((link) => [
        link.hreflang,
        link.href,
      ]),
    ),
    ogLocale: document.querySelector('meta[property="og:locale"]')?.getAttribute("content"),
    ogAlternates: [...document.querySelectorAll('meta[property="og:locale:alternate"]')].map((meta) =>
      meta.getAttribute("content"),
    ),
  }))
}

test.describe("every page in every language", () => {
  for (const [path, lang, ogLocale, heading] of [
    ["/", "en", "en_GB", "Identify Insects Instantly"],
    ["/de/", "de", "de_DE", "Insekten sofort bestimmen"],
    ["/es/privacy/", "es", "es_ES", "Política de privacidad"],
    ["/de/terms/", "de", "de_DE", "Nutzungsbedingungen"],
  ] as const) {
    test(`${path} says it is in ${lang} and names itself in every language`, async ({ page }) => {
      await gotoHydrated(page, path)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading)
      const page_ = path.replace(/^\/(de|es)\//, "/")
      expect(await headLinks(page)).toEqual({
        lang,
        dir: "ltr",
        canonical: `${SITE}${path}`,
        alternates: {
          en: `${SITE}${page_}`,
          de: `${SITE}/de${page_}`,
          es: `${SITE}/es${page_}`,
          "x-default": `${SITE}${page_}`,
        },
        ogLocale,
        ogAlternates: ["en_GB", "de_DE", "es_ES"].filter((locale) => locale !== ogLocale),
      })
    })
  }

  test("no page is wider than a 320 px phone, even with the longest word of a species' name in its heading", async ({
    page,
  }) => {
    // WCAG's reflow: nothing scrolls sideways at 320 CSS px. German and Spanish names hold the longest words.
    const languages = contentLanguages()
    const [defaultLanguage = "en"] = languages
    const paths = languages.flatMap((language) => {
      const longest = speciesWithLongestNameWord(language, defaultLanguage)
      return ["/", "/privacy/", "/terms/", "/insects/key/", `/insects/${longest}/`].map((route) =>
        localizedPath(route, language, defaultLanguage),
      )
    })
    await page.setViewportSize({ width: 320, height: 640 })
    const wider: string[] = []
    for (const route of paths) {
      await page.goto(route)
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      if (width > 320) wider.push(`${route}: ${width} px`)
    }
    expect(wider).toEqual([])
  })

  test("the sitemaps list every page in every language, each with its alternates", async ({ request }) => {
    const index = await (await request.get("/sitemap-index.xml")).text()
    const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
    expect(sitemaps).toEqual(["/sitemap-0.xml", "/sitemap-de.xml", "/sitemap-es.xml"])
    const xml = (await Promise.all(sitemaps.map(async (sitemap) => (await request.get(sitemap)).text()))).join("")
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]).sort()
    expect(urls).toEqual(
      ["/", "/privacy/", "/terms/", ...guidePaths()]
        .flatMap((path) => ["", "/de", "/es"].map((prefix) => `${SITE}${prefix}${path}`))
        .sort(),
    )
    expect(xml).toContain(
      `<loc>${SITE}/es/terms/</loc><xhtml:link rel="alternate" hreflang="en" href="${SITE}/terms/"/><xhtml:link rel="alternate" hreflang="de" href="${SITE}/de/terms/"/>`,
    )
  })
})

test.describe("the language switcher", () => {
  test("takes a visitor to the same page in the language they pick", async ({ page, isMobile }) => {
    await gotoHydrated(page, "/privacy/")
    const nav = page.getByRole("navigation", { name: "Primary" })
    if (isMobile) await nav.getByRole("button", { name: "Menu" }).click()
    else await nav.locator("summary").click()
    const deutsch = nav.getByRole("link", { name: "Deutsch" })
    await expect(deutsch).toHaveAttribute("hreflang", "de")
    await expect(nav.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "true")

    await deutsch.click()

    await expect(page).toHaveURL("/de/privacy/")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Datenschutzerklärung")
    await expect(page.locator("html")).toHaveAttribute("lang", "de")
  })

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false })

    test("still opens and its links still work", async ({ page }) => {
      await page.goto("/terms/")
      await page.getByRole("navigation", { name: "Primary" }).locator("summary").click()
      await page.getByRole("link", { name: "Español" }).click()
      await expect(page).toHaveURL("/es/terms/")
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Condiciones de uso")
    })
  })
})

test("dates and numbers are written each language's way", async ({ page }) => {
  await gotoHydrated(page, "/de/privacy/")
  await expect(page.getByRole("article").getByText("Gültig ab 30. März 2025", { exact: true })).toBeVisible()
  await expect(page.getByRole("article")).toContainText("Diese Erklärung gilt ab dem 30. März 2025.")
  await gotoHydrated(page, "/es/privacy/")
  await expect(
    page.getByRole("article").getByText("En vigor desde el 30 de marzo de 2025", { exact: true }),
  ).toBeVisible()
  await gotoHydrated(page, "/de/")
  await expect(page.getByText("Genutzt von 20.000+ Naturbegeisterten")).toBeVisible()
})

test("the contact form answers in the page's language", async ({ page }) => {
  await gotoHydrated(page, "/es/")
  await page.getByLabel("Nombre").fill("Ada")
  await page.getByLabel("Correo electrónico").fill("ada@example.org")
  await page.getByLabel("Mensaje").fill("Hola")
  await page.getByRole("button", { name: "Enviar mensaje" }).click()
  await expect(page.getByRole("button", { name: "Enviando..." })).toBeDisabled()
  await expect(page.getByRole("status")).toContainText("Mensaje enviado")
  await expect(page.getByRole("status")).toContainText("¡Gracias por escribirnos! Te responderemos en breve.")
})

test.describe("an unknown path under a language's prefix, on a static host", () => {
  test.use({
    baseURL: `http://localhost:${HEADERS_PORT}`,
    expectedProblems:
      /^(HTTP 404: .*\/(de\/nichts\/?|page-data\/de\/nichts\/page-data\.json)|console\.error: Failed to load resource: the server responded with a status of 404 \(Not Found\)|console\.error: 404 Error: User attempted to access non-existent route: \/de\/nichts\/?)$/,
  })

  test("answers 404 with that language's not-found page, and logs the path", async ({ page }) => {
    const logged = page.waitForEvent("console", (message) => message.text().startsWith("404 Error:"))
    const response = await page.goto("/de/nichts")
    expect(response?.status()).toBe(404)
    // The page logs the path once React has taken it over: what it says from then on is the browser's
    // render, from the 404 page's data in the browser, not the host's HTML.
    expect((await logged).text()).toMatch(/non-existent route: \/de\/nichts\/?$/)
    await expect(page).toHaveURL("/de/nichts")
    await expect(page).toHaveTitle("Seite nicht gefunden · BugLens")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hoppla! Seite nicht gefunden")

    await page.getByRole("link", { name: "Zur Startseite" }).click()
    await expect(page).toHaveURL("/de/")
  })
})

test.describe("a browser that prefers German, on an English page", () => {
  test.use({ locale: "de-DE" })

  test("is offered German without being sent anywhere, and the choice is remembered", async ({ page }) => {
    await page.addInitScript(() => {
      ;(window as unknown as { shifts: number }).shifts = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ value: number }>) {
          ;(window as unknown as { shifts: number }).shifts += entry.value
        }
      }).observe({ type: "layout-shift", buffered: true })
    })
    await gotoHydrated(page, "/terms/")
    await expect(page).toHaveURL("/terms/")
    const offer = page.getByRole("complementary", { name: "Sprache" })
    await expect(offer).toBeVisible()
    await expect(offer).toHaveAttribute("lang", "de")
    await expect(offer.getByRole("link", { name: "Auf Deutsch lesen" })).toHaveAttribute("href", "/de/terms/")
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0)

    await offer.getByRole("button", { name: "Nein, danke" }).click()
    await expect(offer).toBeHidden()
    await gotoHydrated(page, "/")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Identify Insects Instantly")
    await expect(page.getByRole("complementary")).toHaveCount(0)
  })

  test("is not offered German on a German page", async ({ page }) => {
    await gotoHydrated(page, "/de/")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Insekten sofort bestimmen")
    await expect(page.getByRole("complementary")).toHaveCount(0)
  })
})
