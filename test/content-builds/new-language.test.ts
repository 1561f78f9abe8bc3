import fs from "fs"
import path from "path"
import { copySite, editJson, type SiteCopy } from "./site-copy"

/** French with only part of the copy: the heading, one card, and how French writes dates. */
const FRENCH = {
  locale: "fr-FR",
  hero: { heading: "Identifiez les insectes en un instant" },
  legal: { effectiveDateLabel: "En vigueur depuis le {date}", effectiveDateStyle: "long" },
}
const FRENCH_CARD = { title: "Reconnaissance instantanée" }

function elementWith(html: string | undefined, text: string): string | undefined {
  return html?.match(new RegExp(`<[a-z0-9]+[^>]*>(?:<!-- -->)?${text}`))?.[0]
}

describe("adding a language is adding content: French, partly translated", () => {
  let site: SiteCopy
  let result: { ok: boolean; output: string }

  beforeAll(() => {
    site = copySite()
    editJson(path.join(site.content, "site.json"), (data) => (data.languages as string[]).push("fr"))
    fs.mkdirSync(path.join(site.content, "i18n/fr/features"), { recursive: true })
    fs.writeFileSync(path.join(site.content, "i18n/fr/site.json"), JSON.stringify(FRENCH))
    fs.writeFileSync(
      path.join(site.content, "i18n/fr/features/01-instant-recognition.json"),
      JSON.stringify(FRENCH_CARD),
    )
    result = site.build()
  })

  afterAll(() => site.remove())

  it("builds, and reports what French still lacks", () => {
    expect(result.output).not.toMatch(/problems? in content\//)
    expect(result.ok).toBe(true)
    expect(result.output).toMatch(/Translation fr: 3 of \d+ strings translated, \d+ missing, 3 stale/)
    expect(result.output).toContain("missing content/i18n/fr/site.json hero.lead")
    expect(result.output).toContain("missing content/i18n/fr/legal/privacy.mdx body")
  })

  it("serves French at /fr/, with what it has in French and the rest in English, marked as English", () => {
    const home = site.built("fr/index.html")
    expect(home).toMatch(/<html[^>]* lang="fr"/)
    expect(elementWith(home, "Identifiez les insectes en un instant")).not.toContain('lang="en"')
    expect(elementWith(home, "Point your phone at a beetle")).toContain('lang="en"')
    expect(elementWith(home, "Reconnaissance instantanée")).not.toContain('lang="en"')
    expect(elementWith(home, "Safety Alerts")).toContain('lang="en"')
  })

  it("gives French the legal pages in English until they are translated, with French dates", () => {
    const privacy = site.built("fr/privacy/index.html")
    expect(privacy).toContain("En vigueur depuis le 30 mars 2025")
    expect(privacy).toMatch(/<div class="legal-prose mt-8" lang="en">/)
  })

  it("adds French to every page's alternates and to the sitemaps", () => {
    expect(site.built("de/index.html")).toContain('hrefLang="fr" href="https://buglens.app/fr/"')
    expect(site.built("sitemap-index.xml")).toContain("https://buglens.app/sitemap-fr.xml")
  })

  it("fails instead, naming each missing string, when content asks for complete translations", () => {
    editJson(path.join(site.content, "site.json"), (data) => {
      ;(data.translations as Record<string, string>).missingStrings = "fail"
    })
    const strict = site.build()
    expect(strict.ok).toBe(false)
    expect(strict.output).toContain(
      'error content/i18n/fr/site.json: "hero.lead" is missing; expected the fr text, because translations.missingStrings in content/site.json is "fail"',
    )
  })
})
