import { promises as fs, type Stats } from "fs"
import path from "path"

/** Every file under `dir`, as URL paths: "/index.html", "/privacy/index.html", "/static/x.png". */
export async function listFiles(dir: string, prefix = ""): Promise<string[]> {
  const entries = await fs.readdir(path.join(dir, prefix), { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const file = `${prefix}/${entry.name}`
      return entry.isDirectory() ? listFiles(dir, file) : Promise.resolve([file])
    }),
  )
  return nested.flat().sort()
}

/**
 * What is at the top of `dir`, as URL paths: files as "/app-1a2b.js", folders as "/insects/". Gatsby
 * writes every bundle there, so this is what _headers reads, without listing the whole tree.
 */
export async function listTopLevel(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true })
  return entries.map((entry) => `/${entry.name}${entry.isDirectory() ? "/" : ""}`).sort()
}

/** The pages of the build, leaving out Gatsby's internal HTML fragments under /_gatsby/. */
export function isPage(file: string): boolean {
  return file.endsWith(".html") && !file.startsWith("/_gatsby/")
}

/** The path a static host serves a page at: /index.html is "/", /privacy/index.html is "/privacy/". */
export function routeOf(file: string): string {
  return file.replace(/(^|\/)index\.html$/, "$1")
}

/**
 * `step` on every item, `atOnce` items at a time, the results in the items' order: a step per file
 * for 30,000 files at once would open as many, and hold all their contents.
 */
export async function mapInSlices<T, R>(
  items: readonly T[],
  atOnce: number,
  step: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = []
  for (let start = 0; start < items.length; start += atOnce) {
    results.push(...(await Promise.all(items.slice(start, start + atOnce).map(step))))
  }
  return results
}

/** How many files a step on many files (a stat, a removal) works on at once. */
export const FILES_AT_ONCE = 256

/** The size and times of many files, a slice at a time. */
export function statFiles(files: readonly string[]): Promise<Stats[]> {
  return mapInSlices(files, FILES_AT_ONCE, (file) => fs.stat(file))
}
