import type { FileSystemNode } from "gatsby-source-filesystem"
import type { Content } from "./check-content"
import type { ParsedFile } from "./content-nodes"
import type { GuidePage } from "./species/guide-pages"
import type { SourcedSpecies } from "./species/nodes"
import type { ImageFacts } from "./validate"
import { isDevelop } from "../gatsby-command"

/**
 * What the content's build code keeps in this process from one build to the next. `gatsby develop`
 * builds again in the same process on every saved edit, and these let that build do work in
 * proportion to the edit, not to the guide; `gatsby build` builds once and uses them within that
 * build. (What a build leaves for the next process is in .cache/: build-records.ts.) Each is read
 * and written by the one module its comment names; they are declared here so that everything that
 * outlives a build is in one place.
 */
interface BuildMemory {
  /**
   * content-nodes.ts: the content JSON File nodes this process has seen created (onCreateNode).
   * Gatsby's node store commits its type index asynchronously, and getNodesByType reads only what is
   * committed: on a busy machine a File node created a moment before (often the very one being
   * handled) is missing from it, and a language's SiteConfig node was then made without its
   * translation, its pages in English.
   */
  contentFileNodes: Map<string, FileSystemNode>
  /**
   * content-nodes.ts: every content file read, by absolute path, with the size and modification
   * time it had. Develop reads all of content/ again on every edit (createPages checks it whole),
   * and at 10,000 species parsing the 29,999 files that had not changed was most of that. The
   * objects are shared between reads: nothing changes them (nodes, checks and reports copy what they
   * take), and checks keyed on them (`memoizeByObject`) skip a file that has not changed.
   */
  parsedFiles: Map<string, { mtimeMs: number; size: number; parsed: ParsedFile }>
  /** content-nodes.ts: the SiteConfig and Feature nodes made last, so that those no file makes any more are deleted. */
  localizedNodeIds: Set<string>
  /**
   * check-content.ts: the facts of every picture read, by path, with the digest its File node had
   * (an MD5 of the file, which gatsby-source-filesystem computes again when the file's modification
   * time changes). Develop checks content on every edit, and a guide of 10,000 species with photos
   * for a tenth has 1,000 pictures.
   */
  imageFacts: Map<string, { digest: string; facts: ImageFacts }>
  /** check-content.ts: content as this build's createPages read it, which the editor's files take too. */
  contentAsRead: Content | undefined
  /** species/nodes.ts: content/site.json's languages, by its path and modification time: every species asks. */
  languages: { file: string; modified: number; languages: string[] } | undefined
  /** species/nodes.ts: what this build's species were made from, recorded once the build has finished. */
  sourcedSpecies: SourcedSpecies | undefined
  /** species/watcher.ts: the content folder whose species develop watches; undefined before it does, and in a build. */
  watchedContentRoot: string | undefined
  /**
   * species/watcher.ts: the species' files read since the watcher last named them, by absolute path.
   * Reading content for the checks asks here before it looks at a file's modification time: on every
   * edit at 10,000 species, the 30,000 stats were most of reading content.
   */
  speciesReadSinceChange: Set<string>
  /**
   * species/guide-pages.ts: in `gatsby develop`, the species nodes the last createPages read, held
   * between edits. Gatsby holds nodes weakly (its LMDB store's cache keeps a node while something
   * else does), so after a major garbage collection the next edit read all 30,000 species nodes from
   * the store again, most of Gatsby's schema step (docs/scale.md, "In npm run develop").
   */
  developSpeciesNodes: readonly unknown[]
  /**
   * species/guide-pages.ts: the species' pages, made once by createPagesStatefully: the pages the
   * last createPages wanted (`latest`), whether createPagesStatefully has made them (`madeOnce`),
   * and those it made that nothing has replaced since, with their context (`kept`).
   */
  speciesPages: { latest: GuidePage[]; madeOnce: boolean; kept: Map<string, GuidePage["context"]> }
}

export const buildMemory: BuildMemory = {
  contentFileNodes: new Map(),
  parsedFiles: new Map(),
  localizedNodeIds: new Set(),
  imageFacts: new Map(),
  contentAsRead: undefined,
  languages: undefined,
  sourcedSpecies: undefined,
  watchedContentRoot: undefined,
  speciesReadSinceChange: new Set(),
  developSpeciesNodes: [],
  speciesPages: { latest: [], madeOnce: false, kept: new Map() },
}

/**
 * In `gatsby build`, which builds once, lets go of what only createPages and the editor's files
 * read: every content file as parsed, content as the checks read it, and the species' pages as
 * createPages wanted them. At 10,000 species that is 30,000 species' texts in three languages, which
 * Gatsby's main process otherwise held through the bundles and the pages, where a warm build's memory
 * peaks (docs/scale.md). `gatsby develop` keeps them for its next edit.
 */
export function releaseBuildOnlyMemory(): void {
  if (isDevelop()) return
  buildMemory.parsedFiles.clear()
  buildMemory.contentAsRead = undefined
  buildMemory.speciesPages.latest = []
  buildMemory.speciesPages.kept.clear()
}
