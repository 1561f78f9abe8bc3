import { useState } from "react"
import { preferredLanguage, rememberLanguage, rememberedLanguage } from "../lib/language-choice"
import { useHydrated } from "./useHydrated"

/**
 * The language to offer a visitor on a page in `current`: the first of their browser's languages that
 * the site has, unless it is this page's, or they have already chosen or declined. Null in the
 * static HTML and while React hydrates it, so the offer never differs from the server's markup; it is
 * looked up once hydrated (useHydrated, a transition), so that drawing the offer is not part of
 * hydrating the page. `close` remembers the choice (the offered language, or this page's when
 * declined).
 */
export function useOfferedLanguage(current: string, languages: readonly string[]) {
  const hydrated = useHydrated()
  const [closed, setClosed] = useState(false)
  const best =
    hydrated && !closed && !rememberedLanguage()
      ? preferredLanguage(navigator.languages ?? [], [current, ...languages])
      : null
  const close = (language: string) => {
    rememberLanguage(language)
    setClosed(true)
  }
  return { offered: best === current ? null : best, close }
}
