import { startTransition, useEffect, useState } from "react"
import { preferredLanguage, rememberLanguage, rememberedLanguage } from "../lib/language-choice"

/**
 * The language to offer a visitor on a page in `current`: the first of their browser's languages that
 * the site has, unless it is this page's, or they have already chosen or declined. Null in the
 * static HTML and while React hydrates it, so the offer never differs from the server's markup; it is
 * looked up once hydration is done, as a transition, so that drawing the offer is a task of its own
 * and not part of hydrating the page. `close` remembers the choice (the offered language, or this
 * page's when declined).
 */
export function useOfferedLanguage(current: string, languages: readonly string[]) {
  const [offered, setOffered] = useState<string | null>(null)
  const languageList = languages.join(" ")
  useEffect(() => {
    if (rememberedLanguage()) return
    const best = preferredLanguage(navigator.languages ?? [], [current, ...languageList.split(" ")])
    startTransition(() => setOffered(best === current ? null : best))
  }, [current, languageList])
  const close = (language: string) => {
    rememberLanguage(language)
    setOffered(null)
  }
  return { offered, close }
}
