import { Worker, isMainThread, parentPort, workerData } from "worker_threads"

/** Marks the data of a build thread, so that no other thread that loads the build's code runs a task. */
const THREAD_MARK = "buglens:build-thread"

/**
 * Runs `task` with `input` in a worker thread that loads `buildCode`, the build's compiled
 * gatsby-node (BUILD_CODE), where serveThreadTask finds the task by its name. The thread has a heap
 * of its own, which goes when the task ends, and runs beside Gatsby's main thread: at 10,000 species
 * the pass over the pages and the search index each take a core for a minute or more
 * (docs/scale.md, "The pass over the pages in a worker thread", "The search index during the build").
 * `input` and the result are copied between the threads, so they are plain data.
 */
export function runInThread<Result>(buildCode: string, task: string, input: unknown): Promise<Result> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(buildCode, { workerData: { mark: THREAD_MARK, task, input } })
    worker.once("message", resolve)
    worker.once("error", reject)
    worker.once("exit", (code) => reject(new Error(`The build thread "${task}" stopped (exit code ${code})`)))
  })
}

/**
 * Runs the task a build thread was started for (runInThread) when this code is loaded in that
 * thread, and hands its result back; anywhere else (Gatsby's process and its workers, the tests) it
 * does nothing. A failure ends the thread with the error, which runInThread's promise rejects with.
 */
export function serveThreadTask(tasks: Record<string, (input: never) => Promise<unknown>>): void {
  if (isMainThread || workerData?.mark !== THREAD_MARK) return
  const { task, input } = workerData as { task: string; input: never }
  const run = tasks[task]
  if (!run) throw new Error(`No build thread task "${task}"`)
  void run(input).then((result) => parentPort!.postMessage(result))
}
