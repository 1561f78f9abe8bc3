import fs from "fs"
import os from "os"
import path from "path"
import { gunzipSync } from "zlib"
import { writeSearchIndex } from "../../src/node/host/search-index"

/** A species page as the guide's template marks it for Pagefind: the names, in the page's language. */
const speciesPage = (name: string) =>
  `<!doctype html><html lang="en"><head><title>${name}</title></head><body>` +
  `<div data-pagefind-body=""><h1>${name}</h1></div></body></html>`

describe("the search index after a build on the last one's output", () => {
  let publicDir: string
  const index = () => path.join(publicDir, "pagefind")
  const writePage = (slug: string, name: string) => {
    fs.mkdirSync(path.join(publicDir, "insects", slug), { recursive: true })
    fs.writeFileSync(path.join(publicDir, "insects", slug, "index.html"), speciesPage(name))
  }
  /** The text of every English fragment in the index folder, one per page Pagefind will show. */
  const fragments = () =>
    fs
      .readdirSync(path.join(index(), "fragment"))
      .filter((file) => file.startsWith("en_"))
      .map((file) => gunzipSync(fs.readFileSync(path.join(index(), "fragment", file))).toString("utf8"))

  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "search-index-"))
    fs.mkdirSync(path.join(publicDir, "insects"), { recursive: true })
    fs.writeFileSync(path.join(publicDir, "insects", "index.html"), "<!doctype html><html lang='en'></html>")
  })

  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }))

  it("holds the pages as they are now, and nothing of a renamed or removed species", async () => {
    writePage("asian-hornet", "Asian hornet")
    writePage("common-wasp", "Common wasp")
    await writeSearchIndex(publicDir, ["en"])
    expect(fragments()).toHaveLength(2)

    writePage("common-wasp", "Common yellowjacket")
    writePage("seven-spot-ladybird", "Seven-spot ladybird")
    fs.rmSync(path.join(publicDir, "insects", "asian-hornet"), { recursive: true })
    await writeSearchIndex(publicDir, ["en"])

    const texts = fragments()
    expect(texts).toHaveLength(2)
    expect(texts.join("\n")).toContain("Common yellowjacket")
    expect(texts.join("\n")).toContain("Seven-spot ladybird")
    expect(texts.join("\n")).not.toMatch(/Asian hornet|Common wasp/)
    expect(fs.readdirSync(index()).filter((file) => file.endsWith(".pf_meta"))).toHaveLength(1)
  })
})
