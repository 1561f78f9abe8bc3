import { normalizePath } from "./paths"

/** The absolute URL of a page, in the one form the site uses: https://buglens.app/privacy/. */
export function absoluteUrl(siteUrl: string, path: string): string {
  const page = normalizePath(path)
  return `${siteUrl}${page === "/" ? "/" : `${page}/`}`
}
