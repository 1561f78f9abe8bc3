import fs from "fs"
import path from "path"
import type { SearchIndexEntry } from "../../src/lib/search-index-files"
import { allFilesNamed } from "../support/search-files"
import { copySiteInSharedFolder, editJson, type SiteCopy } from "./site-copy"

/**
 * The stylesheet a page carries: Gatsby inlines it into every page, so a page that is not rendered
 * again keeps the old one whatever public/styles.*.css now says.
 */
function inlineCss(html: string | undefined): string {
  return html?.match(/<style data-href="[^"]*"[^>]*>([\s\S]*?)<\/style>/)?.[1] ?? ""
}

/** Pages of three templates: the home page, a legal page and a 404 page, in two languages. */
const PAGES = ["index.html", "privacy/index.html", "de/terms/index.html", "404.html", "de/404.html"]

/**
 * Builds after a change that reaches only the stylesheet, on the cache of the build before it (no
 * `npm run clean`), as an editor's or developer's next build runs. One copy, built once (in the
 * folder copies share, on its webpack cache, as the cache of an earlier build), built again with
 * nothing changed, then changed and built again twice: a component and a species first, then
 * global.css. Each build costs a minute of CI, so changes that reach the pages by different paths
 * share one: a component's new class (Tailwind's scan of the code) with a species' new name (the
 * search index, which a code change must leave alone), and a new rule with exclusions, both in
 * global.css, one of them of a utility the guide's own sheet then has to carry. Changes to the code and to global.css keep builds of their own, so that neither can
 * carry the other's into the stylesheet.
 */
describe("a build on the cache of the last one takes every change to the styles and the search index", () => {
  let site: SiteCopy
  const edit = (file: string, change: (text: string) => string) => {
    const full = path.join(site.dir, file)
    fs.writeFileSync(full, change(fs.readFileSync(full, "utf8")))
  }
  const rebuild = (variables?: Record<string, string>) => {
    const result = site.build(variables)
    if (!result.ok) throw new Error(result.output)
  }
  /** The guide's own stylesheet, which its index inlines beside the site's. */
  const guideSheet = () =>
    site.built("insects/index.html")?.match(/<style id="guide-styles">([\s\S]*?)<\/style>/)?.[1] ?? ""
  /** The pages whose inlined stylesheet passes `test`, by name: a failure lists pages, not 30 KB of CSS. */
  const pagesWhose = (test: (css: string) => boolean) => PAGES.filter((page) => test(inlineCss(site.built(page))))
  const searchFile = (file: string) => fs.readFileSync(path.join(site.dir, "public", "search", file), "utf8")
  /** The index's files, by name and time written: a file kept from the last build keeps both. */
  const searchFilesWritten = () => {
    const files = path.join(site.dir, "public", "search", "files")
    return new Map(fs.readdirSync(files).map((file) => [file, fs.statSync(path.join(files, file)).mtimeMs]))
  }
  /** The search index as the build before the component and species edit left it. */
  let searchBefore: { entries: Record<string, string>; files: Map<string, number> }

  beforeAll(async () => {
    site = await copySiteInSharedFolder()
    // Built from nothing, as a host's first build or one after its cache was cleared: the case below
    // needs it.
    fs.rmSync(path.join(site.dir, ".cache"), { recursive: true, force: true })
    rebuild()
  })

  afterAll(() => site.remove())

  it("starts with the utility the last case takes away, on every page", () => {
    expect(pagesWhose((css) => !css.includes(".hidden{display:none}"))).toEqual([])
  })

  it("writes no page again when nothing changed but the host's environment", () => {
    // The first build on a cache used to write every page again (a new webpack compilation hash in
    // each), which the post-build pass and the search index then worked through: the first warm
    // build at 10,000 species took 105.7 s, now 44.5 s (src/node/bundles/hooks.ts, importModule).
    // So did the first build whose environment had a variable the last one's had not, as a host's
    // next build may (src/node/bundles/renderer-environment.ts).
    const written = () => PAGES.map((page) => fs.statSync(path.join(site.dir, "public", page)).mtimeMs)
    const before = written()
    rebuild({ BUGLENS_HOST_PREVIEW_ID: "42" })
    expect(written()).toEqual(before)
  })

  it("adds a class new to one component to the stylesheet of every page", () => {
    searchBefore = {
      entries: Object.fromEntries(["en", "de", "es"].map((language) => [language, searchFile(`${language}.json`)])),
      files: searchFilesWritten(),
    }
    edit("src/components/HeroSection.tsx", (text) => text.replace('className="', 'className="tracking-[0.123em] '))
    // An editor's commit to one species' English name, in the same build: its German and Spanish
    // pages do not change, and neither does the index for the code change.
    editJson(path.join(site.content, "species", "hymenoptera", "asian-hornet.json"), (species) => {
      species.commonName = "Zyzzyva hornet"
    })
    rebuild()
    expect(pagesWhose((css) => !css.includes("letter-spacing:.123em"))).toEqual([])
  })

  it("writes again only the search files of the language an edit changed, and finds the edit", () => {
    expect(searchFile("de.json")).toBe(searchBefore.entries.de)
    expect(searchFile("es.json")).toBe(searchBefore.entries.es)
    expect(searchFile("en.json")).not.toBe(searchBefore.entries.en)
    const written = [...searchFilesWritten()]
      .filter(([file, time]) => searchBefore.files.get(file) !== time)
      .map(([file]) => file)
    const english = JSON.parse(searchFile("en.json")) as SearchIndexEntry
    const namedInEnglish = new Set(
      allFilesNamed(english, (name) => searchFile(`files/${name}.json`)).map((name) => `${name}.json`),
    )
    expect(written.filter((file) => !namedInEnglish.has(file))).toEqual([])
    const text = written.map((file) => searchFile(`files/${file}`)).join("\n")
    expect(text).toContain('"zyzzyva"')
    expect(text).toContain("Zyzzyva hornet")
  })

  it("adds a rule new to global.css to every page, and takes out a utility a Tailwind directive excludes", () => {
    const guideHad = guideSheet()
    edit(
      "src/styles/global.css",
      (text) =>
        `${text}\n@source not inline("hidden");\n@source not inline("flex");\n.incremental-probe {\n  outline-offset: 7px;\n}\n`,
    )
    rebuild()
    expect(pagesWhose((css) => !css.includes(".incremental-probe{outline-offset:7px}"))).toEqual([])
    expect(pagesWhose((css) => css.includes(".hidden{display:none}"))).toEqual([])
    // The guide's own sheet leaves out what the site's has: a utility both used is now the guide's.
    expect(guideHad).not.toContain(".flex{display:flex}")
    expect(guideSheet()).toContain(".flex{display:flex}")
  })
})
