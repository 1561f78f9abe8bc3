import { Worker, isMainThread, parentPort, workerData } from "worker_threads"
import { finishPages, type FinishedPages, type PagePolicy } from "./post-build"
import { pagePolicy } from "./host-headers"

/** Marks the data of the pass's worker thread, so that no other thread that loads the build's code runs it. */
const TASK = "buglens:finish-pages"

/** The pass's arguments as data a worker thread can be handed: its policy as the facts it is made from. */
export interface FinishPagesTask {
  publicDir: string
  languages: readonly string[]
  /** Where the content editor is: its page is Decap's, under its own policy (host-headers.ts). */
  adminPath: string
  /** The form service's origin (contact.delivery in content), or null. */
  formOrigin: string | null
}

/** The policy of each page: none for the content editor's, which has its own, and the site's for every other. */
export function pagePolicies(adminPath: string, formOrigin: string | null): PagePolicy {
  return (route, scriptHashes) => (route.startsWith(adminPath) ? null : pagePolicy(scriptHashes, formOrigin))
}

/**
 * The pass over every page (finishPages) in a worker thread, which loads `buildCode`, the build's
 * compiled gatsby-node (BUILD_CODE). On the main thread the pass took turns with the search index,
 * which is synchronous work too, and its page strings landed in Gatsby's heap of about 3 GB at
 * 10,000 species; in a thread of its own it has a heap of its own and runs beside the index
 * (docs/scale.md, "The pass over the pages in a worker thread").
 */
export function finishPagesInWorker(buildCode: string, task: FinishPagesTask): Promise<FinishedPages> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(buildCode, { workerData: { task: TASK, ...task } })
    worker.once("message", resolve)
    worker.once("error", reject)
    worker.once("exit", (code) => reject(new Error(`The pass over the pages stopped (exit code ${code})`)))
  })
}

/**
 * Runs the pass when this code is loaded by finishPagesInWorker's thread, and hands its result back;
 * anywhere else (Gatsby's process and its workers, the tests) it does nothing. A failure ends the
 * thread with the error, which finishPagesInWorker's promise rejects with.
 */
export function runFinishPagesTask(): void {
  if (isMainThread || workerData?.task !== TASK) return
  const task = workerData as FinishPagesTask
  void finishPages(task.publicDir, task.languages, pagePolicies(task.adminPath, task.formOrigin)).then((result) =>
    parentPort!.postMessage(result),
  )
}
