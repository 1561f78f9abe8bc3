import { promises as fs } from "fs"
import path from "path"

/**
 * A JSON file the build wrote before (a record kept in .cache/, Pagefind's entry file), or undefined
 * when there is none or it cannot be read: the build then starts that step afresh.
 */
export async function readJsonFile<T>(file: string): Promise<T | undefined> {
  return fs
    .readFile(file, "utf8")
    .then((text) => JSON.parse(text) as T)
    .catch(() => undefined)
}

/** Writes `value` as JSON, making the file's folder when it has none yet (.cache/ on a first build). */
export async function writeJsonFile(file: string, value: unknown): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true })
  await fs.writeFile(file, JSON.stringify(value))
}
