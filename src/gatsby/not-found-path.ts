/**
 * A language's 404 page keeps the address the visitor asked for. The host answers an unknown
 * /de/nichts with /de/404.html, whose `window.pagePath` is /de/404/, and Gatsby replaces the address
 * with a page's own path when the two differ, unless the address fits a page's `matchPath` or the
 * page is the default 404 (/404.html). The German 404 page has no `matchPath` (src/node/content/pages.ts
 * says why), so the page says it answers the address it is at, as the default 404 does; it then
 * reads the default 404's data and speaks the address's language (src/pages/404.tsx).
 */
export function onClientEntry() {
  const page = window as Window & { pagePath?: string }
  const ownPath = `/${document.documentElement.lang}/404/`
  if (page.pagePath === ownPath && window.location.pathname !== ownPath) page.pagePath = window.location.pathname
}
