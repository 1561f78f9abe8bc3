import { useState, useSyncExternalStore } from "react"
import { preferredLanguage, rememberLanguage, rememberedLanguage } from "../lib/language-choice"

const subscribe = () => () => undefined

/**
 * The language to offer a visitor on a page in `current`: the first of their browser's languages that
 * the site has, unless it is this page's, or they have already chosen or declined. Null in the
 * static HTML and while React hydrates it, so the offer never differs from the server's markup.
 * `close` remembers the choice (the offered language, or this page's when declined).
 */
export function useOfferedLanguage(current: string, languages: readonly string[]) {
  const [closed, setClosed] = useState(false)
  const offered = useSyncExternalStore(
    subscribe,
    () => {
      if (rememberedLanguage()) return null
      const best = preferredLanguage(navigator.languages ?? [], [current, ...languages])
      return best === current ? null : best
    },
    () => null,
  )
  const close = (language: string) => {
    rememberLanguage(language)
    setClosed(true)
  }
  return { offered: closed ? null : offered, close }
}
