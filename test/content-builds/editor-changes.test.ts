import fs from "fs"
import path from "path"
import sharp from "sharp"
import { copySite, editJson, type SiteCopy } from "./site-copy"

const COOKIES = `---
title: Cookie Policy
path: /cookies/
description: Why the BugLens website sets no cookies.
effectiveDate: 2025-04-01
---

<Brand /> sets no cookies. Questions? Write to <ContactEmail />.
`

/** The page's <main>, without the comments React puts between adjacent text nodes. */
function mainOf(html: string | undefined): string {
  return (html?.match(/<main[\s\S]*<\/main>/)?.[0] ?? "").replace(/<!-- -->/g, "")
}

function cardTitles(html: string): string[] {
  return [...html.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((match) => match[1]!)
}

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

/**
 * One copy of the site, changed as an editor would change it with no code change, and built once:
 * a new legal page, a card deleted, two cards reordered, and French added, partly translated. Each
 * change is asserted on its own below; one build serves them all, as a build costs a minute of CI,
 * and it builds in the folder copies share, whose webpack cache spares it compiling the code again.
 */
let site: SiteCopy
let result: { ok: boolean; output: string }

/** A photo an editor uploads for a species: 600 × 400, so the page can reserve its place. */
const PHOTO = { image: "images/species/asian-hornet.jpg", credit: "A. Photographer", licence: "CC BY 4.0" }

beforeAll(async () => {
  site = copySite()
  fs.mkdirSync(path.join(site.content, "images/species"), { recursive: true })
  await sharp({ create: { width: 600, height: 400, channels: 3, background: "#6b4f1d" } })
    .jpeg()
    .toFile(path.join(site.content, PHOTO.image))
  editJson(path.join(site.content, "species/hymenoptera/asian-hornet.json"), (species) => (species.photo = PHOTO))
  fs.writeFileSync(path.join(site.content, "legal/cookies.mdx"), COOKIES)
  fs.rmSync(path.join(site.content, "features/06-regular-updates.json"))
  editJson(path.join(site.content, "features/01-instant-recognition.json"), (card) => (card.order = 2))
  editJson(path.join(site.content, "features/02-safety-alerts.json"), (card) => (card.order = 1))
  editJson(path.join(site.content, "site.json"), (data) => (data.languages as string[]).push("fr"))
  fs.mkdirSync(path.join(site.content, "i18n/fr/features"), { recursive: true })
  fs.writeFileSync(path.join(site.content, "i18n/fr/site.json"), JSON.stringify(FRENCH))
  fs.writeFileSync(path.join(site.content, "i18n/fr/features/01-instant-recognition.json"), JSON.stringify(FRENCH_CARD))
  result = await site.buildInSharedFolder()
})

afterAll(() => site.remove())

describe("gatsby build after an editor's changes, with no code change", () => {
  it("succeeds", () => {
    expect(result.output).not.toMatch(/problems? in content\//)
    expect(result.ok).toBe(true)
  })

  it("makes /cookies/ from a new file in content/legal/, with the legal template and its title", () => {
    const html = site.built("cookies/index.html")
    expect(html?.match(/<title[^>]*>([^<]*)<\/title>/)?.[1]).toBe("Cookie Policy · BugLens")
    const main = mainOf(html)
    expect(main).toMatch(/<h1[^>]*>Cookie Policy<\/h1>/)
    expect(main).toContain("Effective 1 Apr 2025")
    expect(main).toContain("BugLens sets no cookies.")
    expect(main).toContain('href="mailto:hello@buglens.app"')
  })

  it("lists the new page in the sitemap", () => {
    expect(site.built("sitemap-0.xml")).toContain("<loc>https://buglens.app/cookies/</loc>")
  })

  it("shows the remaining cards in their new order on the home page", () => {
    expect(cardTitles(site.built("index.html")!)).toEqual([
      "Safety Alerts",
      "Instant Recognition",
      "Extensive Database",
      "Detailed Information",
      "Offline Mode",
    ])
  })
})

describe("a species given a photo, with its credit and licence", () => {
  it("shows the photo at its own size, credited, instead of the order's drawing, in every language", () => {
    for (const page of ["insects/asian-hornet/index.html", "de/insects/asian-hornet/index.html"]) {
      const main = mainOf(site.built(page))
      const img = main.match(/<img [^>]*>/)?.[0]
      expect(img).toMatch(/src="\/static\/[0-9a-f]+\/asian-hornet\.jpg"/)
      expect(img).toContain('width="600"')
      expect(img).toContain('height="400"')
      expect(main).toContain("A. Photographer, CC BY 4.0")
      expect(main).not.toContain("order-drawing")
    }
  })
})

describe("adding a language is adding content: French, partly translated", () => {
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
