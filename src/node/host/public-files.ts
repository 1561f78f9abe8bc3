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

/** The pages of the build, leaving out Gatsby's internal HTML fragments under /_gatsby/. */
export function isPage(file: string): boolean {
  return file.endsWith(".html") && !file.startsWith("/_gatsby/")
}

/** The path a static host serves a page at: /index.html is "/", /privacy/index.html is "/privacy/". */
export function routeOf(file: string): string {
  return file.replace(/(^|\/)index\.html$/, "$1")
}

/** How many files statFiles asks about at once. */
const STATS_AT_ONCE = 256

/** The size and times of many files, a slice at a time: 30,000 requests at once would open as many. */
export async function statFiles(files: readonly string[]): Promise<Stats[]> {
  const stats: Stats[] = []
  for (let start = 0; start < files.length; start += STATS_AT_ONCE) {
    stats.push(...(await Promise.all(files.slice(start, start + STATS_AT_ONCE).map((file) => fs.stat(file)))))
  }
  return stats
}
