import fs from "fs"
import os from "os"
import path from "path"
import type { Node } from "gatsby"
import { rememberSourcedSpecies, sourceSpecies } from "../../../../src/node/content"
import { contentChanged, contentSnapshot } from "../../../../src/node/content/snapshot"

const site = path.resolve(__dirname, "../../../..")

/** A content file of the project, as the tests' sites start from it. */
const projectJson = (file: string) => JSON.parse(fs.readFileSync(path.join(site, "content", file), "utf8"))
const hornet = projectJson("species/hymenoptera/asian-hornet.json")
const ladybird = projectJson("species/coleoptera/seven-spot-ladybird.json")
const germanHornet = projectJson("i18n/de/species/hymenoptera/asian-hornet.json")

/** Writes `data` as JSON to `file`, making its folders. */
function writeJson(file: string, data: unknown) {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, JSON.stringify(data))
}

/** A new site folder, made the working directory, as Gatsby runs in the site's folder. */
function enterSiteFolder(prefix: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  process.chdir(folder)
  return folder
}

function leaveSiteFolder(folder: string) {
  process.chdir(site)
  fs.rmSync(folder, { recursive: true, force: true })
}

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
      // Each build is a process of its own, which reads content/ afresh.
      contentChanged()
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
  const write = (file: string, data: unknown) => writeJson(path.join(folder, file), data)

  beforeEach(() => {
    folder = enterSiteFolder("species-nodes-")
    write("content/site.json", { languages: ["en", "de"] })
    write("content/species/hymenoptera/asian-hornet.json", hornet)
    write("content/species/coleoptera/seven-spot-ladybird.json", ladybird)
    write("content/i18n/de/species/hymenoptera/asian-hornet.json", germanHornet)
  })

  afterEach(() => leaveSiteFolder(folder))

  const ids = (slug: string) => ["en", "de"].map((language) => `Species ${slug} ${language}`)

  it("keeps the unchanged species and takes a translation's edit into its language's node", async () => {
    const store = nodeStore()
    expect((await store.build()).made).toEqual([...ids("asian-hornet"), ...ids("seven-spot-ladybird")].sort())

    write("content/i18n/de/species/hymenoptera/asian-hornet.json", { ...germanHornet, diet: "Vor allem Honigbienen." })
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

describe("`gatsby develop` takes each saved species' file into its nodes without a rebuild", () => {
  let folder: string
  const write = (file: string, data: unknown) => writeJson(path.join(folder, file), data)

  /** Waits, as develop's visitor waits, until the node store shows what `test` expects. */
  async function until(test: () => boolean) {
    const started = Date.now()
    while (!test()) {
      if (Date.now() - started > 2000) throw new Error(`not within 2 s: ${test.toString()}`)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }

  beforeAll(() => {
    process.env.gatsby_executing_command = "develop"
    folder = enterSiteFolder("species-watch-")
    // German is a language of the site, with no species translated yet: no folder for them.
    write("content/site.json", { languages: ["en", "de"] })
    write("content/species/hymenoptera/asian-hornet.json", hornet)
    write("content/species/coleoptera/seven-spot-ladybird.json", ladybird)
  })

  afterAll(() => {
    delete process.env.gatsby_executing_command
    leaveSiteFolder(folder)
  })

  it("an edit, a species removed and added back, a first translation into a language, its folder moved away and made again, a species moved to another order", async () => {
    const store = nodeStore()
    await store.build()
    const node = (slug: string, language: string) => store.nodes.get(`Species ${slug} ${language}`)
    // What the content checks read (createPages, on every edit): a file the watcher has not named
    // since it was read is taken as read, so each edit below must reach the checks too.
    const checked = (file: string) => {
      const content = contentSnapshot()
      return [...content.species, ...content.translations("species")].find((read) => read.file === `content/${file}`)
        ?.data.commonName as string | undefined
    }
    expect(checked("species/hymenoptera/asian-hornet.json")).toBe(hornet.commonName)

    write("content/species/hymenoptera/asian-hornet.json", { ...hornet, commonName: "Yellow-legged hornet" })
    await until(() => node("asian-hornet", "en")?.commonName === "Yellow-legged hornet")
    expect(checked("species/hymenoptera/asian-hornet.json")).toBe("Yellow-legged hornet")

    fs.rmSync(path.join(folder, "content/species/coleoptera/seven-spot-ladybird.json"))
    await until(
      () => node("seven-spot-ladybird", "en") === undefined && node("seven-spot-ladybird", "de") === undefined,
    )
    write("content/species/coleoptera/seven-spot-ladybird.json", ladybird)
    await until(() => node("seven-spot-ladybird", "en")?.commonName === ladybird.commonName)

    // The folders content/i18n/de/species/ are made with the file: develop watches them from then on.
    write("content/i18n/de/species/hymenoptera/asian-hornet.json", germanHornet)
    await until(() => node("asian-hornet", "de")?.commonName === germanHornet.commonName)
    expect(checked("i18n/de/species/hymenoptera/asian-hornet.json")).toBe(germanHornet.commonName)
    write("content/i18n/de/species/hymenoptera/asian-hornet.json", {
      ...germanHornet,
      commonName: "Asiatische Hornisse (neu)",
    })
    await until(() => node("asian-hornet", "de")?.commonName === "Asiatische Hornisse (neu)")
    expect(checked("i18n/de/species/hymenoptera/asian-hornet.json")).toBe("Asiatische Hornisse (neu)")

    // A folder moved away (which names none of its files) and made again is watched again; its
    // species show in English meanwhile, as edited above.
    fs.renameSync(path.join(folder, "content/i18n/de/species"), path.join(folder, "moved-away"))
    await until(() => node("asian-hornet", "de")?.commonName === "Yellow-legged hornet")
    expect(checked("i18n/de/species/hymenoptera/asian-hornet.json")).toBeUndefined()
    write("content/i18n/de/species/hymenoptera/asian-hornet.json", germanHornet)
    await until(() => node("asian-hornet", "de")?.commonName === germanHornet.commonName)
    expect(checked("i18n/de/species/hymenoptera/asian-hornet.json")).toBe(germanHornet.commonName)

    // Moved to another order's folder: the new file is saved, then the old one removed. Its nodes
    // are the new file's, whichever of the two events comes last.
    write("content/species/diptera/asian-hornet.json", { ...hornet, commonName: "Moved hornet" })
    await until(() => node("asian-hornet", "en")?.commonName === "Moved hornet")
    fs.rmSync(path.join(folder, "content/species/hymenoptera/asian-hornet.json"))
    // An edit after the removal: once it shows, the removal has been taken in too.
    write("content/species/coleoptera/seven-spot-ladybird.json", { ...ladybird, commonName: "Ladybird (edited)" })
    await until(() => node("seven-spot-ladybird", "en")?.commonName === "Ladybird (edited)")
    expect(node("asian-hornet", "en")?.commonName).toBe("Moved hornet")
  })
})
