import { foldText } from "./fold-text"

/** Text as words folded as a visitor may type them, padded with a space each side: " pill bug ". */
const paddedWords = (text: string) =>
  ` ${foldText(text)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `

/**
 * Whether a search names an animal that is not an insect ("spider", "a tick on my dog"): one of
 * `words` (content's, per language) stands in it as a whole word or words, however typed.
 */
export function namesNotInsect(query: string, words: readonly string[]): boolean {
  const typed = paddedWords(query)
  return words.some((word) => {
    const folded = paddedWords(word)
    return folded.trim() !== "" && typed.includes(folded)
  })
}
