// @ts-check
// The site's own TypeScript for the scripts that need what the build computes (a translation's
// fingerprint, the content model, a legal page's front matter), loaded through jiti rather than copied into the script.
import { createJiti } from "jiti"

const jiti = createJiti(import.meta.url)

/** @type {typeof import("../src/node/content/translations")} */
export const translations = await jiti.import("../src/node/content/translations.ts")

/** @type {typeof import("../src/node/content/content-model")} */
export const contentModel = await jiti.import("../src/node/content/content-model.ts")

/** @type {typeof import("../src/node/content/check-content")} */
export const contentChecks = await jiti.import("../src/node/content/check-content.ts")

/** @type {typeof import("../src/node/content/snapshot")} */
export const contentSnapshot = await jiti.import("../src/node/content/snapshot.ts")

/** @type {typeof import("../src/node/content/species/files")} */
export const speciesFiles = await jiti.import("../src/node/content/species/files.ts")

/** @type {typeof import("../src/node/editor/species-collections")} */
export const editorCollections = await jiti.import("../src/node/editor/species-collections.ts")
