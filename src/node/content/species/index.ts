/**
 * The insect guide's species, in one home: where their files are (files.ts); what a species holds
 * (model.ts, from which the GraphQL type, the checks and the editor's fields are made); the checks
 * of a species' file and of the other names across species (validate.ts, validate-other-names.ts);
 * their nodes, read from the files (nodes.ts) and, in `gatsby develop`, watched (watcher.ts); and
 * their pages: the guide's index, the identification key and a page per species (guide-pages.ts).
 * Other capabilities reach them through content's index: the host makes the search and key
 * indexes from the Species nodes (host/search-index.ts), the editor a collection per order
 * (editor/species-collections.ts), both from the model and the files' layout exported here.
 */

export {
  SPECIES_DIR,
  SPECIES_FOLDER,
  speciesFileIn,
  speciesFilePaths,
  speciesFolderOf,
  speciesFolderPatterns,
  speciesSlugOf,
  speciesSlugOfSource,
  speciesSourceOf,
  speciesSources,
} from "./files"
export { HAZARDS, SAFETY_LEVELS, SPECIES_TYPE, speciesModel, type SafetyLevel } from "./model"
export { checkSpecies } from "./validate"
export { checkOtherNames, sharedOtherNames } from "./validate-other-names"
export { rememberSourcedSpecies, sourceSpecies, speciesNodeKey } from "./nodes"
export { createGuidePages, createSpeciesPagesOnce, releaseSpeciesPages, speciesInGuideOrder } from "./guide-pages"
