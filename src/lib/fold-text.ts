/**
 * Lower case, without accents ("común" is "comun", "Mücke" "mucke"), ß as ss: text as a visitor may
 * type it. A module of its own, so a page that compares names does not carry the search's word lists.
 */
export function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
}
