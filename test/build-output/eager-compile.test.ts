import { SourceMapConsumer } from "source-map-js"
import { EAGER_COMPILE_HINT } from "../../src/node/bundles"
import { allChunkGroupScripts, builtFile } from "./built-file"

const scripts = allChunkGroupScripts()

describe("the built scripts", () => {
  it.each(scripts)("%s opens with V8's compile hint, so Chrome compiles it off the main thread", (script) => {
    const [firstLine] = builtFile(script).toString("utf8").split("\n")
    expect(firstLine).toBe(EAGER_COMPILE_HINT)
  })

  it("keep source maps that point at the right code below the added line", () => {
    const app = scripts.find((script) => /^\/app-[0-9a-f]+\.js$/.test(script))!
    const lines = builtFile(app).toString("utf8").split("\n")
    const map = new SourceMapConsumer(JSON.parse(builtFile(`${app}.map`).toString("utf8")))
    const line = lines.findIndex((text) => text.includes("XMLHttpRequest"))
    const column = (lines[line] ?? "").indexOf("XMLHttpRequest")
    const original = map.originalPositionFor({ line: line + 1, column })
    expect(original).toMatchObject({ source: expect.stringContaining(".cache/"), name: "XMLHttpRequest" })
  })
})
