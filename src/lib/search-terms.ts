/**
 * How a text becomes the terms the guide's search indexes, and a query the terms it looks for: the
 * same steps on both sides, so what a visitor types meets what was indexed however it is inflected,
 * accented or spelled with ß. Pure; src/lib/search-index-files.ts builds the index with it and src/lib/guide-search.ts reads it.
 */
import { foldText } from "./fold-text"
import { memoize, memoizeByObject } from "./memoize"

export { foldText }

/** A language's stemmer: a word, lower case, to its stem (Snowball's German and Spanish, Porter's English). */
export type Stem = (word: string) => string

/** What one language's text is read with: its stemmer, and the words too common to look for. */
export interface Analyzer {
  language: string
  stem: Stem
}

/**
 * The stemmers of @orama/stemmers, loaded with the first search of the page's language only. A
 * language without one is searched by its words as written (and misspellings, parts and prefixes).
 */
const STEMMERS: Readonly<Record<string, () => Promise<{ stemmer: Stem }>>> = {
  en: () => import("@orama/stemmers/english"),
  de: () => import("@orama/stemmers/german"),
  es: () => import("@orama/stemmers/spanish"),
}

export async function analyzerFor(language: string): Promise<Analyzer> {
  const load = STEMMERS[language.split("-")[0]!]
  return { language, stem: load ? (await load()).stemmer : (word) => word }
}

/**
 * Words that say nothing of an insect, dropped from names, descriptions and queries alike, so "bites
 * at night in bed" looks for "bites", "night" and "bed", and a question ("what is eating my box
 * hedge") for its insect words. Folded, as `foldText` writes them.
 */
const STOP_WORDS: Readonly<Record<string, ReadonlySet<string>>> = {
  en: new Set(
    "a an and are as at be by can do does for from has have how i in into is it its me my of on or our than that the their them then there these they this to was were what when where which while why with you your".split(
      " ",
    ),
  ),
  de: new Set(
    "am an auf aus bei bis das dem den der des die ein eine einem einen einer eines es gibt hat ich im in ist mein meine meinem meinen meiner mich mir mit nach oder sich sie sind und vom von vor warum was welche welcher wenn wie wieso zu zum zur".split(
      " ",
    ),
  ),
  es: new Set(
    "a al como con cual de del el en es esta estan este hay la las lo los me mi mis o para pero por que se sin sobre son su sus tengo un una uno unos unas y yo".split(
      " ",
    ),
  ),
}

const NO_STOP_WORDS: ReadonlySet<string> = new Set()

/**
 * Words for any small creature ("bugs", "Viecher", "bichos") and for any one's size ("tiny", "kleine",
 * "pequeños"): a query's other words say which, so a species need not hold these to be found by
 * "bichos en el arroz" or "kleine schwarze Fliegen in der Blumenerde", though holding them ranks it
 * higher. Unlike stop words they stay in names ("bicho de fuego", "Kleiner Fuchs") and are looked for
 * when a query has nothing else. Folded, as `foldText` writes them.
 */
const GENERAL_WORDS: Readonly<Record<string, ReadonlySet<string>>> = {
  en: new Set("big bug bugs critter critters huge insect insects large little small tiny".split(" ")),
  de: new Set(
    "gross grosse grossen grosser insekt insekten klein kleine kleinen kleiner krabbeltier krabbeltiere riesig riesige tier tiere tierchen ungeziefer viech viecher winzig winzige winzigen".split(
      " ",
    ),
  ),
  es: new Set(
    "animalito animalitos bicho bichos bichito bichitos chiquito chiquitos chiquita chiquitas diminuto diminutos enorme grande grandes insecto insectos pequena pequenas pequeno pequenos".split(
      " ",
    ),
  ),
}

function stopWordsOf(language: string): ReadonlySet<string> {
  return STOP_WORDS[language.split("-")[0]!] ?? NO_STOP_WORDS
}

/** The words of a text, lower case and accented as written, split at anything not a letter or digit ("Seven-spot" is "seven" and "spot"). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
}

/**
 * A word's term: its stem, folded. Stemmed before folding, as the Spanish stemmer reads accents;
 * Porter leaves a final y in a word with no other vowel ("fly", but "flies" is "fli"), so English
 * writes it i.
 */
export function termOf(word: string, analyzer: Analyzer): string {
  return termOfLowerCase(analyzer, word.toLowerCase())
}

/**
 * Each word's term made once per analyzer: a guide's texts say the same words again and again, and
 * the index of 10,000 species reads millions of them (docs/search.md).
 */
const termOfLowerCase = memoizeByObject((analyzer: Analyzer, word: string) => {
  const term = foldText(analyzer.stem(word))
  return analyzer.language.startsWith("en") ? term.replace(/y$/, "i") : term
})

/** Words folded once each, to look for among the words that say nothing. */
const foldedWord = memoize(foldText)

/** A text's words that say something, as they are written. */
function meaningfulWords(text: string, language: string): string[] {
  const stopWords = stopWordsOf(language)
  return wordsOf(text).filter((word) => !stopWords.has(foldedWord(word)))
}

/** The terms a description is found by. */
export function textTerms(text: string, analyzer: Analyzer): string[] {
  return meaningfulWords(text, analyzer.language).map((word) => termOf(word, analyzer))
}

/** A word of letters only: numbers are not run together with a name's words ("Bench insect 12"). */
const LETTERS = /^\p{L}+$/u

/**
 * The terms a name is found by: its words', and two words of letters run together as one, since
 * visitors write "horsefly" for "horse-fly", "honeybee" for "honey bee" and "ladybug" for "lady bug".
 */
export function nameTerms(name: string, analyzer: Analyzer): string[] {
  const words = meaningfulWords(name, analyzer.language)
  const joined = words
    .slice(1)
    .flatMap((word, index) => (LETTERS.test(word) && LETTERS.test(words[index]!) ? [`${words[index]}${word}`] : []))
  return [...words, ...joined].map((word) => termOf(word, analyzer))
}

/** A word a visitor typed: as folded (to compare spellings) and as a term; `general` when a species need not hold it (GENERAL_WORDS). */
export interface QueryWord {
  surface: string
  term: string
  general: boolean
}

/**
 * The words of a query to look for: its words without those that say nothing, unless that is all it
 * has; a word for any small creature is general beside a word that says which.
 */
export function queryWords(query: string, analyzer: Analyzer): QueryWord[] {
  const meaningful = meaningfulWords(query, analyzer.language)
  const words = meaningful.length > 0 ? meaningful : wordsOf(query)
  const generalWords = GENERAL_WORDS[analyzer.language.split("-")[0]!] ?? NO_STOP_WORDS
  const saysWhich = words.some((word) => !generalWords.has(foldedWord(word)))
  const seen = new Set<string>()
  return words.flatMap((word) => {
    const term = termOf(word, analyzer)
    if (seen.has(term)) return []
    seen.add(term)
    const surface = foldText(word)
    return [{ surface, term, general: saysWhich && generalWords.has(surface) }]
  })
}

/**
 * Whether two words are at most one edit apart: a letter wrong, missing, extra, or two letters
 * swapped ("ladybrid"). Linear: it walks both words once.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true
  if (Math.abs(a.length - b.length) > 1) return false
  let start = 0
  while (start < a.length && start < b.length && a[start] === b[start]) start++
  let [endA, endB] = [a.length, b.length]
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--
    endB--
  }
  const [restA, restB] = [endA - start, endB - start]
  if (restA <= 1 && restB <= 1) return true
  return restA === 2 && restB === 2 && a[start] === b[start + 1] && a[start + 1] === b[start]
}
