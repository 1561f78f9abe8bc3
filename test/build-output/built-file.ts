import fs from "fs"
import path from "path"

export const publicDir = path.resolve(__dirname, "../../public")

/** A file of the project's own build, or a clear message that there is no build to test. */
export function builtFile(file: string): Buffer {
  const full = path.join(publicDir, file)
  if (!fs.existsSync(full)) throw new Error(`${full} is missing: run \`npm run build\` before \`npm run test:build\``)
  return fs.readFileSync(full)
}

interface WebpackStats {
  namedChunkGroups: Record<string, { assets: Array<{ name: string } | string> }>
}

function webpackStats(): WebpackStats {
  return JSON.parse(builtFile("webpack.stats.json").toString("utf8"))
}

/** The scripts of the named webpack chunk groups ("app" is Gatsby's runtime), as site paths. */
export function chunkGroupScripts(groupNames: string[], stats = webpackStats()): string[] {
  return groupNames
    .map((name) => stats.namedChunkGroups[name])
    .flatMap((group) => group?.assets ?? [])
    .map((asset) => `/${typeof asset === "string" ? asset : asset.name}`)
    .filter((asset) => asset.endsWith(".js"))
}

/** The scripts of every chunk group of the build: Gatsby's runtime and each page template. */
export function allChunkGroupScripts(): string[] {
  const stats = webpackStats()
  return [...new Set(chunkGroupScripts(Object.keys(stats.namedChunkGroups), stats))]
}
