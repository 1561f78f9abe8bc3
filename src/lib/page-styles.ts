/**
 * The kinds of page that inline a stylesheet of their own (src/styles/<kind>.pcss) beside the one
 * every page carries: the insect guide's pages and the legal pages. A page says which in its context
 * (`pageStyles`), for the HTML renderer (gatsby-ssr.tsx).
 */
export const PAGE_STYLE_KINDS = ["guide", "legal"] as const
export type PageStyleKind = (typeof PAGE_STYLE_KINDS)[number]

/** The id of a kind's inline stylesheet, by which a page in the browser knows it has the rules. */
export function pageStylesId(kind: PageStyleKind): string {
  return `${kind}-styles`
}
