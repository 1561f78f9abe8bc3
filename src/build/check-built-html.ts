import { promises as fs } from "fs"
import path from "path"

async function htmlFilesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) return htmlFilesUnder(full)
      return Promise.resolve(entry.name.endsWith(".html") ? [full] : [])
    }),
  )
  return nested.flat()
}

/**
 * Lists the built HTML files that hold a NUL character. React's streaming renderer can split a
 * multi-byte character across chunks and emit U+0000 (facebook/react#31134); a browser then shows
 * a replacement glyph or drops the text.
 */
export async function findHtmlWithNulBytes(publicDir: string): Promise<string[]> {
  const files = await htmlFilesUnder(publicDir)
  const flagged = await Promise.all(
    files.map(async (file) => ((await fs.readFile(file, "utf8")).includes("\u0000") ? file : null)),
  )
  return flagged.filter((file): file is string => file !== null).map((file) => path.relative(publicDir, file))
}
