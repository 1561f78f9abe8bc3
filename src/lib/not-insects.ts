import { foldText } from "./fold-text"

/**
 * Whether a search names an animal that is not an insect ("spider", "a tick on my dog"): one of
 * `words` (content's, per language) stands in it as a whole word or words, however typed.
 */
export function namesNotInsect(query: string, words: readonly string[]): boolean {
  const padded = ` ${foldText(query)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `
  return words.some((word) => {
    const folded = foldText(word)
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim()
    return folded !== "" && padded.includes(` ${folded} `)
  })
}
