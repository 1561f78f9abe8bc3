import { createHash } from "crypto"
import { existsSync, readFileSync } from "fs"
import path from "path"

/**
 * What a build keeps in .cache/ for the next one, so that a warm build does work in proportion to
 * the change, not to the guide. Each record is taken only when the code that made it is this
 * build's (codeVersion).
 */
export const BUILD_RECORDS = {
  /** Each species' files as sourcing last read them (species/nodes.ts). */
  sourcedSpecies: path.join(".cache", "buglens-sourced-species.json"),
  /** Each page as the pass over the pages last left it (post-build.ts). */
  finishedPages: path.join(".cache", "buglens-finished-pages.json"),
  /** Each page's HTML as Gatsby wrote it, before that pass (post-build.ts). */
  gatsbyHtml: path.join(".cache", "buglens-gatsby-html"),
  /** Each language's search and key index: what it was made from, and the files it is (search-index.ts). */
  searchIndex: path.join(".cache", "buglens-search-index.json"),
} as const

/** Gatsby's compile of gatsby-node.ts and everything it imports, in one file. */
export const BUILD_CODE = path.join(".cache", "compiled", "gatsby-node.js")

/**
 * Gatsby's compile of gatsby-node.ts and everything it imports, and the packages' lockfile. Gatsby
 * clears its cache when gatsby-node.ts itself changes, not when a module it imports does or a
 * package is upgraded in the lockfile alone (a stemmer, say).
 */
const CODE_FILES = [BUILD_CODE, "package-lock.json"]

/** The build's code, with whatever else a record depends on (`also`): a record made under another version is not taken. */
export function codeVersion(...also: string[]): string {
  const hash = createHash("sha256")
  for (const file of CODE_FILES) hash.update(existsSync(file) ? readFileSync(file) : "").update("\0")
  for (const part of also) hash.update(part).update("\0")
  return hash.digest("hex")
}
