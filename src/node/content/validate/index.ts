/**
 * Checks what editors write in content/ and says what is wrong in their terms: which file, which
 * field, what it holds and what it should hold. Pure: the Gatsby side (check-content.ts) gathers
 * the files and reports the problems.
 *
 * One file per kind of content: site-settings.ts, feature-cards.ts, legal-pages.ts and
 * translation-files.ts; a species' checks live with the species (../species/validate.ts, and
 * validate-other-names.ts for the other names across species and languages). fields.ts checks any
 * value against its rule in the content model and holds the helpers they share; problems.ts holds
 * what they all take and give.
 */

import { checkFeatureCards } from "./feature-cards"
import { checkLegalPages } from "./legal-pages"
import { checkOtherNames } from "../species/validate-other-names"
import type { ContentInput, ContentProblem } from "./problems"
import { checkSiteSettings } from "./site-settings"
import { checkSpecies } from "../species/validate"
import { checkTranslations } from "./translation-files"

export * from "./problems"
export {
  APP_STORE_ID,
  EMAIL,
  FORM_ENDPOINT_PATTERN,
  HTTPS_URL,
  REPO,
  SCIENTIFIC_NAME,
  SITE_PATH,
  SITE_URL,
  SPECIES_SLUG,
  TAXON,
  expectation,
} from "./fields"
export { STORE_URLS } from "./site-settings"
export { SPECIES_FOLDER, speciesSlugOf } from "../species/files"
export { sharedOtherNames } from "../species/validate-other-names"

/** Every problem in the content, in file order; an empty list means the site can be built. */
export function validateContent(input: ContentInput): ContentProblem[] {
  const { site, features, legal } = input
  const byFile = (a: ContentProblem, b: ContentProblem) => a.file.localeCompare(b.file)
  return [
    ...checkSiteSettings(site, legal, input.imageFacts, (input.species ?? []).length > 0),
    ...checkFeatureCards(features),
    ...checkLegalPages(legal),
    ...checkSpecies(input.species ?? [], input.imageFacts),
    ...checkTranslations(input),
    ...checkOtherNames(input),
  ].sort(byFile)
}
