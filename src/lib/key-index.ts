/**
 * The identification key's index: in each language, for each answer the key offers ("shape.beetle",
 * "colour.red", "month.6"), the set of species that have it, as a bitset over the species' numbers
 * in the guide's order, one file each. A choice fetches the bitsets of the answers chosen and the
 * search's record blocks of the species it shows (guide-search.ts), never every species: at 10,000
 * species a bitset is 1.25 KB before compression. The build writes it beside the search index
 * (src/node/host/search-index.ts); the key's page reads it (src/hooks/useIdentificationKey.ts).
 */
import {
  KEY_QUESTIONS,
  answerKey,
  answeredQuestions,
  type KeyChoices,
  type KeyQuestion,
  type SpeciesAnswers,
} from "./key-traits"
import { readRecords, type ReadIndexFile } from "./guide-search"
import { SEARCH_DIR, searchFilePath, type RecordBlocks, type SearchedSpecies } from "./search-index-files"

/** The lengths of season, in months, by which exact matches are ordered when a month is chosen. */
const SEASON_TIERS = [3, 6, 9] as const
const seasonKey = (months: number) => `season.${months}`
const DANGEROUS_KEY = "level.dangerous"

/** One language's key entry file. */
export interface KeyIndexEntry {
  /** How many species the language has. */
  species: number
  /** How many species each record block holds; the blocks, and their directories, are the search's. */
  blockSize: number
  blocks: RecordBlocks["blocks"]
  /** Each answer's bitset file, by `question.answer`; an answer no species has is left out. */
  answers: Record<string, string>
  /**
   * Which species have stage rows: a bitset's first rows are the species (their adults), and a
   * species met at other stages (a caterpillar, a grub) has a row for each after them, in the
   * species' order, so that an answer's stage and month must be the same stage's. The k-th bitset
   * holds the species with more than k stages. Left out with none. Bitsets rather than a list of
   * numbers: at 10,000 species with a sixth of them met young, a list would add about 2 KB to every
   * first answer.
   */
  stages?: string[]
}

/** Each stage row's species, in row order, from the entry's `stages` bitsets. */
export function stageRowsOf(entry: Pick<KeyIndexEntry, "species" | "stages">): number[] {
  const sets = (entry.stages ?? []).map(decodeBitset)
  const stageOf: number[] = []
  for (let number = 0; number < entry.species; number++)
    for (const set of sets) if (hasBit(set, number)) stageOf.push(number)
  return stageOf
}

export function keyEntryPath(language: string): string {
  return `/${SEARCH_DIR}/${language}-key.json`
}

/** A set of species numbers as base64 of its bits, species `n` at bit `n % 8` of byte `n / 8`. */
export function encodeBitset(numbers: Iterable<number>, size: number): string {
  const bytes = new Uint8Array(Math.ceil(size / 8))
  for (const number of numbers) bytes[number >> 3]! |= 1 << (number & 7)
  let binary = ""
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

export function decodeBitset(base64: string): Uint8Array {
  const binary = atob(base64)
  const bytes = new Uint8Array(binary.length)
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index)
  return bytes
}

const hasBit = (bytes: Uint8Array, number: number) => ((bytes[number >> 3] ?? 0) & (1 << (number & 7))) !== 0

/** The species numbers of a byte's set bits, `base` being the number of its bit 0. */
function pushBits(byte: number, base: number, into: number[], limit: number) {
  for (let bit = 0; byte !== 0 && into.length < limit; bit++, byte >>= 1) if (byte & 1) into.push(base + bit)
}

/** How many exact matches the order by season and danger may bring forward from anywhere in the guide. */
const LIKELY_FIRST = 5

/** How many bits a byte has set. */
function bitCount(byte: number): number {
  let count = 0
  for (; byte !== 0; byte &= byte - 1) count++
  return count
}

/** What the key's rows are: species first, then a row per stage met, each naming its species. */
export interface KeyRows {
  species: number
  stageOf?: readonly number[]
}

/**
 * How the species fit the choices, eight rows a step: `fitting` holds, for each question answered,
 * the rows that have one of its answers (the union of the answers' bitsets). A species fits exactly
 * when its adult or one of its stages fits every question; it is a close match when none does and
 * one misses exactly one question, which it names (only when more than one question is answered).
 * Returns how many species fit exactly, and the first `shown` of each kind in the species' order;
 * with `seasons` (tiers of rows, each within the next: dangerous and met in at most 3, 6, 9 months of
 * the year, ...), the first few exact matches are the likeliest: when a month is chosen, a
 * caterpillar met only from April to July is likelier the one seen in May than one met all year. A
 * byte a step, because a choice waits for it: see docs/architecture.md, "The key".
 */
export function matchBitsets(
  fitting: ReadonlyArray<readonly [KeyQuestion, Uint8Array]>,
  rows: KeyRows,
  shown: number,
  seasons: readonly Uint8Array[] = [],
): { count: number; exact: number[]; close: Array<{ number: number; missed: KeyQuestion }> } {
  const { species: speciesCount, stageOf = [] } = rows
  const rowCount = speciesCount + stageOf.length
  const speciesBytes = Math.ceil(speciesCount / 8)
  // Species (not rows) that fit exactly, that fit by a row of each season's length, and that miss one.
  const fits = new Uint8Array(speciesBytes)
  const inSeason = seasons.map(() => new Uint8Array(speciesBytes))
  const missesOne = new Uint8Array(speciesBytes)
  const closeRow = new Map<number, number>()
  for (let index = 0; index < Math.ceil(rowCount / 8); index++) {
    // Bits missed by at least one question, and by at least two.
    let once = 0
    let twice = 0
    for (const [, bits] of fitting) {
      const missed = ~(bits[index] ?? 0) & 0xff
      twice |= once & missed
      once |= missed
    }
    const lastBits = rowCount - index * 8 < 8 ? (1 << (rowCount - index * 8)) - 1 : 0xff
    const fitsAll = ~once & lastBits
    const close = fitting.length > 1 ? once & ~twice & lastBits : 0
    const base = index * 8
    if (base + 8 <= speciesCount) {
      fits[index] = fitsAll
      seasons.forEach((season, tier) => (inSeason[tier]![index] = fitsAll & (season[index] ?? 0)))
      missesOne[index] = close
      continue
    }
    // A byte holding stage rows: each of its rows to its species.
    for (let bit = 0; bit < 8; bit++) {
      const row = base + bit
      if (row >= rowCount) break
      const number = row < speciesCount ? row : stageOf[row - speciesCount]!
      const mask = 1 << (number & 7)
      if (fitsAll & (1 << bit)) {
        fits[number >> 3]! |= mask
        seasons.forEach((season, tier) => {
          if ((season[index] ?? 0) & (1 << bit)) inSeason[tier]![number >> 3]! |= mask
        })
      } else if (close & (1 << bit) && !(missesOne[number >> 3]! & mask)) {
        missesOne[number >> 3]! |= mask
        closeRow.set(number, row)
      }
    }
  }
  let count = 0
  const exact: number[] = []
  const closeNumbers: number[] = []
  for (let index = 0; index < speciesBytes; index++) {
    count += bitCount(fits[index]!)
    pushBits(missesOne[index]! & ~fits[index]!, index * 8, closeNumbers, shown)
  }
  // The likeliest few first, shortest seasons before longer ones, each tier without the one before;
  // then the rest in the guide's order. Only a few: species spread over the guide each cost a record
  // block to list, and at 10,000 species thirty of them read 50 KB where thirty in order read 7.
  const likely = Math.min(shown, LIKELY_FIRST)
  inSeason.forEach((tier, rank) => {
    for (let index = 0; index < speciesBytes && exact.length < likely; index++)
      pushBits(tier[index]! & ~(inSeason[rank - 1]?.[index] ?? 0), index * 8, exact, likely)
  })
  // The first `shown` in order hold at least the `shown - likely` not listed yet.
  const listed = new Set(exact)
  const inOrder: number[] = []
  for (let index = 0; index < speciesBytes && inOrder.length < shown; index++)
    pushBits(fits[index]!, index * 8, inOrder, shown)
  exact.push(...inOrder.filter((number) => !listed.has(number)).slice(0, shown - exact.length))
  const close = closeNumbers.map((number) => {
    const row = closeRow.get(number) ?? number
    return { number, missed: fitting.find(([, bits]) => !hasBit(bits, row))![0] }
  })
  return { count, exact, close }
}

/** The union of bitsets of one length. */
function union(sets: readonly Uint8Array[], length: number): Uint8Array {
  const all = new Uint8Array(length)
  for (const bits of sets) for (let index = 0; index < length; index++) all[index]! |= bits[index] ?? 0
  return all
}

/** A species as the key answers for it: its answers and its stages', its level, and whether its season is the visitors'. */
export interface KeyedSpecies {
  answers: SpeciesAnswers
  stageAnswers?: readonly SpeciesAnswers[]
  level?: string
  /** False for a species of the other hemisphere's seasons than the language's visitors (inVisitorsSeasons in guide.ts). */
  inVisitorsSeasons?: boolean
}

/**
 * One language's key from each species' answers, in the guide's order (the order of `blocks`).
 * `nameOf` names a file by its text. Returns the entry and the files it names.
 */
export function keyIndexFiles(
  species: readonly KeyedSpecies[],
  blocks: RecordBlocks,
  nameOf: (text: string) => string,
): { entry: KeyIndexEntry; files: Map<string, string> } {
  const files = new Map<string, string>()
  const answers = species.map((one) => one.answers)
  const stageAnswers = species.map((one) => one.stageAnswers ?? [])
  const stageOf = stageAnswers.flatMap((stages, number) => stages.map(() => number))
  const mostStages = Math.max(0, ...stageAnswers.map((stages) => stages.length))
  const stageSets = Array.from({ length: mostStages }, (_, more) =>
    encodeBitset(
      stageAnswers.flatMap((stages, number) => (stages.length > more ? [number] : [])),
      answers.length,
    ),
  )
  const rows = [...answers, ...stageAnswers.flat()]
  /** Writes the bitset of `numbers` (rows) as a file, named in the entry by `key`. */
  const write = (key: string, numbers: number[]) => {
    const text = JSON.stringify(encodeBitset(numbers, rows.length))
    const name = nameOf(text)
    files.set(name, text)
    entry.answers[key] = name
  }
  const entry: KeyIndexEntry = {
    species: answers.length,
    blockSize: blocks.blockSize,
    blocks: blocks.blocks,
    answers: {},
    ...(stageSets.length > 0 ? { stages: stageSets } : {}),
  }
  for (const { question, trait } of KEY_QUESTIONS) {
    const holders = new Map<string, number[]>()
    rows.forEach((species, number) => {
      for (const answer of species[trait]) {
        let list = holders.get(answer)
        if (!list) holders.set(answer, (list = []))
        list.push(number)
      }
    })
    for (const [answer, numbers] of holders) write(answerKey(question, answer), numbers)
  }
  // For the order of exact matches: the rows met in at most 3, 6 and 9 months of the year, and the
  // rows of dangerous species; only of species whose seasons are the visitors' (a southern species'
  // March is not a northern visitor's), which still fit, after them.
  const speciesOfRow = (row: number) => (row < answers.length ? row : stageOf[row - answers.length]!)
  const likely = (row: number) => species[speciesOfRow(row)]!.inVisitorsSeasons !== false
  for (const months of SEASON_TIERS)
    write(
      seasonKey(months),
      rows.flatMap((one, row) => (one.months.length <= months && likely(row) ? [row] : [])),
    )
  write(
    DANGEROUS_KEY,
    rows.flatMap((_, row) => (species[speciesOfRow(row)]!.level === "dangerous" && likely(row) ? [row] : [])),
  )
  return { entry, files }
}

/** A species as the key lists it: the search's record, and the question it misses if it is a close match. */
export interface KeyResult extends SearchedSpecies {
  missed?: KeyQuestion
}

/**
 * The species that fit `choices`: how many fit every choice, the first `shown` of those, and the
 * first `shown` of those that miss exactly one, each with the question it misses. Reads the entry,
 * the bitsets of the answers chosen and the record blocks of the species shown, through `read`;
 * tells `counted` how many fit as soon as the bitsets do, before the blocks are read.
 */
export async function readKey(
  choices: KeyChoices,
  language: string,
  read: ReadIndexFile,
  shown: number,
  counted: (count: number) => void = () => {},
): Promise<{ count: number; exact: KeyResult[]; close: KeyResult[] }> {
  const entry = (await read(keyEntryPath(language))) as KeyIndexEntry
  const questions = answeredQuestions(choices)
  if (questions.length === 0) return { count: entry.species, exact: [], close: [] }
  const rows: KeyRows = { species: entry.species, stageOf: stageRowsOf(entry) }
  const length = Math.ceil((entry.species + rows.stageOf!.length) / 8)
  /** The bitset the entry names by `key`; none where no row has it. */
  const bitsetAt = async (key: string) => {
    const file = entry.answers[key]
    return file ? decodeBitset((await read(searchFilePath(file))) as string) : new Uint8Array(length)
  }
  const answered = async (question: KeyQuestion, answers: readonly string[]) =>
    union(await Promise.all(answers.map((answer) => bitsetAt(answerKey(question, answer)))), length)
  // With a month chosen, the dangerous species first, the species met in the fewest months first among
  // each: in May the oak processionary's caterpillars (April to July) before the brown-tail's, met
  // almost all year, and before a harmless one's. Each tier holds the one before it.
  const seasonBitsets = async () => {
    const [danger, ...seasons] = await Promise.all([DANGEROUS_KEY, ...SEASON_TIERS.map(seasonKey)].map(bitsetAt))
    const both = (a: Uint8Array, b: Uint8Array, or: boolean) =>
      a.map((byte, index) => (or ? byte | b[index]! : byte & b[index]!))
    return [
      ...seasons.map((season) => both(danger!, season, false)),
      danger!,
      ...seasons.map((season) => both(danger!, season, true)),
    ]
  }
  const [fitting, seasons] = await Promise.all([
    Promise.all(questions.map(async (question) => [question, await answered(question, choices[question]!)] as const)),
    choices.month ? seasonBitsets() : Promise.resolve([]),
  ])
  const { count, exact, close } = matchBitsets(fitting, rows, shown, seasons)
  counted(count)
  const records = await readRecords([...exact, ...close.map(({ number }) => number)], entry, read)
  return {
    count,
    exact: records.slice(0, exact.length),
    close: close.map(({ missed }, index) => ({ ...records[exact.length + index]!, missed })),
  }
}
