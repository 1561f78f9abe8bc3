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
   * The species of each row after the first `species`: a bitset's first rows are the species
   * (their adults), and a species met at other stages (a caterpillar, a grub) has a row for each
   * after them, so that an answer's stage and month must be the same stage's. Left out with none.
   */
  stageOf?: number[]
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
 * with `seasons` (the rows met in at most 3, 6, 9 months of the year, each set within the next),
 * exact matches met in fewer months come first: when a month is chosen, a caterpillar met only from
 * January to April is likelier the one seen in March than one met all year. A byte a step, because
 * a choice waits for it: see docs/architecture.md, "The key".
 */
export function matchBitsets(
  fitting: ReadonlyArray<readonly [KeyQuestion, Uint8Array]>,
  rows: KeyRows | number,
  shown: number,
  seasons: readonly Uint8Array[] = [],
): { count: number; exact: number[]; close: Array<{ number: number; missed: KeyQuestion }> } {
  const { species: speciesCount, stageOf = [] } = typeof rows === "number" ? { species: rows } : rows
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
  // The shortest seasons first, then each longer one, then the rest: each tier without the one before.
  const tiers = [...inSeason, fits]
  tiers.forEach((tier, rank) => {
    for (let index = 0; index < speciesBytes && exact.length < shown; index++)
      pushBits(tier[index]! & ~(tiers[rank - 1]?.[index] ?? 0), index * 8, exact, shown)
  })
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

/**
 * One language's key from each species' answers, in the guide's order (the order of `blocks`).
 * `nameOf` names a file by its text. Returns the entry and the files it names.
 */
export function keyIndexFiles(
  answers: readonly SpeciesAnswers[],
  blocks: RecordBlocks,
  nameOf: (text: string) => string,
  stageAnswers: ReadonlyArray<readonly SpeciesAnswers[]> = [],
  dangerous: readonly boolean[] = [],
): { entry: KeyIndexEntry; files: Map<string, string> } {
  const files = new Map<string, string>()
  const stageOf = stageAnswers.flatMap((stages, number) => stages.map(() => number))
  const rows = [...answers, ...stageAnswers.flat()]
  const entry: KeyIndexEntry = {
    species: answers.length,
    blockSize: blocks.blockSize,
    blocks: blocks.blocks,
    answers: {},
    ...(stageOf.length > 0 ? { stageOf } : {}),
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
    for (const [answer, numbers] of holders) {
      const text = JSON.stringify(encodeBitset(numbers, rows.length))
      const name = nameOf(text)
      files.set(name, text)
      entry.answers[answerKey(question, answer)] = name
    }
  }
  // For the order of exact matches: the rows met in at most 3, 6 and 9 months of the year, and the
  // rows of dangerous species.
  const write = (key: string, numbers: number[]) => {
    const text = JSON.stringify(encodeBitset(numbers, rows.length))
    const name = nameOf(text)
    files.set(name, text)
    entry.answers[key] = name
  }
  for (const months of SEASON_TIERS)
    write(
      seasonKey(months),
      rows.flatMap((row, number) => (row.months.length <= months ? [number] : [])),
    )
  const speciesOfRow = (row: number) => (row < answers.length ? row : stageOf[row - answers.length]!)
  write(
    DANGEROUS_KEY,
    rows.flatMap((_, row) => (dangerous[speciesOfRow(row)] ? [row] : [])),
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
  const rows: KeyRows = { species: entry.species, stageOf: entry.stageOf }
  const length = Math.ceil((entry.species + (entry.stageOf?.length ?? 0)) / 8)
  const answered = (question: KeyQuestion, answers: readonly string[]) =>
    Promise.all(
      answers.flatMap((answer) => {
        const file = entry.answers[answerKey(question, answer)]
        return file ? [read(searchFilePath(file)).then((text) => decodeBitset(text as string))] : []
      }),
    ).then((sets) => union(sets, length))
  // With a month chosen, the dangerous species first, the species met in the fewest months first among
  // each: in March the pine processionary's caterpillars (October to April) before the brown-tail's,
  // met all year, and before a harmless one's. Each tier holds the one before it.
  const seasonBitsets = async () => {
    const [danger, ...seasons] = await Promise.all(
      [DANGEROUS_KEY, ...SEASON_TIERS.map(seasonKey)].map((key) => {
        const file = entry.answers[key]
        return file
          ? read(searchFilePath(file)).then((text) => decodeBitset(text as string))
          : Promise.resolve(new Uint8Array(length))
      }),
    )
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
