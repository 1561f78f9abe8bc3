import guideStyles from "../styles/guide.pcss"
import { GUIDE_STYLES_ID } from "../lib/guide"

/**
 * The insect guide's rules, inlined into the head of its pages by the HTML renderer, where the import
 * is their text (src/node/bundles/hooks.ts). Not through the pages' Head: that would put the text into
 * their JavaScript too.
 */
export function guideStyleElement() {
  return <style key={GUIDE_STYLES_ID} id={GUIDE_STYLES_ID} dangerouslySetInnerHTML={{ __html: guideStyles }} />
}
