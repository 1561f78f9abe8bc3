/**
 * The guide's search index: the species' names, in each language, in files small enough that a
 * first search fetches only what its words need. The build writes it (src/node/host/search-index.ts)
 * and the guide's search field reads it (src/hooks/useGuideSearch.ts), both through this module.
 *
 * One language's index is an entry file, /search/<language>.json, naming the files it is made of:
 * - word chunks, one per first character of a word: each word with the species whose names hold it;
 * - record blocks of BLOCK_SIZE species, in the order the guide's index lists them (A to Z as the
 *   language sorts them): each species' path, names and safety level, to show it as a result.
 * Those files are named by their content (/search/files/<hash>.json), so a host may cache them for
 * good, and a build that changes one species' name changes one chunk or two and one block.
 */

/** A species as a search finds and shows it. */
export interface SearchedSpecies {
  path: string
  commonName: string
  scientificName: string
  level: string
}

/** One language's entry file. */
export interface SearchIndexEntry {
  /** How many species the language has. */
  species: number
  /** How many species each record block holds (the last may hold fewer). */
  blockSize: number
  /** The record blocks' file names, in order: species `n` is in block `n / blockSize`. */
  blocks: string[]
  /** The word chunks' file names, by the first character of their words. */
  chunks: Record<string, string>
}

/** Each word, with the numbers of the species that hold it, as gaps from the number before. */
export type WordChunk = Record<string, number[]>

/** [path, common name, scientific name, safety level]: a species in a record block. */
export type RecordBlock = Array<[string, string, string, string]>

/**
 * 64 species a block: at 10,000 species the entry names 157 blocks (about 2 KB sent), and twenty
 * results spread over the alphabet fetch at most twenty blocks of about 1.5 KB each.
 */
export const BLOCK_SIZE = 64

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

/**
 * The words a name is found by, and a query searched for: lower case, without accents ("común" is
 * found by "comun"), ß as ss, split at anything that is not a letter or a digit ("Seven-spot" is
 * "seven" and "spot"). The same on both sides, so what a visitor types matches what was indexed.
 */
export function searchWords(text: string): string[] {
  const plain = text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
  return plain.match(/[\p{L}\p{N}]+/gu) ?? []
}

/** The chunk that holds a word: its first character. */
export function chunkKeyOf(word: string): string {
  return String.fromCodePoint(word.codePointAt(0) ?? 0)
}

/**
 * One language's index from its species, listed in the order the guide shows them. `nameOf` names
 * a file by its text (the build hashes it). Returns the entry and the files it names.
 */
export function searchIndexFiles(
  species: readonly SearchedSpecies[],
  nameOf: (text: string) => string,
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
      .map(({ path, commonName, scientificName, level }) => [path, commonName, scientificName, level])
    blocks.push(file(JSON.stringify(block)))
  }
  // Words by chunk, each word's species in ascending order (species are visited in order).
  const byChunk = new Map<string, Map<string, number[]>>()
  species.forEach(({ commonName, scientificName }, number) => {
    for (const word of new Set(searchWords(`${commonName} ${scientificName}`))) {
      const key = chunkKeyOf(word)
      const words = byChunk.get(key) ?? new Map<string, number[]>()
      byChunk.set(key, words)
      const numbers = words.get(word)
      if (numbers) numbers.push(number)
      else words.set(word, [number])
    }
  })
  const chunks: Record<string, string> = {}
  for (const key of [...byChunk.keys()].sort()) {
    const words = byChunk.get(key)!
    const chunk: WordChunk = {}
    for (const word of [...words.keys()].sort()) {
      const numbers = words.get(word)!
      chunk[word] = numbers.map((number, index) => (index === 0 ? number : number - numbers[index - 1]!))
    }
    chunks[key] = file(JSON.stringify(chunk))
  }
  return { entry: { species: species.length, blockSize: BLOCK_SIZE, blocks, chunks }, files }
}

/**
 * Up to how many letters a query word may have beyond a name's word and still find it: plurals and
 * inflections ("wasps" finds "Wasp", "Hornissen" "Hornisse", "avispas" "avispa"), in place of the
 * stemming of a search engine.
 */
const ENDING_LETTERS = 2

/** Whether a query word finds a name's word: it begins it, or it is the word with an ending. */
function finds(queryWord: string, word: string): boolean {
  if (word.startsWith(queryWord)) return true
  return word.length >= 3 && queryWord.length - word.length <= ENDING_LETTERS && queryWord.startsWith(word)
}

/**
 * The species that match every word of a query, best first. A query word finds a name's word it
 * begins ("horn" finds "Hornet") or that it is with an ending ("hornets"); a species whose words
 * equal the query's come before the others, and species that match as well stay in the guide's order.
 * `chunks` holds the chunk of each query word's first character (a chunk that does not exist: {}).
 */
export function matchingSpecies(queryWords: readonly string[], chunks: Readonly<Record<string, WordChunk>>): number[] {
  if (queryWords.length === 0) return []
  let scores: Map<number, number> | null = null
  for (const queryWord of new Set(queryWords)) {
    const matched = new Map<number, number>()
    for (const [word, gaps] of Object.entries(chunks[chunkKeyOf(queryWord)] ?? {})) {
      if (!finds(queryWord, word)) continue
      const score = word === queryWord ? 2 : 1
      let number = 0
      gaps.forEach((gap, index) => {
        number = index === 0 ? gap : number + gap
        if ((matched.get(number) ?? 0) < score) matched.set(number, score)
      })
    }
    if (scores === null) scores = matched
    else {
      const before: Map<number, number> = scores
      scores = new Map([...matched].filter(([number]) => before.has(number)).map(([n, s]) => [n, s + before.get(n)!]))
    }
    if (scores.size === 0) return []
  }
  return [...scores!].sort(([a, scoreA], [b, scoreB]) => scoreB - scoreA || a - b).map(([number]) => number)
}
