import fs from "fs"
import os from "os"
import path from "path"
import type { Node } from "gatsby"
import { rememberSourcedSpecies, sourceSpecies } from "../../src/node/content"

const site = path.resolve(__dirname, "../..")

/**
 * Gatsby's node store between builds: the nodes of the last build stay (its cache), and a build
 * keeps those it makes or touches. `build` sources the species as a build does and returns what it
 * made and what it kept, by node id.
 */
function nodeStore() {
  const nodes = new Map<string, Node>()
  return {
    nodes,
    async build() {
      const made: string[] = []
      const kept: string[] = []
      await sourceSpecies({
        actions: {
          createNode: (node: Node) => {
            nodes.set(node.id, node)
            made.push(node.id)
          },
          touchNode: (node: Node) => kept.push(node.id),
          deleteNode: (node: Node) => nodes.delete(node.id),
        },
        createNodeId: (key: string) => key,
        createContentDigest: (value: unknown) => JSON.stringify(value),
        getNode: (id: string) => nodes.get(id),
      } as never)
      await rememberSourcedSpecies()
      return { made: made.sort(), kept: kept.sort() }
    },
  }
}

describe("a build on the cache of the last one reads again only the species whose files changed", () => {
  let folder: string
  const write = (file: string, data: unknown) => {
    fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true })
    fs.writeFileSync(path.join(folder, file), JSON.stringify(data))
  }
  const hornet = JSON.parse(fs.readFileSync(path.join(site, "content/species/asian-hornet.json"), "utf8"))
  const ladybird = JSON.parse(fs.readFileSync(path.join(site, "content/species/seven-spot-ladybird.json"), "utf8"))
  const germanHornet = JSON.parse(fs.readFileSync(path.join(site, "content/i18n/de/species/asian-hornet.json"), "utf8"))

  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "species-nodes-"))
    process.chdir(folder)
    write("content/site.json", { languages: ["en", "de"] })
    write("content/species/asian-hornet.json", hornet)
    write("content/species/seven-spot-ladybird.json", ladybird)
    write("content/i18n/de/species/asian-hornet.json", germanHornet)
  })

  afterEach(() => {
    process.chdir(site)
    fs.rmSync(folder, { recursive: true, force: true })
  })

  const ids = (slug: string) => ["en", "de"].map((language) => `Species ${slug} ${language}`)

  it("keeps the unchanged species and takes a translation's edit into its language's node", async () => {
    const store = nodeStore()
    expect((await store.build()).made).toEqual([...ids("asian-hornet"), ...ids("seven-spot-ladybird")].sort())

    write("content/i18n/de/species/asian-hornet.json", { ...germanHornet, diet: "Vor allem Honigbienen." })
    const next = await store.build()

    expect(next.made).toEqual(ids("asian-hornet").sort())
    expect(next.kept).toEqual(ids("seven-spot-ladybird").sort())
    expect(store.nodes.get("Species asian-hornet de")).toMatchObject({ diet: "Vor allem Honigbienen." })
  })

  it("reads every species again when Gatsby's cache lost their nodes, or the languages changed", async () => {
    await nodeStore().build()
    expect((await nodeStore().build()).kept).toEqual([])

    const store = nodeStore()
    await store.build()
    write("content/site.json", { languages: ["en", "de", "es"] })
    const next = await store.build()
    expect(next.kept).toEqual([])
    expect(next.made).toContain("Species seven-spot-ladybird es")
  })
})
