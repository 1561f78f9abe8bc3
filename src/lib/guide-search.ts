/**
 * The guide's search index: the species' names, in each language, in files small enough that a
 * first search fetches only what its words need. The build writes it (src/node/host/search-index.ts)
 * and the guide's search field reads it (src/hooks/useGuideSearch.ts), both through this module.
 *
 * One language's index is an entry file, /search/<language>.json, naming the files it is made of:
 * - word chunks: every word of the names, in order, cut into runs of about CHUNK_BYTES, each word
 *   with the species whose names hold it;
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
  /** Each word chunk's first word and file name, in the words' order (chunksFor). */
  chunks: Array<[string, string]>
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

/**
 * A word chunk's size, as JSON, before the next word starts another (a word is never cut, so a word
 * that many species share may make a chunk of its own larger than this). Chunks stay this size
 * however many species the guide has: a word is looked up in one chunk, or two where it falls at
 * the end of one, and a query of a letter or two in the chunks of the words that begin with it.
 */
export const CHUNK_BYTES = 16 * 1024

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

/** The chunk that would hold `word`, given each chunk's first word: the last that starts at or before it. */
function chunkHolding(word: string, firsts: readonly string[]): number {
  let [low, high] = [0, firsts.length - 1]
  while (low < high) {
    const middle = Math.ceil((low + high) / 2)
    if (firsts[middle]! <= word) low = middle
    else high = middle - 1
  }
  return low
}

/**
 * The chunks a query word's matches can be in, by number, given each chunk's first word: those
 * that hold the words it begins (they follow one another in the words' order, from where the query
 * word itself would be to before the first word it no longer begins), and those that hold the
 * words it is with an ending.
 */
export function chunksFor(queryWord: string, firsts: readonly string[]): number[] {
  if (firsts.length === 0) return []
  const needed = new Set<number>()
  const start = chunkHolding(queryWord, firsts)
  // U+FFFF sorts after every character a word can hold: every word that begins with the query word comes before this.
  const pastTheWords = `${queryWord}\uffff`
  for (let chunk = start; chunk < firsts.length && (chunk === start || firsts[chunk]! < pastTheWords); chunk++) {
    needed.add(chunk)
  }
  for (let cut = 1; cut <= ENDING_LETTERS; cut++) {
    const shorter = queryWord.slice(0, -cut)
    if (shorter.length >= MIN_ENDING_BASE) needed.add(chunkHolding(shorter, firsts))
  }
  return [...needed].sort((a, b) => a - b)
}

/**
 * One language's index from its species, listed in the order the guide shows them. `nameOf` names
 * a file by its text (the build hashes it). Returns the entry and the files it names.
 */
export function searchIndexFiles(
  species: readonly SearchedSpecies[],
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
      .map(({ path, commonName, scientificName, level }) => [path, commonName, scientificName, level])
    blocks.push(file(JSON.stringify(block)))
  }
  // Each word's species, in ascending order (species are visited in order).
  const numbersOf = new Map<string, number[]>()
  species.forEach(({ commonName, scientificName }, number) => {
    for (const word of new Set(searchWords(`${commonName} ${scientificName}`))) {
      const numbers = numbersOf.get(word)
      if (numbers) numbers.push(number)
      else numbersOf.set(word, [number])
    }
  })
  const chunks: Array<[string, string]> = []
  let run: WordChunk = {}
  let [first, bytes] = ["", 0]
  for (const word of [...numbersOf.keys()].sort()) {
    const numbers = numbersOf.get(word)!
    const gaps = numbers.map((number, index) => (index === 0 ? number : number - numbers[index - 1]!))
    const size = word.length + JSON.stringify(gaps).length + 4
    if (bytes > 0 && bytes + size > chunkBytes) {
      chunks.push([first, file(JSON.stringify(run))])
      ;[run, bytes] = [{}, 0]
    }
    if (bytes === 0) first = word
    run[word] = gaps
    bytes += size
  }
  if (bytes > 0) chunks.push([first, file(JSON.stringify(run))])
  return { entry: { species: species.length, blockSize: BLOCK_SIZE, blocks, chunks }, files }
}

/**
 * Up to how many letters a query word may have beyond a name's word and still find it: plurals and
 * inflections ("wasps" finds "Wasp", "Hornissen" "Hornisse", "avispas" "avispa"), in place of the
 * stemming of a search engine.
 */
const ENDING_LETTERS = 2
/** The shortest word an ending is taken off to find ("bees" finds "bee"; "as" does not find "a"). */
const MIN_ENDING_BASE = 3

/** Whether a query word finds a name's word: it begins it, or it is the word with an ending. */
function finds(queryWord: string, word: string): boolean {
  if (word.startsWith(queryWord)) return true
  return (
    word.length >= MIN_ENDING_BASE && queryWord.length - word.length <= ENDING_LETTERS && queryWord.startsWith(word)
  )
}

/**
 * The species that match every word of a query, best first. A query word finds a name's word it
 * begins ("horn" finds "Hornet") or that it is with an ending ("hornets"); a species whose words
 * equal the query's come before the others, and species that match as well stay in the guide's order.
 * `words` holds the words of the chunks the query's words need (chunksFor), merged.
 */
export function matchingSpecies(queryWords: readonly string[], words: Readonly<WordChunk>): number[] {
  if (queryWords.length === 0) return []
  let scores: Map<number, number> | null = null
  for (const queryWord of new Set(queryWords)) {
    const matched = new Map<number, number>()
    for (const [word, gaps] of Object.entries(words)) {
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

/** Reads one of the index's files by its path on the site, and parses it. */
export type ReadIndexFile = (path: string) => Promise<unknown>

/**
 * A search of one language's index: how many species match `query`, and the first `shown` of them,
 * best first. Reads the entry file, the chunks the query's words need (chunksFor) and the blocks
 * that hold the species shown, through `read` (which the guide's search field caches).
 */
export async function searchIndex(
  language: string,
  query: string,
  read: ReadIndexFile,
  shown: number,
): Promise<{ count: number; results: SearchedSpecies[] }> {
  const entry = (await read(searchEntryPath(language))) as SearchIndexEntry
  const words = searchWords(query)
  const firsts = entry.chunks.map(([first]) => first)
  const needed = [...new Set(words.flatMap((word) => chunksFor(word, firsts)))]
  const chunks = await Promise.all(needed.map((chunk) => read(searchFilePath(entry.chunks[chunk]![1]))))
  const found = matchingSpecies(words, Object.assign({}, ...chunks) as WordChunk)
  const blockOf = (number: number) => Math.floor(number / entry.blockSize)
  const numbers = found.slice(0, shown)
  const blocks = new Map(
    await Promise.all(
      [...new Set(numbers.map(blockOf))].map(
        async (block) => [block, (await read(searchFilePath(entry.blocks[block]!))) as RecordBlock] as const,
      ),
    ),
  )
  const results = numbers.map((number) => {
    const [path, commonName, scientificName, level] = blocks.get(blockOf(number))![number % entry.blockSize]!
    return { path, commonName, scientificName, level }
  })
  return { count: found.length, results }
}
