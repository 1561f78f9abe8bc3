import { cpSync, mkdtempSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "fs"
import { tmpdir } from "os"
import path from "path"
import { finishPages, inlineScriptHashes, listFiles, pagePolicies, pagePolicy } from "../../../src/node/host"

// A page as Gatsby writes it: its bundles as async scripts before </body>.
const gatsbyPage = (title: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>${title}</title></head><body><h1>${title}</h1>` +
  `<script src="/app-1.js" async></script></body></html>`

/** The site's policy for every page but the content editor's, as the build gives it. */
const policyFor = pagePolicies("/admin/", null)

/** The policy a page carries in its <meta>. */
const policyIn = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1]

describe("the post-build pass over the built pages", () => {
  const startDir = process.cwd()
  let dir: string
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, "public", file)), { recursive: true })
    writeFileSync(path.join(dir, "public", file), text)
  }

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "post-build-"))
    process.chdir(dir)
    write("/app-1.js", "/* app */")
    write("/index.html", gatsbyPage("Home"))
    write("/de/404/index.html", gatsbyPage("Seite nicht gefunden"))
  })

  afterEach(() => {
    process.chdir(startDir)
    rmSync(dir, { recursive: true, force: true })
  })

  it("passes clean pages", async () => {
    write("/index.html", gatsbyPage("© 2026 BugLens · hello"))
    mkdirSync(path.join(dir, "public/page-data/404.html"), { recursive: true })
    const { broken } = await finishPages("public", ["en", "de"], policyFor)
    expect(broken).toEqual([])
  })

  it("names every page that holds U+0000", async () => {
    write("/privacy/index.html", gatsbyPage("\u00a9 2026\u0000"))
    const { broken } = await finishPages("public", ["en", "de"], policyFor)
    expect(broken).toEqual([path.join("privacy", "index.html")])
  })

  it("starts the bundles once when Gatsby stitches new scripts into a page it did not render again", async () => {
    const scripts = (app: string) => `<script src="/${app}.js" async></script>`
    const page = (app: string) =>
      `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>Home</title></head><body><h1>Home</h1>` +
      `<!-- slice-start id="_gatsby-scripts-1" -->${scripts(app)}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`
    write("/app-2.js", "/* app, changed */")
    write("/index.html", page("app-1"))
    await finishPages("public", ["en", "de"], policyFor)
    // A change to code alone: Gatsby keeps the page and stitches the new scripts slice into it.
    write("/_gatsby/slices/_gatsby-scripts-1.html", scripts("app-2"))
    const finished = readFileSync(path.join(dir, "public/index.html"), "utf8")
    write("/index.html", finished.replace(/(slice-start[^>]*-->)[\s\S]*?(<!-- slice-end)/, `$1${scripts("app-2")}$2`))

    await finishPages("public", ["en", "de"], policyFor)
    const html = readFileSync(path.join(dir, "public/index.html"), "utf8")
    expect(html.match(/function go\(\)/g)).toHaveLength(1)
    expect(html).toContain('["/app-2.js"]')
    expect(html).not.toContain("app-1")
  })

  it("writes each language's 404.html from that build's page, never reading an earlier copy as a page", async () => {
    await finishPages("public", ["en", "de"], policyFor)
    // The next build: Gatsby rewrites the page; the copy from last time is still in public/.
    write("/de/404/index.html", gatsbyPage("Nicht gefunden"))
    const { pages } = await finishPages("public", ["en", "de"], policyFor)

    const routes = pages.map(({ route }) => route)
    expect(routes.filter((route) => route === "/de/404.html")).toHaveLength(1)
    expect(routes.sort()).toEqual(["/", "/de/404.html", "/de/404/"])
    const copy = readFileSync(path.join(dir, "public/de/404.html"), "utf8")
    expect(copy).toContain("Nicht gefunden")
    expect(copy).toBe(readFileSync(path.join(dir, "public/de/404/index.html"), "utf8"))
  })

  it("leaves a page it finished on an earlier build as it was, and still reports its script hashes", async () => {
    const first = await finishPages("public", ["en", "de"], policyFor)
    const finished = readFileSync(path.join(dir, "public/index.html"), "utf8")
    const writtenAt = statSync(path.join(dir, "public/index.html")).mtimeMs
    // The next build renders only the German 404 page again, as a warm build after one edit does.
    write("/de/404/index.html", gatsbyPage("Nicht gefunden"))
    const second = await finishPages("public", ["en", "de"], policyFor)

    expect(statSync(path.join(dir, "public/index.html")).mtimeMs).toBe(writtenAt)
    expect(readFileSync(path.join(dir, "public/index.html"), "utf8")).toBe(finished)
    const hashesOf = (pages: typeof first.pages) => pages.find(({ route }) => route === "/")?.scriptHashes
    expect(hashesOf(second.pages)).toEqual(hashesOf(first.pages))
    expect(hashesOf(second.pages)?.length).toBeGreaterThan(0)
    expect(readFileSync(path.join(dir, "public/de/404.html"), "utf8")).toContain("Nicht gefunden")
  })

  it("reads a page again when Gatsby writes it again, even at the same size", async () => {
    const withInline = (call: string) => gatsbyPage("Home").replace("</body>", `<script>${call}</script></body>`)
    const hashesOf = (pages: Awaited<ReturnType<typeof finishPages>>["pages"]) =>
      pages.find(({ route }) => route === "/privacy/")?.scriptHashes
    write("/privacy/index.html", withInline("one()"))
    const first = await finishPages("public", ["en", "de"], policyFor)
    // The same page with another inline script of the same length: only its time of writing differs.
    const finished = readFileSync(path.join(dir, "public/privacy/index.html"), "utf8")
    write("/privacy/index.html", finished.replace("one()", "two()"))
    const second = await finishPages("public", ["en", "de"], policyFor)

    expect(hashesOf(second.pages)).not.toEqual(hashesOf(first.pages))
    const inline = readFileSync(path.join(dir, "public/privacy/index.html"), "utf8")
    expect(inline).toContain("two()")
  })

  it("gives each page the policy that allows the inline scripts it has once finished, and the editor's page none", async () => {
    write("/admin/index.html", `<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body></body></html>`)
    await finishPages("public", ["en", "de"], policyFor)

    for (const file of ["/index.html", "/de/404/index.html", "/de/404.html"]) {
      const html = readFileSync(path.join(dir, "public", file), "utf8")
      expect(policyIn(html)).toBe(pagePolicy(inlineScriptHashes(html)))
      expect(inlineScriptHashes(html).length).toBeGreaterThan(0)
    }
    expect(policyIn(readFileSync(path.join(dir, "public/admin/index.html"), "utf8"))).toBeUndefined()
  })

  it("gives a page it finished earlier the new policy when the policy changes, with no second one", async () => {
    await finishPages("public", ["en", "de"], policyFor)
    const withService = (route: string, hashes: readonly string[]) => pagePolicy(hashes, "https://formspree.io")
    await finishPages("public", ["en", "de"], withService)

    const html = readFileSync(path.join(dir, "public/index.html"), "utf8")
    expect(policyIn(html)).toContain("form-action 'self' https://formspree.io")
    expect(html.match(/http-equiv/g)).toHaveLength(1)
  })

  it("still refuses U+0000 in a page Gatsby did not render again", async () => {
    write("/privacy/index.html", gatsbyPage("\u00a9 2026\u0000"))
    await finishPages("public", ["en", "de"], policyFor)
    const { broken } = await finishPages("public", ["en", "de"], policyFor)
    expect(broken).toEqual([path.join("privacy", "index.html")])
  })

  it("finishes the pages in shares as it does in one: the same files, the pages in the same order, the same refusals", async () => {
    for (const name of ["a", "b", "c", "d"]) write(`/${name}/index.html`, gatsbyPage(name))
    write("/e/index.html", gatsbyPage("\u0000"))
    /** The pass in `shares` over a copy of these pages, in a folder of its own (the pass keeps records in .cache/). */
    const finishCopy = async (shares: number) => {
      const copy = mkdtempSync(path.join(tmpdir(), "post-build-shares-"))
      cpSync(path.join(dir, "public"), path.join(copy, "public"), { recursive: true })
      process.chdir(copy)
      try {
        const result = await finishPages("public", ["en", "de"], policyFor, shares)
        const files = await listFiles("public")
        return { result, files: files.map((file) => [file, readFileSync(path.join("public", file), "utf8")]) }
      } finally {
        process.chdir(dir)
        rmSync(copy, { recursive: true, force: true })
      }
    }
    const inOne = await finishCopy(1)
    const inThree = await finishCopy(3)

    expect(inOne.result.pages.map(({ route }) => route)).toEqual([
      "/a/",
      "/b/",
      "/c/",
      "/d/",
      "/de/404/",
      "/de/404.html",
      "/e/",
      "/",
    ])
    expect(inOne.result.broken).toEqual([path.join("e", "index.html")])
    expect(inThree.result).toEqual(inOne.result)
    expect(inThree.files).toEqual(inOne.files)
  })
})
