import fs from "fs"
import os from "os"
import path from "path"
import { jsonPieces, writeJsonInPieces } from "../../src/node/json-files"

/** A value with what JSON.stringify treats apart: keys it leaves out, array items it writes as null, a Date, text to escape. */
const sample = {
  name: "config",
  empty: {},
  none: [],
  skipped: undefined,
  method: () => 1,
  when: new Date(Date.UTC(2026, 10, 26)),
  collections: [
    {
      label: 'Species: "Asian hornet"\nline two – ü',
      files: [{ name: "a", fields: [{ hint: "English: x", nested: { deep: [1, null, undefined] } }] }, undefined, 3.5],
      gone: { only: undefined },
    },
  ],
}

describe("the editor's configuration written in pieces is the text JSON.stringify gives", () => {
  it.each([0, 1, 2, 4, 8])("written piece by piece %i levels deep", (levels) => {
    expect([...jsonPieces(sample, 2, levels)].join("")).toBe(JSON.stringify(sample, null, 2))
  })

  it("writes a file of several megabytes, as written at once", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "json-pieces-"))
    const file = path.join(folder, "config.yml")
    const large = { collections: [{ files: Array.from({ length: 20000 }, (_, at) => ({ ...sample, at })) }] }
    await writeJsonInPieces(file, large, 4)
    expect(fs.statSync(file).size).toBeGreaterThan(2 ** 21)
    expect(fs.readFileSync(file, "utf8")).toBe(`${JSON.stringify(large, null, 2)}\n`)
    fs.rmSync(folder, { recursive: true })
  })
})
