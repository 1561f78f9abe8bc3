import { promises as fs } from "fs"
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
