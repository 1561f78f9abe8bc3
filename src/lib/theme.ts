/**
 * The colour theme. Content picks the default (`theme` in content/site.json): "system" follows the
 * visitor's `prefers-color-scheme`, "light" or "dark" fix it. A visitor's own choice, made with the
 * header's toggle, is stored in localStorage and wins over both. CSS reads two attributes of <html>,
 * both set by inline scripts in <head> before first paint: `data-theme` (the visitor's choice,
 * THEME_SCRIPT) and `data-theme-default` (content's, themeDefaultScript; none for "system"). Without
 * JavaScript neither is set, the toggle is hidden and the system decides.
 */
export const THEME_STORAGE_KEY = "buglens-theme"

/** The header toggle's class: THEME_TOGGLE_SCRIPT finds the toggle by it; global.css hides it without JavaScript. */
export const THEME_TOGGLE_CLASS = "theme-toggle"

/**
 * Runs in <head> before first paint, so a stored choice is on screen from the first frame, on every
 * page and reload. Storage may be unavailable (privacy modes): then the default simply applies.
 */
export const THEME_SCRIPT = `try{var t=localStorage.getItem("${THEME_STORAGE_KEY}");if(t==="light"||t==="dark")document.documentElement.setAttribute("data-theme",t)}catch(e){}`

/**
 * The header's toggle (THEME_TOGGLE_CLASS), handled by one listener on the document that runs in
 * <head> too: a tap works from the first frame, not only once React has hydrated the page, which
 * on a slow phone is seconds later. It swaps the theme in force (the visitor's choice, else
 * content's, else the system's; both attributes hold only "light" or "dark") for the other and
 * remembers it. Terse because every page carries it in its first round trip.
 */
export const THEME_TOGGLE_SCRIPT = `document.addEventListener("click",function(e){var r=document.documentElement,t;if(e.target.closest&&e.target.closest(".${THEME_TOGGLE_CLASS}")){t=r.getAttribute("data-theme")||r.getAttribute("data-theme-default");t=(t?t=="dark":matchMedia("(prefers-color-scheme: dark)").matches)?"light":"dark";r.setAttribute("data-theme",t);try{localStorage.setItem("${THEME_STORAGE_KEY}",t)}catch(e){}}})`

/** Sets content's default theme on <html>; rendered by every page's Head when it is not "system". */
export function themeDefaultScript(theme: string): string {
  return `document.documentElement.setAttribute("data-theme-default",${JSON.stringify(theme)})`
}
