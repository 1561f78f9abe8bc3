import fs from "fs"
import path from "path"
import { brotliCompressSync } from "zlib"
import budget from "../../performance-budget.json"

const publicDir = path.resolve(__dirname, "../../public")

function builtFile(file: string): Buffer {
  const full = path.join(publicDir, file)
  if (!fs.existsSync(full)) throw new Error(`${full} is missing: run \`npm run build\` before \`npm run test:build\``)
  return fs.readFileSync(full)
}

interface WebpackStats {
  namedChunkGroups: Record<string, { assets: Array<{ name: string } | string> }>
}

/**
 * The scripts the home page loads on first view: Gatsby's runtime (the "app" chunk group, the
 * <script> tags of the HTML) and the home page's own component chunks, which the runtime fetches
 * straight away. Chunks loaded later (the toast library) belong to neither group.
 */
function homeScripts(): string[] {
  const stats: WebpackStats = JSON.parse(builtFile("webpack.stats.json").toString("utf8"))
  const groups = ["app", "component---src-pages-index-tsx"].map((name) => stats.namedChunkGroups[name])
  return groups
    .flatMap((group) => group?.assets ?? [])
    .map((asset) => `/${typeof asset === "string" ? asset : asset.name}`)
    .filter((asset) => asset.endsWith(".js"))
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
