import fs, { readFileSync } from "fs"
import os from "os"
import path from "path"
import type { CreateNodeArgs, Node } from "gatsby"
import { onCreateNode, readContentSnapshot } from "../../../src/node/content"
import { contentFilesParsed } from "../../../src/node/content/snapshot"

const content = path.resolve(__dirname, "../../../content")

const fileNode = (relativePath: string): Node =>
  ({
    id: `File ${relativePath}`,
    absolutePath: path.join(content, relativePath),
    relativePath,
    sourceInstanceName: "content",
    extension: "json",
    internal: { type: "File", contentDigest: relativePath, owner: "gatsby-source-filesystem" },
    children: [],
    parent: null,
  }) as unknown as Node

/**
 * Gatsby's node store as a busy build sees it: getNodesByType reads only what has been committed,
 * which is every File node but the one being handled.
 */
function createContentNodes(relativePaths: string[]): Map<string, Record<string, unknown>> {
  const made = new Map<string, Record<string, unknown>>()
  const committed: Node[] = []
  for (const relativePath of relativePaths) {
    const node = fileNode(relativePath)
    onCreateNode({
      node,
      actions: { createNode: (child: Record<string, unknown>) => made.set(child.id as string, child) },
      createNodeId: (key: string) => key,
      createContentDigest: (value: unknown) => JSON.stringify(value),
      getNode: () => undefined,
      getNodesByType: (type: string) => (type === "File" ? [...committed] : []),
    } as unknown as CreateNodeArgs)
    committed.push(node)
  }
  return made
}

describe("the content nodes made while Gatsby's node store lags behind", () => {
  it("lay a translation created last over its language's site settings, so German pages are in German", () => {
    const made = createContentNodes(["site.json", "i18n/es/site.json", "i18n/de/site.json"])
    const german = made.get("SiteConfig de") as { hero: { heading: string }; untranslated: string[] }
    const translation = JSON.parse(readFileSync(path.join(content, "i18n/de/site.json"), "utf8"))
    expect(german.hero.heading).toBe(translation.hero.heading)
    expect(german.untranslated).toEqual([])
  })

  it("mark nothing on a default-language card as a fallback, and lay a card's translation over it before its File node comes", () => {
    const card = "features/01-instant-recognition.json"
    const made = createContentNodes(["site.json", "i18n/de/site.json", card])
    const german = made.get(`Feature ${card} de`) as { title: string; untranslated: string[] }
    const translation = JSON.parse(readFileSync(path.join(content, "i18n/de", card), "utf8"))
    expect(made.get(`Feature ${card} en`)?.untranslated).toEqual([])
    expect(german.title).toBe(translation.title)
    expect(german.untranslated).not.toContain("title")
  })
})

describe("the snapshot of content/", () => {
  /** A site folder of its own, the process's working directory while `test` runs. */
  function inSiteFolder(test: (site: string) => void) {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), "buglens-content-"))
    const cwd = jest.spyOn(process, "cwd").mockReturnValue(site)
    try {
      test(site)
    } finally {
      cwd.mockRestore()
      fs.rmSync(site, { recursive: true, force: true })
    }
  }
  const write = (site: string, file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true })
    fs.writeFileSync(path.join(site, file), text)
  }

  it("reads a file again once it changes, and gives the same object while it has not (develop's edits)", () => {
    inSiteFolder((site) => {
      const species = path.join(site, "content/species/hymenoptera/honey-bee.json")
      const read = () => readContentSnapshot().species[0]?.data
      write(site, "content/species/hymenoptera/honey-bee.json", JSON.stringify({ commonName: "Honey bee" }))
      const first = read()
      expect(first).toEqual({ commonName: "Honey bee" })
      expect(read()).toBe(first)

      // The same size, so only the modification time tells the edit apart.
      fs.writeFileSync(species, JSON.stringify({ commonName: "Honey bea" }))
      const later = new Date(Date.now() + 5000)
      fs.utimesSync(species, later, later)
      expect(read()).toEqual({ commonName: "Honey bea" })

      fs.writeFileSync(species, "{ not json")
      expect(readContentSnapshot().unreadable).toEqual([
        expect.objectContaining({
          file: "content/species/hymenoptera/honey-bee.json",
          message: expect.stringMatching(/^is not valid JSON/),
        }),
      ])
    })
  })

  it("sorts every file by kind once, names the files the site does not read, and parses each file once", () => {
    inSiteFolder((site) => {
      write(site, "content/site.json", JSON.stringify({ languages: ["en", "de", "de", "klingon"] }))
      write(site, "content/i18n/de/site.json", JSON.stringify({ tagline: "Jedes Insekt" }))
      write(site, "content/features/01-card.json", JSON.stringify({ order: 1 }))
      write(site, "content/legal/privacy.mdx", "---\ntitle: Privacy\n---\nText")
      write(site, "content/species/hymenoptera/honey-bee.json", JSON.stringify({ commonName: "Honey bee" }))
      write(site, "content/i18n/de/species/hymenoptera/honey-bee.json", JSON.stringify({ commonName: "Honigbiene" }))
      write(site, "content/species/honey-bee.json", "{}")
      write(site, "content/notes.json", "{}")
      const parsedBefore = contentFilesParsed()
      const content = readContentSnapshot()

      // The languages by the one rule (siteLanguages): each valid code once, the default first.
      expect(content.languages).toEqual(["en", "de"])
      // Asking for the site's settings reads site.json and its translation alone, not the guide.
      expect(contentFilesParsed() - parsedBefore).toBe(2)
      expect(content.features.map(({ file }) => file)).toEqual(["content/features/01-card.json"])
      expect(content.legal.map(({ file, text }) => [file, text])).toEqual([
        ["content/legal/privacy.mdx", "---\ntitle: Privacy\n---\nText"],
      ])
      expect(content.speciesFiles("content/species/hymenoptera/honey-bee.json")?.translations.get("de")?.data).toEqual({
        commonName: "Honigbiene",
      })
      expect(content.translations("site")).toEqual([
        expect.objectContaining({ file: "content/i18n/de/site.json", source: "content/site.json", language: "de" }),
      ])
      expect(content.unreadable.map(({ file }) => file).sort()).toEqual([
        "content/notes.json",
        "content/species/honey-bee.json",
      ])
      // Six files the site reads, each parsed once, however often asked for.
      expect(contentFilesParsed() - parsedBefore).toBe(6)
      expect(readContentSnapshot().unreadable).toHaveLength(2)
      expect(contentFilesParsed() - parsedBefore).toBe(6)
    })
  })
})
