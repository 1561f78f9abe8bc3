import { promises as fs } from "fs"
import path from "path"
import { listFiles } from "./public-files"

/**
 * Whether built HTML holds a NUL character. React's streaming renderer can split a
 * multi-byte character across chunks and emit U+0000 (facebook/react#31134); a browser then shows
 * a replacement glyph or drops the text.
 */
export function hasNulBytes(html: string): boolean {
  return html.includes("\u0000")
}

/** The built HTML files that hold a NUL character (see hasNulBytes), relative to `publicDir`. */
export async function findHtmlWithNulBytes(publicDir: string): Promise<string[]> {
  const files = (await listFiles(publicDir)).filter((file) => file.endsWith(".html"))
  const flagged = await Promise.all(
    files.map(async (file) => (hasNulBytes(await fs.readFile(path.join(publicDir, file), "utf8")) ? file : null)),
  )
  return flagged.filter((file): file is string => file !== null).map((file) => file.slice(1))
}
