import { existsSync, readFileSync } from "fs"
import path from "path"

/**
 * The stylesheets the browser bundle of this build was written with, by name: webpack names each
 * after a hash of its content, so the list changes whenever any rule of the CSS does. Read from the
 * stats Gatsby writes once that bundle is done, before it compiles the HTML renderer; empty before.
 */
export function builtStylesheets(publicDir: string): string {
  const stats = path.join(publicDir, "webpack.stats.json")
  if (!existsSync(stats)) return ""
  const { namedChunkGroups } = JSON.parse(readFileSync(stats, "utf8")) as {
    namedChunkGroups: Record<string, { assets: Array<{ name: string } | string> }>
  }
  const names = Object.values(namedChunkGroups)
    .flatMap(({ assets }) => assets.map((asset) => (typeof asset === "string" ? asset : asset.name)))
    .filter((name) => name.endsWith(".css"))
  return [...new Set(names)].sort().join(" ")
}
