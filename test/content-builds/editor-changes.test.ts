import fs from "fs"
import path from "path"
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

describe("gatsby build after an editor's changes, with no code change", () => {
  let site: SiteCopy
  let result: { ok: boolean; output: string }

  beforeAll(() => {
    site = copySite()
    fs.writeFileSync(path.join(site.content, "legal/cookies.mdx"), COOKIES)
    fs.rmSync(path.join(site.content, "features/06-regular-updates.json"))
    editJson(path.join(site.content, "features/01-instant-recognition.json"), (card) => (card.order = 2))
    editJson(path.join(site.content, "features/02-safety-alerts.json"), (card) => (card.order = 1))
    result = site.build()
  })

  afterAll(() => site.remove())

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
