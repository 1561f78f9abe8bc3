/**
 * The colour theme. Content picks the default (`theme` in content/site.json): "system" follows the
 * visitor's `prefers-color-scheme`, "light" or "dark" fix it. A visitor's own choice, made with the
 * header's toggle, is stored in localStorage and wins over both. CSS reads two attributes of <html>,
 * both set by inline scripts in <head> before first paint: `data-theme` (the visitor's choice,
 * THEME_SCRIPT) and `data-theme-default` (content's, themeDefaultScript; none for "system"). Without
 * JavaScript neither is set and the system decides.
 */
export type Theme = "light" | "dark"
export type ThemeDefault = Theme | "system"

export const THEME_STORAGE_KEY = "buglens-theme"

export function isTheme(value: unknown): value is Theme {
  return value === "light" || value === "dark"
}

/** The theme in force: the visitor's choice, else content's, else the system's. */
export function effectiveTheme(stored: unknown, contentDefault: string | undefined, systemDark: boolean): Theme {
  if (isTheme(stored)) return stored
  if (isTheme(contentDefault)) return contentDefault
  return systemDark ? "dark" : "light"
}

export function oppositeTheme(theme: Theme): Theme {
  return theme === "dark" ? "light" : "dark"
}

/**
 * Runs in <head> before first paint, so a stored choice is on screen from the first frame, on every
 * page and reload. Storage may be unavailable (privacy modes): then the default simply applies.
 */
export const THEME_SCRIPT = `try{var t=localStorage.getItem("${THEME_STORAGE_KEY}");if(t==="light"||t==="dark")document.documentElement.setAttribute("data-theme",t)}catch(e){}`

/** Sets content's default theme on <html>; rendered by every page's Head when it is not "system". */
export function themeDefaultScript(theme: string): string {
  return `document.documentElement.setAttribute("data-theme-default",${JSON.stringify(theme)})`
}
