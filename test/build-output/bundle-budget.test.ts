import fs from "fs"
import path from "path"
import { brotliCompressSync } from "zlib"
import budget from "../../performance-budget.json"
import { builtFile, chunkGroupScripts, publicDir } from "./built-file"

/**
 * The scripts the home page loads on first view: Gatsby's runtime (the "app" chunk group, the
 * bundles the HTML preloads) and the home page's own component chunks, which the runtime fetches
 * straight away. Chunks loaded later (the toast library) belong to neither group.
 */
function homeScripts(): string[] {
  return chunkGroupScripts(["app", "component---src-pages-index-tsx"])
}

describe("home page JavaScript", () => {
  it(`stays within the budget of ${budget.home.javascriptBytes} bytes, compressed as a host sends it`, () => {
    const sizes = homeScripts().map((script) => ({
      script,
      bytes: brotliCompressSync(builtFile(script)).length,
    }))
    const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0)
    // A page template's chunk is named by its webpack id (src/node/bundles/hooks.ts).
    expect(sizes.map(({ script }) => script.replace(/-[0-9a-f]+\.js$/, "").replace(/---\d+$/, "---<id>"))).toEqual([
      "/webpack-runtime",
      "/framework",
      "/app",
      "/component---<id>",
    ])
    expect(total).toBeLessThanOrEqual(budget.home.javascriptBytes)
  })

  it("does not include the toast library, which loads on first send", () => {
    for (const script of homeScripts()) {
      // goober is react-hot-toast's styling engine; its marker is in no other code on the page.
      expect({ script, hasToast: builtFile(script).toString("utf8").includes("_goober") }).toEqual({
        script,
        hasToast: false,
      })
    }
  })
})

describe("a species page's JavaScript", () => {
  /** A page template's own scripts, compressed as a host sends them (the runtime and React are every page's). */
  const templateBytes = (group: string) =>
    chunkGroupScripts([group]).reduce((sum, script) => sum + brotliCompressSync(builtFile(script)).length, 0)

  /**
   * A species page may send this share more than the heaviest legal page: the other names and what
   * they share with other species (OtherNames, issue #40) took it to 10,182 B, 4 % past the heaviest
   * legal page's 9,754 B, and the names are what a visitor who searched by one looks for on landing;
   * the way to the identification key (KeyLink, issue #42, with the drawing and badge the key's page
   * now shares with it) to 10,445 B, 6 % past the heaviest legal page's 9,837 B; the stages a
   * species is met at (SpeciesStage, issue #65: a caterpillar's months, size, looks and what it does)
   * to 10,785 B, 8.5 % past the heaviest legal page's 9,938 B.
   */
  const OTHER_NAMES_SHARE = 1.09

  it("is no more than a legal page's, its styles and drawings outside it, but for its other names and the way to the key", () => {
    const groups = Object.keys(JSON.parse(builtFile("webpack.stats.json").toString("utf8")).namedChunkGroups)
    const legal = groups
      .filter((group) => group.startsWith("component---src-templates-legal-page-tsx"))
      .map(templateBytes)
    const species = templateBytes("component---src-templates-species-page-tsx")
    console.log(`species page ${species} B; legal pages ${legal.sort((a, b) => a - b).join(", ")} B`)
    expect(legal.length).toBeGreaterThan(0)
    expect(species).toBeLessThanOrEqual(Math.max(...legal) * OTHER_NAMES_SHARE)
  })
})

describe("the script every page loads", () => {
  /** Every page's path, from the page data Gatsby wrote for it ("/de/insects/hornet/"). */
  function builtPagePaths(): string[] {
    const pageData = path.join(publicDir, "page-data")
    return fs
      .readdirSync(pageData, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith("page-data.json"))
      .map((file) => `/${path.dirname(file)}/`.replace(/^\/\.\/$/, "/"))
  }

  it("names no page, so it stays the same size however large the guide grows", () => {
    // Gatsby bundles into it every page that falls under another page's wildcard `matchPath`
    // (gatsbyjs/gatsby#21701): a 404 page's /de/* once listed each German and Spanish page there.
    const app = chunkGroupScripts(["app"])
      .map((script) => builtFile(script).toString("utf8"))
      .join("\n")
    const pages = builtPagePaths().filter((page) => !["/", "/404/", "/404.html/"].includes(page))
    expect(pages.length).toBeGreaterThan(100)
    expect(pages.filter((page) => app.includes(`"${page}"`))).toEqual([])
  })
})
