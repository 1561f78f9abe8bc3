/**
 * Content: the model of what editors write in content/, the GraphQL schema and nodes made from it,
 * translations, validation and the translation report, and the pages made from it. The only module
 * other capabilities (editor, host), gatsby-node.ts and the tests import from this folder.
 */

import { releaseContentAsRead } from "./check-content"
import { releaseSpeciesFiles } from "./snapshot"
import { releaseSpeciesPages } from "./species"

// The Gatsby hooks this capability serves (gatsby-node.ts names each).
export { registerContentErrors } from "./check-content"
export { createSchemaCustomization } from "./schema"
export { onCreateNode } from "./content-nodes"
export { sourceBuildYear } from "./site-build"
export { rememberSourcedSpecies, sourceSpecies } from "./species"
export { createResolvers } from "./root-fields"
export { createPages, createPagesStatefully, onCreatePage } from "./pages"

// The model, which the editor's configuration is generated from.
export * from "./content-model"
export {
  APP_STORE_ID,
  EMAIL,
  FORM_ENDPOINT_PATTERN,
  HTTPS_URL,
  REPO,
  SCIENTIFIC_NAME,
  SITE_PATH,
  SPECIES_SLUG,
  SPECIES_FOLDER,
  TAXON,
  speciesSlugOf,
  SITE_URL,
  STORE_URLS,
  expectation,
  formatProblem,
  validateContent,
  sharedOtherNames,
  type ContentFile,
  type ContentInput,
  type ImageFacts,
  type LegalFile,
  type TranslationFile,
} from "./validate"
export {
  LANGUAGE_CODE,
  listKeyOf,
  localize,
  parseContentFileName,
  siteLanguages,
  sourceHash,
  translationFileName,
  translationModel,
  translationStatus,
  valueAt,
} from "./translations"

// The content as the other capabilities read it: the snapshot of content/, and Gatsby's nodes.
export { copyValues, filledCopy } from "./schema"
export {
  contentKindOf,
  contentSnapshot,
  readContentSnapshot,
  type ContentKind,
  type ContentSnapshot,
  type JsonContentFile,
} from "./snapshot"
export { SPECIES_DIR, SPECIES_TYPE, speciesFolderOf, speciesInGuideOrder } from "./species"
export {
  contentAsRead,
  contentProblems,
  frontmatterText,
  legalAsWritten,
  readContentOutsideBuild,
  readImageFacts,
} from "./check-content"
export { writeQrCodeFile } from "./qr-code"

/**
 * In `gatsby build`, which builds once, lets go of what only createPages and the editor's files read,
 * each module its own: the species' files as the snapshot read them, content as the checks read it, and the species'
 * pages as createPages wanted them. At 10,000 species that is 30,000 species' texts in three
 * languages, which Gatsby's main process otherwise held through the bundles and the pages, where a
 * warm build's memory peaks (docs/scale.md). `gatsby develop` keeps them for its next edit.
 */
export function releaseBuildOnlyMemory(): void {
  releaseSpeciesFiles()
  releaseContentAsRead()
  releaseSpeciesPages()
}
