import { promises as fs } from "fs"
import os from "os"
import path from "path"
import { findHtmlWithNulBytes } from "../../src/build/check-built-html"

describe("NUL byte check of the built HTML", () => {
  let dir: string

  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "buglens-html-"))
    await fs.mkdir(path.join(dir, "privacy"))
    await fs.mkdir(path.join(dir, "page-data", "404.html"), { recursive: true })
  })

  afterEach(async () => {
    await fs.rm(dir, { recursive: true, force: true })
  })

  it("passes clean pages", async () => {
    await fs.writeFile(path.join(dir, "index.html"), "<p>© 2026 BugLens · hello</p>")
    await fs.writeFile(path.join(dir, "privacy", "index.html"), "<p>fine</p>")
    expect(await findHtmlWithNulBytes(dir)).toEqual([])
  })

  it("names every page that holds U+0000", async () => {
    await fs.writeFile(path.join(dir, "index.html"), "<p>fine</p>")
    await fs.writeFile(path.join(dir, "privacy", "index.html"), "<p>\u00a9 2026\u0000</p>")
    expect(await findHtmlWithNulBytes(dir)).toEqual([path.join("privacy", "index.html")])
  })
})
