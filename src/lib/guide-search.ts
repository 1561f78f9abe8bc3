/**
 * The guide's search index: in each language, every species' names (its own, its scientific name
 * and the other names people call it by) and the words of what its page says (features, behaviour,
 * habitats, diet, safety), as terms (search-terms.ts), in files small enough that a search fetches
 * only what its words need. The build writes it (src/node/host/search-index.ts) and the guide's
 * search field reads it (src/hooks/useGuideSearch.ts), both through this module.
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
import { nameTerms, queryWords, textTerms, withinOneEdit, type Analyzer, type QueryWord } from "./search-terms"

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

/** Each term, with the numbers of the species that hold it [in a name, in their description], each as gaps from the number before. */
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

const NAME = 0
const DESCRIPTION = 1

/** How well a term matches a word typed: the species' score for the word is this times its tier's weight. */
const EXACT = 4
/** The word begins the term ("horn" and "hornet"). */
const PREFIX = 3
/** The word ends the term: a compound's last part. */
const PART = 2
/** The term is one edit from the word, or the word is the term with an ending the stemmer left ("hummeln", "hummel"). */
const NEARBY = 1
/** A name's match outweighs any description's: "a name match comes before a description match". */
const TIER_WEIGHT = [100, 1] as const

/** Up to how many letters a stem left on a word may make it longer than a term and still find it. */
const ENDING_LETTERS = 2
/** The shortest term a longer word finds by its ending, and the shortest word that finds the compounds it ends. */
const MIN_BASE = 4
/** The shortest word forgiven a wrong, missing, extra or swapped letter. */
const MIN_FORGIVEN = 5
/**
 * Languages that write a thing's kind as the last part of one word ("Eichenprozessionsspinner"): a
 * word is looked up at the ends of terms too. Elsewhere that lookup waits for a word that finds
 * nothing as typed, and a first search fetches one chunk less (docs/search.md).
 */
const COMPOUNDING = new Set(["de", "nl", "sv", "da", "nb", "nn", "no", "fi"])

const reversed = (text: string) => [...text].reverse().join("")

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
    const names = new Set([commonName, scientificName, ...otherNames].flatMap((name) => nameTerms(name, analyzer)))
    const described = new Set(description.flatMap((text) => textTerms(text, analyzer)))
    for (const [terms, tier] of [[names, NAME] as const, [described, DESCRIPTION] as const]) {
      for (const term of terms) {
        if (tier === DESCRIPTION && names.has(term)) continue
        let lists = postings.get(term)
        if (!lists) postings.set(term, (lists = [[], []]))
        lists[tier].push(number)
      }
    }
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

/** The chunk that would hold `key`, given each chunk's first key: the last that starts at or before it. */
function chunkHolding(key: string, firsts: readonly string[]): number {
  let [low, high] = [0, firsts.length - 1]
  while (low < high) {
    const middle = Math.ceil((low + high) / 2)
    if (firsts[middle]! <= key) low = middle
    else high = middle - 1
  }
  return low
}

/**
 * The chunks that hold the keys that begin with `start`, by number, given each chunk's first key:
 * they follow one another, from where `start` itself would be to before the first key it no longer begins.
 */
export function chunksBeginning(start: string, firsts: readonly string[]): number[] {
  if (firsts.length === 0) return []
  const first = chunkHolding(start, firsts)
  // U+FFFF sorts after every character a key can hold: every key that begins with `start` comes before this.
  const past = `${start}\uffff`
  const numbers = [first]
  for (let chunk = first + 1; chunk < firsts.length && firsts[chunk]! < past; chunk++) numbers.push(chunk)
  return numbers
}

/** Reads one of the index's files by its path on the site, and parses it. */
export type ReadIndexFile = (path: string) => Promise<unknown>

const firstsOf = (chunks: ChunkDirectory) => chunks.map(([first]) => first)

/** Chunks listed in directories (SearchIndexEntry.chunks, .endings): each directory read when a key first needs it. */
class ChunksByKey {
  private readonly firsts: string[]

  constructor(
    private readonly directories: ChunkDirectory,
    private readonly read: ReadIndexFile,
  ) {
    this.firsts = firstsOf(directories)
  }

  /** The chunks the directories numbered `numbers` name, in order: a run of the whole list. */
  private async listed(numbers: readonly number[]): Promise<ChunkDirectory> {
    const read = numbers.map((n) => this.read(searchFilePath(this.directories[n]![1])) as Promise<ChunkDirectory>)
    return (await Promise.all(read)).flat()
  }

  /** The files of the chunks that hold the keys beginning with `start`. */
  async beginning(start: string): Promise<string[]> {
    if (this.firsts.length === 0) return []
    const run = await this.listed(chunksBeginning(start, this.firsts))
    return chunksBeginning(start, firstsOf(run)).map((n) => run[n]![1])
  }

  /** The files of the chunks that would hold `keys`. */
  async holding(keys: readonly string[]): Promise<string[]> {
    if (this.firsts.length === 0) return []
    // Keys in one directory read it once.
    const runs = new Map<number, Promise<ChunkDirectory>>()
    return Promise.all(
      keys.map(async (key) => {
        const directory = chunkHolding(key, this.firsts)
        if (!runs.has(directory)) runs.set(directory, this.listed([directory]))
        const run = await runs.get(directory)!
        return run[chunkHolding(key, firstsOf(run))]![1]
      }),
    )
  }
}

/** One language's index as a search reads it: each directory and chunk fetched when a word first needs it. */
class IndexReader {
  private readonly terms: ChunksByKey
  private readonly endings: ChunksByKey

  constructor(
    entry: SearchIndexEntry,
    private readonly read: ReadIndexFile,
  ) {
    this.terms = new ChunksByKey(entry.chunks, read)
    this.endings = new ChunksByKey(entry.endings, read)
  }

  private async chunks(files: Iterable<string>): Promise<TermChunk> {
    const read = [...new Set(files)].map((name) => this.read(searchFilePath(name)))
    return Object.assign({}, ...(await Promise.all(read))) as TermChunk
  }

  /** The terms that begin with `start`, and their species. */
  async beginning(start: string): Promise<TermChunk> {
    const found = await this.chunks(await this.terms.beginning(start))
    return Object.fromEntries(Object.entries(found).filter(([term]) => term.startsWith(start)))
  }

  /** The terms, of those named, that the index has, and their species. */
  async postings(terms: readonly string[]): Promise<TermChunk> {
    const found = await this.chunks(await this.terms.holding(terms))
    return Object.fromEntries(terms.filter((term) => term in found).map((term) => [term, found[term]!]))
  }

  /** The terms that end with `end`. */
  async ending(end: string): Promise<string[]> {
    const backwards = reversed(end)
    const files = await this.endings.beginning(backwards)
    const lists = (await Promise.all(files.map((name) => this.read(searchFilePath(name))))) as EndingChunk[]
    return lists
      .flat()
      .filter((term) => term.startsWith(backwards))
      .map(reversed)
  }
}

/**
 * The records of the species numbered `numbers` (in the guide's order), in that order, from the
 * blocks that hold them and the directories that name those blocks. The search and the key show
 * their results with it.
 */
export async function readRecords(
  numbers: readonly number[],
  { blockSize, blocks }: RecordBlocks,
  read: ReadIndexFile,
): Promise<SearchedSpecies[]> {
  const blockOf = (number: number) => Math.floor(number / blockSize)
  const wanted = [...new Set(numbers.map(blockOf))]
  const directories = new Map(
    await Promise.all(
      [...new Set(wanted.map((block) => Math.floor(block / DIRECTORY_SIZE)))].map(
        async (directory) => [directory, (await read(searchFilePath(blocks[directory]!))) as BlockDirectory] as const,
      ),
    ),
  )
  const recordBlocks = new Map(
    await Promise.all(
      wanted.map(async (block) => {
        const name = directories.get(Math.floor(block / DIRECTORY_SIZE))![block % DIRECTORY_SIZE]!
        return [block, (await read(searchFilePath(name))) as RecordBlock] as const
      }),
    ),
  )
  return numbers.map((number) => {
    const [path, commonName, scientificName, level, order] = recordBlocks.get(blockOf(number))![number % blockSize]!
    return { path, commonName, scientificName, level, order }
  })
}

/** The terms a word finds, each with how well it matches (EXACT to NEARBY), and their species. */
async function termsFound(
  word: QueryWord,
  index: IndexReader,
  compounding: boolean,
): Promise<Array<[string, number, TermChunk[string]]>> {
  const { term } = word
  const shorter = Array.from({ length: ENDING_LETTERS }, (_, cut) => term.slice(0, -(cut + 1))).filter(
    (base) => base.length >= MIN_BASE,
  )
  // A word still being typed begins its terms as typed, and its stem may not ("lady" is "ladi").
  const [begun, begunAsTyped, bases, endedBy] = await Promise.all([
    index.beginning(term),
    word.surface === term ? Promise.resolve({}) : index.beginning(word.surface),
    index.postings(shorter),
    compounding && term.length >= MIN_BASE ? index.ending(term) : Promise.resolve([]),
  ])
  Object.assign(begun, begunAsTyped)
  const found = new Map<string, number>()
  for (const begins of Object.keys(begun)) found.set(begins, begins === term ? EXACT : PREFIX)
  for (const whole of endedBy) if (!found.has(whole)) found.set(whole, PART)
  for (const base of Object.keys(bases)) if (!found.has(base)) found.set(base, NEARBY)
  // A word that begins no term may be misspelled ("hornit" begins none, though "horn" is in it).
  if (found.size === Object.keys(bases).length && term.length >= MIN_FORGIVEN) {
    // One edit leaves the word's first or last `kept` letters as they were (a swap touches two).
    const kept = Math.max(2, Math.ceil((term.length - 2) / 2))
    const [near, nearEnds] = await Promise.all([index.beginning(term.slice(0, kept)), index.ending(term.slice(-kept))])
    for (const candidate of [...Object.keys(near), ...nearEnds]) {
      if (withinOneEdit(term, candidate) || withinOneEdit(word.surface, candidate)) found.set(candidate, NEARBY)
    }
  }
  const postings = { ...bases, ...begun, ...(await index.postings([...found.keys()].filter((t) => !(t in begun)))) }
  return [...found].filter(([t]) => t in postings).map(([t, strength]) => [t, strength, postings[t]!])
}

/**
 * Each species' score for a word, by number (0 where the word does not find it): its best term's
 * strength times its tier's weight. Typed arrays, not maps: a word in every name of 10,000 species
 * scored them in 60-110 ms at 4x CPU, most of a first search's time (docs/search.md).
 */
function speciesScores(terms: Array<[string, number, TermChunk[string]]>, speciesCount: number): Float64Array {
  const scores = new Float64Array(speciesCount)
  for (const [, strength, lists] of terms) {
    lists.forEach((gaps, tier) => {
      const score = strength * TIER_WEIGHT[tier as 0 | 1]
      let number = 0
      for (let index = 0; index < gaps.length; index++) {
        number = index === 0 ? gaps[0]! : number + gaps[index]!
        if (scores[number]! < score) scores[number] = score
      }
    })
  }
  return scores
}

/**
 * How many of a query's words a species must match to be found: every one of one or two words ("hornet
 * euro"); of more, two in three, since a visitor describing what they saw may use a word the page
 * does not ("black yellow striped" where the page says "stripes").
 */
const wordsToMatch = (words: number) => (words <= 2 ? words : Math.ceil((words * 2) / 3))

/**
 * The species a query's words find, given each word's scores (speciesScores): those that match
 * enough of the words (wordsToMatch), or, when none does, those found by any; how many, and the
 * first `shown` of them, best first: by how many words they match, then by their scores' sum, ties
 * in the guide's order.
 */
export function rankSpecies(perWord: readonly Float64Array[], shown: number): { count: number; best: number[] } {
  const speciesCount = perWord[0]?.length ?? 0
  const words = new Uint8Array(speciesCount)
  const totals = new Float64Array(speciesCount)
  for (const scores of perWord) {
    for (let number = 0; number < speciesCount; number++) {
      if (scores[number]! > 0) {
        words[number]! += 1
        totals[number]! += scores[number]!
      }
    }
  }
  const needed = wordsToMatch(perWord.length)
  const least = words.some((matched) => matched >= needed) ? needed : 1
  const better = (a: number, b: number) => words[a]! - words[b]! || totals[a]! - totals[b]! || b - a
  // The best `shown` so far, best first: species come in the guide's order, so an equal one never displaces.
  const best: number[] = []
  let count = 0
  for (let number = 0; number < speciesCount; number++) {
    if (words[number]! < least) continue
    count++
    if (best.length >= shown) {
      if (shown === 0 || better(number, best[shown - 1]!) <= 0) continue
      best.pop()
    }
    let at = best.length
    while (at > 0 && better(number, best[at - 1]!) > 0) at--
    best.splice(at, 0, number)
  }
  return { count, best }
}

/**
 * A search of the index of the analyzer's language: how many species match `query`, and the first
 * `shown` of them, best first. Reads the entry file, the chunks the query's words need and the blocks that hold the
 * species shown, through `read` (which the guide's search field caches).
 */
export async function searchIndex(
  query: string,
  analyzer: Analyzer,
  read: ReadIndexFile,
  shown: number,
): Promise<{ count: number; results: SearchedSpecies[] }> {
  const entry = (await read(searchEntryPath(analyzer.language))) as SearchIndexEntry
  const words = queryWords(query, analyzer)
  if (words.length === 0) return { count: 0, results: [] }
  const index = new IndexReader(entry, read)
  const compounding = COMPOUNDING.has(analyzer.language.split("-")[0]!)
  const perWord = await Promise.all(
    words.map(async (word) => speciesScores(await termsFound(word, index, compounding), entry.species)),
  )
  const { count, best } = rankSpecies(perWord, shown)
  return { count, results: await readRecords(best, entry, read) }
}
