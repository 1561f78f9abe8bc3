import { availableParallelism } from "os"
import {
  finishPages,
  finishShare,
  type FinishedPages,
  type FinishedShare,
  type PagePolicy,
  type PageShare,
} from "./post-build"
import { pagePolicy } from "./host-headers"
import { runInThread, serveThreadTask } from "./build-threads"
import { writeSearchIndex, type ListedSpecies, type SearchIndexFacts, type SearchIndexRecordFile } from "./search-index"

/** The pass's arguments as data a thread can be handed: its policy as the facts it is made from. */
export interface FinishPagesTask {
  publicDir: string
  languages: readonly string[]
  /** Where the content editor is: its page is Decap's, under its own policy (host-headers.ts). */
  adminPath: string
  /** The form service's origin (contact.delivery in content), or null. */
  formOrigin: string | null
}

/** The search index's arguments (writeSearchIndex), as data a thread can be handed. */
export interface SearchIndexTask {
  publicDir: string
  speciesByLanguage: ReadonlyMap<string, readonly ListedSpecies[]>
  recordFile: SearchIndexRecordFile
}

/** The policy of each page: none for the content editor's, which has its own, and the site's for every other. */
export function pagePolicies(adminPath: string, formOrigin: string | null): PagePolicy {
  return (route, scriptHashes) => (route.startsWith(adminPath) ? null : pagePolicy(scriptHashes, formOrigin))
}

const TASKS = {
  finishShare: async ({ share, ...task }: FinishPagesTask & { share: PageShare }): Promise<FinishedShare> =>
    finishShare(task.publicDir, task.languages, pagePolicies(task.adminPath, task.formOrigin), share),
  searchIndex: (task: SearchIndexTask): Promise<SearchIndexFacts> =>
    writeSearchIndex(task.publicDir, task.speciesByLanguage, task.recordFile),
}

/**
 * The pass over every page (finishPages), its pages shared among a thread a core, each of which loads
 * `buildCode` (build-threads.ts): in a single thread, the other core waited through most of a cold
 * build's last step at 10,000 species (docs/scale.md, "The search index during the build").
 */
export const finishPagesInThreads = (buildCode: string, task: FinishPagesTask): Promise<FinishedPages> =>
  finishPages(
    task.publicDir,
    task.languages,
    pagePolicies(task.adminPath, task.formOrigin),
    availableParallelism(),
    (share) => runInThread<FinishedShare>(buildCode, "finishShare" satisfies keyof typeof TASKS, { ...task, share }),
  )

/**
 * The guide's search index (writeSearchIndex) in a thread of its own, which loads `buildCode`
 * (build-threads.ts), in the time the build leaves idle: it starts before the bundles and is needed
 * only at the end.
 */
export const searchIndexInThread = (buildCode: string, task: SearchIndexTask) =>
  runInThread<SearchIndexFacts>(buildCode, "searchIndex" satisfies keyof typeof TASKS, task, { inIdleTime: true })

/** In a thread that runInThread started, its task; anywhere else nothing (build-threads.ts). */
export const runThreadTask = () => serveThreadTask(TASKS)
