import fs from "fs"
import path from "path"
import { copySite, editJson, type SiteCopy } from "./site-copy"

describe("gatsby build with mistakes in content/", () => {
  let site: SiteCopy
  let result: { ok: boolean; output: string }

  beforeAll(() => {
    site = copySite()
    editJson(path.join(site.content, "features/03-extensive-database.json"), (card) => (card.icon = "bugg"))
    editJson(path.join(site.content, "features/05-offline-mode.json"), (card) => (card.colour = "green"))
    editJson(path.join(site.content, "site.json"), (data) => delete (data.hero as Record<string, unknown>).heading)
    const privacy = path.join(site.content, "legal/privacy.mdx")
    fs.writeFileSync(
      privacy,
      fs.readFileSync(privacy, "utf8").replace("effectiveDate: 2025-03-30", "effectiveDate: 2025-02-30"),
    )
    result = site.build()
  })

  afterAll(() => site.remove())

  it("fails", () => {
    expect(result.ok).toBe(false)
  })

  it("names every problem at once, each with its file and field", () => {
    const lines = result.output.split("\n")
    for (const expected of [
      'content/features/03-extensive-database.json: "icon" is "bugg"; expected one of: camera, shield, library, leaf, offline, refresh',
      'content/features/05-offline-mode.json: "colour" is not a field the site reads; expected only: order, title, icon, description, link',
      'content/legal/privacy.mdx: "effectiveDate" is "2025-02-30"; expected a real date written YYYY-MM-DD, such as 2025-03-30',
      'content/site.json: "hero.heading" is missing; expected text',
    ]) {
      expect(lines).toContain(`error ${expected}`)
    }
    expect(result.output).toContain("4 problems in content/")
  })

  it("makes no page", () => {
    expect(site.built("index.html")).toBeUndefined()
  })
})
