import { hazardKey } from "./guide"

/**
 * The identification key's questions ("what did you see?") and the answers each offers. Five are
 * written in each species' file (`traits`); size and month come from its `sizeMm` and `months`. The
 * content model, the validator, the editor's select widgets, the key's form and its index all read
 * these lists, so an answer cannot be offered in one and unknown to another.
 */

export const SHAPES = [
  "bee-or-wasp",
  "ant",
  "fly-or-mosquito",
  "beetle",
  "ladybird",
  "bug",
  "butterfly",
  "moth",
  "caterpillar",
  "dragonfly",
  "grasshopper",
  "mantis",
  "cockroach",
  "lacewing",
  "earwig",
  "flea",
  "louse",
  "silverfish",
  "larva",
] as const
export const COLOURS = [
  "black",
  "brown",
  "grey",
  "white",
  "yellow",
  "orange",
  "red",
  "green",
  "blue",
  "metallic",
] as const
/**
 * A swatch of each colour beside its name on the key: a colour is seen faster than read. Mid tones,
 * the same in both themes, each ringed so that black and white show on either background.
 */
export const COLOUR_SWATCHES: Readonly<Record<(typeof COLOURS)[number], string>> = {
  black: "#1c1c1c",
  brown: "#7a4a26",
  grey: "#8c9196",
  white: "#ffffff",
  yellow: "#f4c620",
  orange: "#ee7b18",
  red: "#d22a1f",
  green: "#3e9a3b",
  blue: "#2f6ed0",
  metallic: "linear-gradient(135deg, #1f6f62, #b9e6d8 45%, #3a4fa6)",
}

export const PATTERNS = ["bands", "spots", "plain", "hairy"] as const
export const PLACES = ["indoors", "bed-or-skin", "garden", "woods", "water", "grass", "trees"] as const
export const ENCOUNTERS = ["stung", "bit", "rash", "swarmed", "nothing"] as const

/**
 * The drawing on each shape's button: a drawing of the shape itself where the order's would show two
 * shapes alike (an ant and a wasp are both Hymenoptera; a moth, a butterfly and a caterpillar all
 * Lepidoptera), else its order's (static/drawings/).
 */
export const SHAPE_DRAWINGS: Readonly<Record<(typeof SHAPES)[number], { shape: string } | { order: string }>> = {
  "bee-or-wasp": { order: "Hymenoptera" },
  ant: { shape: "ant" },
  "fly-or-mosquito": { order: "Diptera" },
  beetle: { order: "Coleoptera" },
  ladybird: { shape: "ladybird" },
  bug: { order: "Hemiptera" },
  butterfly: { order: "Lepidoptera" },
  moth: { shape: "moth" },
  caterpillar: { shape: "caterpillar" },
  dragonfly: { order: "Odonata" },
  grasshopper: { order: "Orthoptera" },
  mantis: { order: "Mantodea" },
  cockroach: { order: "Blattodea" },
  lacewing: { order: "Neuroptera" },
  earwig: { order: "Dermaptera" },
  flea: { order: "Siphonaptera" },
  louse: { order: "Psocodea" },
  silverfish: { order: "Zygentoma" },
  larva: { shape: "larva" },
}

/** The traits a species' file writes, each a list of its answers. */
export const WRITTEN_TRAITS = {
  shapes: SHAPES,
  colours: COLOURS,
  patterns: PATTERNS,
  places: PLACES,
  encounters: ENCOUNTERS,
} as const

/** Size bands, in millimetres: a species is in every band its size range touches. */
export const SIZE_BANDS = [
  { band: "under-5", label: "under5", below: 5 },
  { band: "5-15", label: "from5To15", from: 5, below: 15 },
  { band: "15-30", label: "from15To30", from: 15, below: 30 },
  { band: "over-30", label: "over30", from: 30 },
] as const

export const MONTHS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"] as const

/**
 * Every question of the key, in the order the form asks them, with the answers it offers. The name
 * is the URL's parameter (`?shape=beetle&colour=red&colour=black`).
 */
export const KEY_QUESTIONS = [
  { question: "shape", trait: "shapes", answers: SHAPES },
  { question: "colour", trait: "colours", answers: COLOURS },
  { question: "pattern", trait: "patterns", answers: PATTERNS },
  { question: "size", trait: "sizes", answers: SIZE_BANDS.map(({ band }) => band) },
  { question: "place", trait: "places", answers: PLACES },
  { question: "month", trait: "months", answers: MONTHS },
  { question: "encounter", trait: "encounters", answers: ENCOUNTERS },
] as const

export type KeyQuestion = (typeof KEY_QUESTIONS)[number]["question"]
export type KeyTrait = (typeof KEY_QUESTIONS)[number]["trait"]

/** A species' answer to every question. */
export type SpeciesAnswers = Record<KeyTrait, readonly string[]>

/** What a species, or one stage of it, has that the key asks about: written traits, size and months. */
export interface KeyedSpecies {
  traits: { [trait in keyof typeof WRITTEN_TRAITS]: readonly string[] }
  sizeMm: { min: number; max: number }
  months: readonly number[]
}

/** A species with the stages before the adult at which people meet it, each keyed on its own. */
export interface KeyedSpeciesWithStages extends KeyedSpecies {
  stages?: readonly KeyedSpecies[] | null
}

/** The size bands a size range touches. */
export function sizeBandsOf({ min, max }: { min: number; max: number }): string[] {
  return SIZE_BANDS.filter(
    (band) => ("from" in band ? max >= band.from : true) && ("below" in band ? min < band.below : true),
  ).map(({ band }) => band)
}

export function answersOf({ traits, sizeMm, months }: KeyedSpecies): SpeciesAnswers {
  return { ...traits, sizes: sizeBandsOf(sizeMm), months: months.map(String) }
}

/**
 * Each stage's answers apart, not merged with the adult's: a caterpillar met in March that gives a
 * rash is the pine processionary's caterpillar, and its moth of July is no answer to "caterpillar, July".
 */
export function stageAnswersOf({ stages }: KeyedSpeciesWithStages): SpeciesAnswers[] {
  return (stages ?? []).map(answersOf)
}

/** Every shape a species is met in: the adult's, and each stage's (a caterpillar, a grub). */
export function shapesOf({ traits, stages }: Pick<KeyedSpeciesWithStages, "traits" | "stages">): string[] {
  return [...new Set([...traits.shapes, ...(stages ?? []).flatMap((stage) => stage.traits.shapes)])]
}

/** The adult's and each stage's answers together, question by question: what a page lists of a species. */
export function allAnswersOf(species: KeyedSpeciesWithStages): SpeciesAnswers {
  const rows = [answersOf(species), ...stageAnswersOf(species)]
  const merged = {} as Record<KeyTrait, string[]>
  for (const { trait, answers } of KEY_QUESTIONS) {
    const held = new Set(rows.flatMap((row) => row[trait]))
    merged[trait] = (answers as readonly string[]).filter((answer) => held.has(answer))
  }
  return merged
}

/** The choices made, by question: several answers to one question mean either. */
export type KeyChoices = Partial<Record<KeyQuestion, readonly string[]>>

/** The choices a URL's query holds, keeping only answers the key offers, in the form's order. */
export function choicesFromQuery(search: string): KeyChoices {
  const params = new URLSearchParams(search)
  const choices: KeyChoices = {}
  for (const { question, answers } of KEY_QUESTIONS) {
    const chosen = new Set(params.getAll(question))
    const kept = (answers as readonly string[]).filter((answer) => chosen.has(answer))
    if (kept.length > 0) choices[question] = kept
  }
  return choices
}

/** The query that holds `choices` ("" for none), in the form's order, so one set of choices has one URL. */
export function queryOfChoices(choices: KeyChoices): string {
  const params = new URLSearchParams()
  for (const { question } of KEY_QUESTIONS)
    for (const answer of choices[question] ?? []) params.append(question, answer)
  const query = params.toString()
  return query ? `?${query}` : ""
}

/**
 * `next`, with each question's answers that are the same as in `previous` the very array of
 * `previous`: the form's parts are memoized on their answers, and a choice then re-renders its own
 * question alone, not the fourteen drawn shapes with it.
 */
export function keepUnchangedAnswers(previous: KeyChoices, next: KeyChoices): KeyChoices {
  const kept: KeyChoices = {}
  for (const [question, answers] of Object.entries(next) as Array<[KeyQuestion, readonly string[]]>) {
    const before = previous[question]
    const same =
      before && before.length === answers.length && before.every((answer, index) => answer === answers[index])
    kept[question] = same ? before : answers
  }
  return kept
}

/** The questions answered, in the form's order. */
export function answeredQuestions(choices: KeyChoices): KeyQuestion[] {
  return KEY_QUESTIONS.map(({ question }) => question).filter((question) => (choices[question]?.length ?? 0) > 0)
}

/** The key's file of one answer: `shape.beetle`. */
export function answerKey(question: KeyQuestion, answer: string): string {
  return `${question}.${answer}`
}

/** An answer's label in site.json: its name in camelCase ("bee-or-wasp" is beeOrWasp, "5-15" is from5To15). */
export function answerLabelKey(answer: string): string {
  return SIZE_BANDS.find(({ band }) => band === answer)?.label ?? hazardKey(answer)
}
