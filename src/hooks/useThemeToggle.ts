import { useCallback } from "react"
import { THEME_STORAGE_KEY, effectiveTheme, oppositeTheme } from "../lib/theme"

/** The theme on screen now, read from the page the way the stylesheet reads it. */
function currentTheme() {
  const root = document.documentElement
  return effectiveTheme(
    root.getAttribute("data-theme"),
    root.getAttribute("data-theme-default") ?? undefined,
    window.matchMedia("(prefers-color-scheme: dark)").matches,
  )
}

/**
 * Switches to the other theme and remembers the choice. Nothing about the theme is React state:
 * the stylesheet shows the right colours and the right label from the attributes on <html>, so the
 * server HTML is already correct and hydration has nothing to reconcile.
 */
export function useThemeToggle(): () => void {
  return useCallback(() => {
    const next = oppositeTheme(currentTheme())
    document.documentElement.setAttribute("data-theme", next)
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next)
    } catch {
      // Storage refused (a privacy mode): the choice holds for this page only.
    }
  }, [])
}
