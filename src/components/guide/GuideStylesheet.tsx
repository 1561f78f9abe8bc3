import guideStylesheet from "../../styles/guide.pcss"
import { GUIDE_STYLES_ID } from "../../lib/guide"

/**
 * The guide's own rules for a page reached by navigating in the browser from outside the guide. A
 * guide page loaded from the server has them inline already (gatsby-ssr.tsx), and keeps them while
 * the visitor moves within the guide; otherwise this links them, as a file the browser caches
 * (src/node/bundles/hooks.ts: in the browser, the import is the file's address).
 */
export default function GuideStylesheet() {
  if (typeof document === "undefined" || document.getElementById(GUIDE_STYLES_ID)) return null
  return <link rel="stylesheet" href={guideStylesheet} />
}
