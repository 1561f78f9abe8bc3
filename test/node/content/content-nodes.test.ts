import fs, { readFileSync } from "fs"
import os from "os"
import path from "path"
import type { CreateNodeArgs, Node } from "gatsby"
import { onCreateNode, readContentJson } from "../../../src/node/content"

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

  it("mark nothing on a default-language card as a fallback, and a translated card's untranslated strings", () => {
    const card = "features/01-instant-recognition.json"
    const made = createContentNodes(["site.json", "i18n/de/site.json", card])
    const untranslated = (language: string) => made.get(`Feature ${card} ${language}`)?.untranslated
    expect(untranslated("en")).toEqual([])
    // No German card file yet: the German card shows the English title and description.
    expect(untranslated("de")).toEqual(expect.arrayContaining(["title", "description"]))
  })
})

describe("readContentJson", () => {
  it("reads a file again once it changes, and gives the same object while it has not (develop's edits)", () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), "buglens-content-"))
    const species = path.join(site, "content/species/hymenoptera/honey-bee.json")
    fs.mkdirSync(path.dirname(species), { recursive: true })
    const cwd = jest.spyOn(process, "cwd").mockReturnValue(site)
    const read = () => readContentJson(() => []).files.get("species/hymenoptera/honey-bee.json")?.data
    try {
      fs.writeFileSync(species, JSON.stringify({ commonName: "Honey bee" }))
      const first = read()
      expect(first).toEqual({ commonName: "Honey bee" })
      expect(read()).toBe(first)

      // The same size, so only the modification time tells the edit apart.
      fs.writeFileSync(species, JSON.stringify({ commonName: "Honey bea" }))
      const later = new Date(Date.now() + 5000)
      fs.utimesSync(species, later, later)
      expect(read()).toEqual({ commonName: "Honey bea" })

      fs.writeFileSync(species, "{ not json")
      expect(readContentJson(() => []).unreadable).toEqual([
        expect.objectContaining({
          file: "content/species/hymenoptera/honey-bee.json",
          message: expect.stringMatching(/^is not valid JSON/),
        }),
      ])
    } finally {
      cwd.mockRestore()
      fs.rmSync(site, { recursive: true, force: true })
    }
  })
})
