import { brotliCompressSync } from "zlib"
import budget from "../../performance-budget.json"
import { builtFile, chunkGroupScripts } from "./built-file"

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
    expect(sizes.map(({ script }) => script.replace(/-[0-9a-f]+\.js$/, ""))).toEqual([
      "/webpack-runtime",
      "/framework",
      "/app",
      "/component---src-pages-index-tsx",
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
