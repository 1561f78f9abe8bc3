import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { files as PROJECT_FILES } from "../../scripts/site-sources.json"

const root = path.resolve(__dirname, "../..")

export interface SiteCopy {
  dir: string
  /** Where an editor would edit: the copy's content/ folder. */
  content: string
  build(): { ok: boolean; output: string }
  /** A file of the build output, or undefined when it was not built. */
  built(file: string): string | undefined
  remove(): void
}

/**
 * A copy of the site in a temporary folder (or in `into`, emptied first), sharing node_modules, so a
 * test can change content/ as an editor would and run a real `gatsby build` without touching the
 * project.
 */
export function copySite(into?: string): SiteCopy {
  if (into) fs.rmSync(into, { recursive: true, force: true })
  const dir = into
    ? (fs.mkdirSync(into, { recursive: true }), into)
    : fs.mkdtempSync(path.join(os.tmpdir(), "buglens-site-"))
  for (const file of PROJECT_FILES) {
    // static/ may be empty, and git keeps no empty folder.
    if (fs.existsSync(path.join(root, file)))
      fs.cpSync(path.join(root, file), path.join(dir, file), { recursive: true })
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir")
  return {
    dir,
    content: path.join(dir, "content"),
    build() {
      const result = spawnSync("npx", ["gatsby", "build"], {
        cwd: dir,
        encoding: "utf8",
        env: { ...process.env, CI: "true", GATSBY_TELEMETRY_DISABLED: "1", NO_COLOR: "1" },
        timeout: 280_000,
      })
      // eslint-disable-next-line no-control-regex
      const output = `${result.stdout}${result.stderr}`.replace(/\u001b\[[0-9;]*[A-Za-z]/g, "")
      return { ok: result.status === 0, output }
    },
    built(file) {
      const full = path.join(dir, "public", file)
      return fs.existsSync(full) ? fs.readFileSync(full, "utf8") : undefined
    },
    remove() {
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Edits a JSON content file as an editor would. */
export function editJson(file: string, edit: (data: Record<string, unknown>) => void): void {
  const data = JSON.parse(fs.readFileSync(file, "utf8"))
  edit(data)
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`)
}
