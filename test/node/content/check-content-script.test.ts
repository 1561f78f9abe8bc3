/**
 * scripts/check-content.mjs, the editors' quick check: it must judge content/ as the build does,
 * naming the file and the field of a mistake, without building.
 */
import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

const root = path.resolve(__dirname, "../../..")

function check(projectRoot: string): { status: number; output: string } {
  try {
    const output = execFileSync("node", [path.join(projectRoot, "scripts/check-content.mjs")], { encoding: "utf8" })
    return { status: 0, output }
  } catch (error) {
    const failed = error as { status: number; stdout: string }
    return { status: failed.status, output: failed.stdout }
  }
}

describe("scripts/check-content.mjs", () => {
  it("passes the content as it is", () => {
    const { status, output } = check(root)
    expect(output).toMatch(/content\/ is sound \(\d+ species\)/)
    expect(status).toBe(0)
  })

  it("names the file and the field of a mistake in a translation, and fails", () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "check-content-"))
    for (const entry of ["content", "scripts", "src", "e2e", "package.json", "tsconfig.json"])
      fs.cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true })
    fs.symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"))
    const file = "content/i18n/de/species/hymenoptera/common-wasp.json"
    const data = JSON.parse(fs.readFileSync(path.join(copy, file), "utf8")) as Record<string, unknown>
    data.habitatz = data.habitats
    delete data.habitats
    fs.writeFileSync(path.join(copy, file), JSON.stringify(data))
    const { status, output } = check(copy)
    expect(output).toContain(`${file}: "habitatz" is not a field a translation holds`)
    expect(status).toBe(1)
    fs.rmSync(copy, { recursive: true, force: true })
  })
})
