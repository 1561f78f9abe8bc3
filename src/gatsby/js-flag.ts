/**
 * Runs in <head> before first paint and marks the page as scripted. CSS hides the feature cards
 * for their fade-in only under this class, so without JavaScript they are simply visible.
 */
export const JS_FLAG_SCRIPT = "document.documentElement.classList.add('js')"
