/**
 * A search of the guide's index (search-index-files.ts says what its files hold): the words of a
 * query, as terms (search-terms.ts), looked up in the chunks that hold them, the species scored by
 * how well and where each word matched, and the best of them read from their record blocks.
 */
import { queryWords, withinOneEdit, type Analyzer, type QueryWord } from "./search-terms"
import {
  DIRECTORY_SIZE,
  NAME,
  reversed,
  searchEntryPath,
  searchFilePath,
  type BlockDirectory,
  type ChunkDirectory,
  type RecordBlock,
  type RecordBlocks,
  type SearchIndexEntry,
  type SearchedSpecies,
  type TermChunk,
  type EndingChunk,
} from "./search-index-files"

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
 * What each further name holding the term adds to a name match, and after how many names it adds no
 * more: enough to put the species called "bee" three ways before one called so once, never enough to
 * lift a term the word only begins (PREFIX) over one it is (EXACT).
 */
const NAMES_BONUS = 0.1
const NAMES_COUNTED = 3

/**
 * Each species' score for a word, by number (0 where the word does not find it): its best term's
 * strength times its tier's weight, a name match a little more for each further name that holds
 * the term (NAMES_BONUS). Typed arrays, not maps: with maps, scoring a word found in every name of
 * 10,000 species was most of a first search's time (docs/search.md).
 */
function speciesScores(terms: Array<[string, number, TermChunk[string]]>, speciesCount: number): Float64Array {
  const scores = new Float64Array(speciesCount)
  for (const [, strength, lists] of terms) {
    lists.forEach((gaps, tier) => {
      const score = strength * TIER_WEIGHT[tier as 0 | 1]
      let number = 0
      let repeats = 0
      for (let index = 0; index < gaps.length; index++) {
        repeats = index > 0 && gaps[index] === 0 ? repeats + 1 : 0
        number = index === 0 ? gaps[0]! : number + gaps[index]!
        const scored = score * (1 + NAMES_BONUS * Math.min(repeats, NAMES_COUNTED - 1))
        if (scores[number]! < scored) scores[number] = scored
      }
    })
  }
  return scores
}

/** How many words' scores a page's search keeps (wordScores): the words of a visitor's last few searches. */
const KEPT_WORDS = 32

/** Each reader's words' scores (wordScores), by word: a page's search field has one reader. */
const scoresByReader = new WeakMap<ReadIndexFile, Map<string, Promise<Float64Array>>>()

/**
 * A word's scores (speciesScores) in the index `read` reads, each word scored once while the reader
 * lasts: a word the visitor finished typing is scored while they type the next (readAhead), and the
 * search after the last keystroke only scores the last word.
 */
function wordScores(word: QueryWord, { entry, index, compounding, read }: LanguageIndex) {
  let kept = scoresByReader.get(read)
  if (!kept) scoresByReader.set(read, (kept = new Map()))
  const key = `${word.term} ${word.surface}`
  const scores =
    kept.get(key) ?? termsFound(word, index, compounding).then((terms) => speciesScores(terms, entry.species))
  // Newest last, so that the first is the one to drop.
  kept.delete(key)
  kept.set(key, scores)
  if (kept.size > KEPT_WORDS) kept.delete(kept.keys().next().value!)
  return scores
}

/** A word held by at most one species in this many is distinctive: a word of a name it is counts (rankSpecies). */
const DISTINCTIVE_SHARE = 10

/**
 * How many of a query's words a species must match to be found: every one of one or two words ("hornet
 * euro"); of more, two in three, since a visitor describing what they saw may use a word the page
 * does not ("black yellow striped" where the page says "stripes").
 */
const wordsToMatch = (words: number) => (words <= 2 ? words : Math.ceil((words * 2) / 3))

/**
 * The species a query's words find, given each word's scores (speciesScores) and which words are
 * general (a species need not hold them: QueryWord): those that match enough of the other words
 * (wordsToMatch), or, when none does, those found by any; how many, and the first `shown` of them,
 * best first: by how many words they match (a distinctive word of a name counting one more), then by
 * their scores' sum, each word's weighed by how few species hold it, ties in the guide's order.
 */
export function rankSpecies(
  perWord: readonly Float64Array[],
  shown: number,
  general: readonly boolean[] = [],
): { count: number; best: number[] } {
  const speciesCount = perWord[0]?.length ?? 0
  const required = new Uint8Array(speciesCount)
  const named = new Uint8Array(speciesCount)
  const totals = new Float64Array(speciesCount)
  perWord.forEach((scores, word) => {
    // A word few species hold says more of which one the visitor saw ("Blumenerde" more than "schwarz").
    let holding = 0
    for (let number = 0; number < speciesCount; number++) if (scores[number]! > 0) holding++
    const rarity = Math.log(1 + speciesCount / Math.max(holding, 1))
    const distinctive = !general[word] && holding * DISTINCTIVE_SHARE <= speciesCount
    for (let number = 0; number < speciesCount; number++) {
      if (scores[number]! > 0) {
        if (!general[word]) required[number]! += 1
        totals[number]! += scores[number]! * rarity
        if (distinctive && scores[number]! >= EXACT * TIER_WEIGHT[NAME]) named[number] = 1
      }
    }
  })
  const needed = wordsToMatch(perWord.length - general.filter(Boolean).length)
  const least = required.some((matched) => matched >= needed) ? needed : 1
  // A distinctive word that is a word of its name weighs as one more word matched: "hovers in front of
  // flowers like a hummingbird" finds the hummingbird hawk-moth before the hawk-moths whose pages say
  // each of those words. A word many species hold does not ("schwarz", "Schwarze Wegameise"), nor a
  // name the word only begins ("gelb", "Gelbfüßige Bodentermite").
  const weight = (number: number) => required[number]! + named[number]!
  const better = (a: number, b: number) => weight(a) - weight(b) || totals[a]! - totals[b]! || b - a
  // The best `shown` so far, best first: species come in the guide's order, so an equal one never displaces.
  const best: number[] = []
  let count = 0
  for (let number = 0; number < speciesCount; number++) {
    if (required[number]! < least) continue
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

/** A language's index as a query's words are looked up in it. */
interface LanguageIndex {
  entry: SearchIndexEntry
  index: IndexReader
  compounding: boolean
  read: ReadIndexFile
}

/** The index of the analyzer's language, from its entry. */
async function languageIndex(analyzer: Analyzer, read: ReadIndexFile): Promise<LanguageIndex> {
  const entry = (await read(searchEntryPath(analyzer.language))) as SearchIndexEntry
  const compounding = COMPOUNDING.has(analyzer.language.split("-")[0]!)
  return { entry, index: new IndexReader(entry, read), compounding, read }
}

/**
 * Does, while the visitor still types `query`, what its search will need that can be known before the
 * last keystroke: reads the entry, scores each word the visitor has finished (one followed by another,
 * or by a space; wordScores keeps the scores), and reads the directory and chunk where the word being
 * typed would sit once it has MIN_BASE letters, which hold the words it is becoming ("cate" sits
 * where "caterpillar" does; a shorter beginning sits among other words, and reading its chunk would
 * mostly be wasted). The search after the debounce then finds them done instead of waiting for them
 * one round trip after another. The records' directories are not read ahead: a first search needs one
 * or two of them, and reading them all cost more than it saved at 4x CPU (docs/search.md). `read`
 * must be a cachedReader.
 */
export async function readAhead(query: string, analyzer: Analyzer, read: ReadIndexFile): Promise<void> {
  const language = await languageIndex(analyzer, read)
  const words = queryWords(query, analyzer)
  const typing = /\s$/.test(query) ? undefined : words.pop()
  await Promise.all([
    ...words.map((word) => wordScores(word, language)),
    typing && typing.term.length >= MIN_BASE ? language.index.postings([typing.term, typing.surface]) : undefined,
  ])
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
  const language = await languageIndex(analyzer, read)
  const words = queryWords(query, analyzer)
  if (words.length === 0) return { count: 0, results: [] }
  const perWord = await Promise.all(words.map((word) => wordScores(word, language)))
  const { count, best } = rankSpecies(
    perWord,
    shown,
    words.map(({ general }) => general),
  )
  return { count, results: await readRecords(best, language.entry, read) }
}
