/**
 * The guide's search index: in each language, every species' names (its own, its scientific name
 * and the other names people call it by) and the words of what its page says (features, behaviour,
 * habitats, diet, safety), as terms (search-terms.ts), in files small enough that a search fetches
 * only what its words need. The build writes it (src/node/host/search-index.ts) with this module;
 * the guide's search field reads it (src/hooks/useGuideSearch.ts) with guide-search.ts.
 *
 * One language's index is made of:
 * - term chunks: every term, in order, cut into runs of about CHUNK_BYTES, each term with the
 *   species that hold it in a name and those that hold it in their description;
 * - ending chunks: every term written backwards, in order: the terms a word ends (a German
 *   compound's last part, "Prozessionsspinner" in "Eichenprozessionsspinner"), and with the term
 *   chunks the neighbours of a misspelling;
 * - record blocks of BLOCK_SIZE species, in the order the guide's index lists them (A to Z as the
 *   language sorts them): each species' path, names and safety level, to show it as a result;
 * - directories: each names DIRECTORY_SIZE of those chunks (with their first terms) or blocks, in order;
 * - an entry file, /search/<language>.json, naming the directories (with their first terms).
 * A search reads the entry, the directories that name the chunks its words need, those chunks, and
 * the blocks of the species it shows. The entry names directories rather than every file so that it
 * stays small however large the guide grows: it is in every first search (docs/search.md).
 * The files are named by their content (/search/files/<hash>.json), so a host may cache them for
 * good, and a build that changes one species changes a few chunks, one block and their directories.
 */
import { nameTerms, textTerms, type Analyzer } from "./search-terms"

/** A species as a search shows it. */
export interface SearchedSpecies {
  path: string
  commonName: string
  scientificName: string
  level: string
  /** Its order in Latin, whose drawing the key's results show. */
  order: string
}

/** A species as the index is made from it. */
export interface IndexedSpecies extends SearchedSpecies {
  /** The names people call it by in the language, besides its common name. */
  otherNames: readonly string[]
  /** What its page says of it, text by text. */
  description: readonly string[]
}

/** One language's entry file. */
export interface SearchIndexEntry {
  /** How many species the language has. */
  species: number
  /** How many species each record block holds (the last may hold fewer). */
  blockSize: number
  /**
   * The directories of the record blocks, in order: each a BlockDirectory of DIRECTORY_SIZE blocks
   * (the last may hold fewer). Species `n` is in block `n / blockSize`.
   */
  blocks: string[]
  /** The directories of the term chunks, in the terms' order: each directory's first term and file name. */
  chunks: ChunkDirectory
  /** The directories of the ending chunks, in order: each directory's first term written backwards and file name. */
  endings: ChunkDirectory
}

/** Chunks (or directories of chunks) in order: each one's first key and file name. */
export type ChunkDirectory = Array<[string, string]>

/** Record blocks' file names, in order. */
export type BlockDirectory = string[]

/** Where a language's species records are: the blocks' size and their directories (SearchIndexEntry). */
export type RecordBlocks = Pick<SearchIndexEntry, "blockSize" | "blocks">

/**
 * Each term, with the numbers of the species that hold it [in a name, in their description], each as
 * gaps from the number before. A species is listed in the name tier once for each of its names that
 * holds the term (a gap of 0 repeats it): "bee" is in three of the honey bee's names.
 */
export type TermChunk = Record<string, [number[], number[]]>

/** Terms written backwards ("tenroh" for "hornet"), in order. */
export type EndingChunk = string[]

/** [path, common name, scientific name, safety level, order]: a species in a record block. */
export type RecordBlock = Array<[string, string, string, string, string]>

/**
 * 64 species a block: at 10,000 species the entry names 157 blocks, and twenty results spread over
 * the alphabet fetch at most twenty blocks of about 1.5 KB each.
 */
export const BLOCK_SIZE = 64

/**
 * A chunk's size, as JSON, before the next term starts another (a term is never cut, so one that many
 * species share may make a chunk of its own larger than this). Chunks stay this size however many
 * species the guide has; docs/search.md has the bytes a search fetches at 10,000 species.
 */
export const CHUNK_BYTES = 16 * 1024

/**
 * Chunks or blocks a directory names: at 10,000 species a language has some 300 term chunks, 150
 * ending chunks and 160 blocks, so its entry names about 20 directories, each about 1 KB.
 */
export const DIRECTORY_SIZE = 32

/** Where the index is served, inside public/. */
export const SEARCH_DIR = "search"

/** The files the entries name, folder of their own: the host caches them for a year (host-headers.ts). */
export const SEARCH_FILES_PATH = `/${SEARCH_DIR}/files/`

export function searchEntryPath(language: string): string {
  return `/${SEARCH_DIR}/${language}.json`
}

export function searchFilePath(name: string): string {
  return `${SEARCH_FILES_PATH}${name}.json`
}

/** A term's tiers: its species that hold it in a name, and those that hold it only in their description. */
export const NAME = 0
export const DESCRIPTION = 1

/** A term written backwards, as the ending chunks hold it. */
export const reversed = (text: string) => [...text].reverse().join("")

/** Cuts `entries` (in order, with their sizes as JSON) into runs of about `bytes`; each run's first key and file. */
function chunked<T>(entries: Array<[string, T, number]>, bytes: number, write: (run: Array<[string, T]>) => string) {
  const chunks: Array<[string, string]> = []
  let run: Array<[string, T]> = []
  let size = 0
  for (const [key, value, entrySize] of entries) {
    if (run.length > 0 && size + entrySize > bytes) {
      chunks.push([run[0]![0], write(run)])
      ;[run, size] = [[], 0]
    }
    run.push([key, value])
    size += entrySize
  }
  if (run.length > 0) chunks.push([run[0]![0], write(run)])
  return chunks
}

/** `items` cut into runs of DIRECTORY_SIZE: what each directory names. */
function directoryRuns<T>(items: readonly T[]): T[][] {
  const runs: T[][] = []
  for (let start = 0; start < items.length; start += DIRECTORY_SIZE)
    runs.push(items.slice(start, start + DIRECTORY_SIZE))
  return runs
}

const gapsOf = (numbers: readonly number[]) =>
  numbers.map((number, index) => (index === 0 ? number : number - numbers[index - 1]!))

/**
 * One language's index from its species, listed in the order the guide shows them. `nameOf` names a
 * file by its text (the build hashes it). Returns the entry and the files it names.
 */
export function searchIndexFiles(
  species: readonly IndexedSpecies[],
  analyzer: Analyzer,
  nameOf: (text: string) => string,
  chunkBytes = CHUNK_BYTES,
): { entry: SearchIndexEntry; files: Map<string, string> } {
  const files = new Map<string, string>()
  const file = (text: string) => {
    const name = nameOf(text)
    files.set(name, text)
    return name
  }
  const blocks: string[] = []
  for (let start = 0; start < species.length; start += BLOCK_SIZE) {
    const block: RecordBlock = species
      .slice(start, start + BLOCK_SIZE)
      .map(({ path, commonName, scientificName, level, order }) => [path, commonName, scientificName, level, order])
    blocks.push(file(JSON.stringify(block)))
  }
  // Each term's species, in ascending order (species are visited in order), by tier.
  const postings = new Map<string, [number[], number[]]>()
  species.forEach(({ commonName, scientificName, otherNames, description }, number) => {
    const namesHolding = new Map<string, number>()
    for (const name of [commonName, scientificName, ...otherNames]) {
      for (const term of new Set(nameTerms(name, analyzer))) namesHolding.set(term, (namesHolding.get(term) ?? 0) + 1)
    }
    const described = new Set(description.flatMap((text) => textTerms(text, analyzer)))
    const listsOf = (term: string) => {
      let lists = postings.get(term)
      if (!lists) postings.set(term, (lists = [[], []]))
      return lists
    }
    for (const [term, count] of namesHolding) listsOf(term)[NAME].push(...Array<number>(count).fill(number))
    for (const term of described) if (!namesHolding.has(term)) listsOf(term)[DESCRIPTION].push(number)
  })
  const terms = [...postings.keys()].sort()
  const chunks = chunked(
    terms.map((term) => {
      const [named, described] = postings.get(term)!
      const value: [number[], number[]] = [gapsOf(named), gapsOf(described)]
      return [term, value, term.length + JSON.stringify(value).length + 4]
    }),
    chunkBytes,
    (run) => file(JSON.stringify(Object.fromEntries(run))),
  )
  const endings = chunked(
    terms
      .map(reversed)
      .sort()
      .map((backwards) => [backwards, null, backwards.length + 3]),
    chunkBytes,
    (run) => file(JSON.stringify(run.map(([backwards]) => backwards))),
  )
  const entry: SearchIndexEntry = {
    species: species.length,
    blockSize: BLOCK_SIZE,
    blocks: directoryRuns(blocks).map((run) => file(JSON.stringify(run))),
    chunks: directoryRuns(chunks).map((run) => [run[0]![0], file(JSON.stringify(run))]),
    endings: directoryRuns(endings).map((run) => [run[0]![0], file(JSON.stringify(run))]),
  }
  return { entry, files }
}
