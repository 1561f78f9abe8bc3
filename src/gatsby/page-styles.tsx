import guideStyles from "../styles/guide.pcss"
import legalStyles from "../styles/legal.pcss"
import { type PageStyleKind, pageStylesId } from "../lib/page-styles"

const STYLES: Record<PageStyleKind, string> = { guide: guideStyles, legal: legalStyles }

/**
 * A kind of page's own rules, inlined into the head of its pages by the HTML renderer, where the
 * import is their text (src/node/bundles/hooks.ts). Not through the pages' Head: that would put the
 * text into their JavaScript too.
 */
export function pageStyleElement(kind: PageStyleKind) {
  const id = pageStylesId(kind)
  return <style key={id} id={id} dangerouslySetInnerHTML={{ __html: STYLES[kind] }} />
}
