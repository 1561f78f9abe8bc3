import guideStylesheet from "../styles/guide.pcss"
import legalStylesheet from "../styles/legal.pcss"
import { type PageStyleKind, pageStylesId } from "../lib/page-styles"

const STYLESHEETS: Record<PageStyleKind, string> = { guide: guideStylesheet, legal: legalStylesheet }

/**
 * A kind of page's own rules (the guide's, the legal pages') for a page reached by navigating in the
 * browser from a page without them. A page loaded from the server has them inline already
 * (gatsby-ssr.tsx), and keeps them while the visitor moves among pages of its kind; otherwise this
 * links them, as a file the browser caches (src/node/bundles/hooks.ts: in the browser, the import
 * is the file's address).
 */
export default function PageStylesheet({ kind }: { kind: PageStyleKind }) {
  if (typeof document === "undefined" || document.getElementById(pageStylesId(kind))) return null
  return <link rel="stylesheet" href={STYLESHEETS[kind]} />
}
