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

/** One language's key entry file. */
export interface KeyIndexEntry {
  /** How many species the language has. */
  species: number
  /** How many species each record block holds; the blocks, and their directories, are the search's. */
  blockSize: number
  blocks: RecordBlocks["blocks"]
  /** Each answer's bitset file, by `question.answer`; an answer no species has is left out. */
  answers: Record<string, string>
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

/**
 * How the species fit the choices, eight species a step: `fitting` holds, for each question
 * answered, the species that have one of its answers (the union of the answers' bitsets). Exact
 * matches fit every question; close ones miss exactly one, which each names (only when more than one
 * question is answered). Returns how many fit exactly, and the first `shown` of each kind in the
 * species' order. A byte a step, because a choice waits for it: see docs/architecture.md, "The key".
 */
export function matchBitsets(
  fitting: ReadonlyArray<readonly [KeyQuestion, Uint8Array]>,
  speciesCount: number,
  shown: number,
): { count: number; exact: number[]; close: Array<{ number: number; missed: KeyQuestion }> } {
  const exact: number[] = []
  const closeNumbers: number[] = []
  let count = 0
  for (let index = 0; index < Math.ceil(speciesCount / 8); index++) {
    // Bits missed by at least one question, and by at least two.
    let once = 0
    let twice = 0
    for (const [, bits] of fitting) {
      const missed = ~(bits[index] ?? 0) & 0xff
      twice |= once & missed
      once |= missed
    }
    const lastBits = speciesCount - index * 8 < 8 ? (1 << (speciesCount - index * 8)) - 1 : 0xff
    const fitsAll = ~once & lastBits
    for (let byte = fitsAll; byte !== 0; byte &= byte - 1) count++
    pushBits(fitsAll, index * 8, exact, shown)
    if (fitting.length > 1) pushBits(once & ~twice & lastBits, index * 8, closeNumbers, shown)
  }
  const close = closeNumbers.map((number) => ({
    number,
    missed: fitting.find(([, bits]) => !hasBit(bits, number))![0],
  }))
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
): { entry: KeyIndexEntry; files: Map<string, string> } {
  const files = new Map<string, string>()
  const entry: KeyIndexEntry = {
    species: answers.length,
    blockSize: blocks.blockSize,
    blocks: blocks.blocks,
    answers: {},
  }
  for (const { question, trait } of KEY_QUESTIONS) {
    const holders = new Map<string, number[]>()
    answers.forEach((species, number) => {
      for (const answer of species[trait]) {
        let list = holders.get(answer)
        if (!list) holders.set(answer, (list = []))
        list.push(number)
      }
    })
    for (const [answer, numbers] of holders) {
      const text = JSON.stringify(encodeBitset(numbers, answers.length))
      const name = nameOf(text)
      files.set(name, text)
      entry.answers[answerKey(question, answer)] = name
    }
  }
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
  const fitting = await Promise.all(
    questions.map(async (question) => {
      const files = choices[question]!.map((answer) => entry.answers[answerKey(question, answer)])
      const sets = await Promise.all(
        files.flatMap((file) =>
          file ? [read(searchFilePath(file)).then((text) => decodeBitset(text as string))] : [],
        ),
      )
      return [question, union(sets, Math.ceil(entry.species / 8))] as const
    }),
  )
  const { count, exact, close } = matchBitsets(fitting, entry.species, shown)
  counted(count)
  const records = await readRecords([...exact, ...close.map(({ number }) => number)], entry, read)
  return {
    count,
    exact: records.slice(0, exact.length),
    close: close.map(({ missed }, index) => ({ ...records[exact.length + index]!, missed })),
  }
}
