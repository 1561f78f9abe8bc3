import type { BlockDirectory, ChunkDirectory, SearchIndexEntry } from "../../src/lib/search-index-files"

/**
 * Every file a language's search entry names: its directories and the chunks and blocks they name.
 * `text` gives a file's text by its name.
 */
export function filesNamed(entry: SearchIndexEntry, text: (name: string) => string) {
  const chunks = (directories: ChunkDirectory) =>
    directories.flatMap(([, name]) => (JSON.parse(text(name)) as ChunkDirectory).map(([, chunk]) => chunk))
  const blocks = entry.blocks.flatMap((name) => JSON.parse(text(name)) as BlockDirectory)
  const directories = [...entry.blocks, ...[...entry.chunks, ...entry.endings].map(([, name]) => name)]
  return { directories, chunks: chunks(entry.chunks), endings: chunks(entry.endings), blocks }
}

/** The names of all of them. */
export function allFilesNamed(entry: SearchIndexEntry, text: (name: string) => string): string[] {
  const { directories, chunks, endings, blocks } = filesNamed(entry, text)
  return [...directories, ...chunks, ...endings, ...blocks]
}
