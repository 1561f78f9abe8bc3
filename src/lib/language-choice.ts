/**
 * The language a visitor chose, with the switcher or the language offer, or by dismissing the offer.
 * Once there is one, the offer never shows again. Storage may be unavailable (privacy modes): then
 * nothing is remembered and nothing breaks.
 */
export const LANGUAGE_CHOICE_KEY = "buglens-language"

export function rememberLanguage(code: string): void {
  try {
    localStorage.setItem(LANGUAGE_CHOICE_KEY, code)
  } catch {
    // Not remembered; the offer may show again on the next page.
  }
}

export function rememberedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_CHOICE_KEY)
  } catch {
    return null
  }
}

/**
 * The first of the visitor's preferred languages (navigator.languages) that the site has, matched on
 * the language alone (de-AT finds de), or null when the site has none of them.
 */
export function preferredLanguage(preferences: readonly string[], languages: readonly string[]): string | null {
  for (const preference of preferences) {
    const exact = languages.find((code) => code.toLowerCase() === preference.toLowerCase())
    if (exact) return exact
    const base = preference.split("-")[0]!.toLowerCase()
    const sameLanguage = languages.find((code) => code.split("-")[0]!.toLowerCase() === base)
    if (sameLanguage) return sameLanguage
  }
  return null
}
