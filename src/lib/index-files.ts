import type { ReadIndexFile } from "./guide-search"

/** Reads one of the search's or the key's files from the site, by its path. */
export const fetchFromSite: ReadIndexFile = async (path) => {
  const response = await fetch(path)
  if (!response.ok) throw new Error(`${path}: ${response.status}`)
  return response.json()
}

/** `read`, each file read once: a page's searches or choices share the entry file, chunks and blocks they read. */
export function cachedReader(read: ReadIndexFile): ReadIndexFile {
  const files = new Map<string, Promise<unknown>>()
  return (path) => {
    let file = files.get(path)
    if (!file) {
      file = read(path)
      files.set(path, file)
    }
    return file
  }
}
