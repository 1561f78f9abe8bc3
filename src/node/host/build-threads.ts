import { readlinkSync } from "fs"
import { constants, setPriority } from "os"
import { Worker, isMainThread, parentPort, workerData } from "worker_threads"

/** Marks the data of a build thread, so that no other thread that loads the build's code runs a task. */
const THREAD_MARK = "buglens:build-thread"

/**
 * Runs `task` with `input` in a worker thread that loads `buildCode`, the build's compiled
 * gatsby-node (BUILD_CODE), where serveThreadTask finds the task by its name. The thread has a heap
 * of its own, which goes when the task ends, and runs beside Gatsby's main thread: at 10,000 species
 * the pass over the pages takes a core for more than a minute (docs/scale.md, "The pass over the
 * pages in a worker thread", "The search index during the build").
 * `input` and the result are copied between the threads, so they are plain data. A thread that runs
 * `inIdleTime` takes only what the build's own steps leave of the cores (yieldToTheBuild).
 */
export function runInThread<Result>(
  buildCode: string,
  task: string,
  input: unknown,
  { inIdleTime = false } = {},
): Promise<Result> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(buildCode, { workerData: { mark: THREAD_MARK, task, input, inIdleTime } })
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
  const { task, input, inIdleTime } = workerData as { task: string; input: never; inIdleTime: boolean }
  const run = tasks[task]
  if (!run) throw new Error(`No build thread task "${task}"`)
  if (inIdleTime) yieldToTheBuild()
  void run(input).then((result) => parentPort!.postMessage(result))
}

/**
 * Gives this thread the lowest scheduling priority, so that it runs on what the rest of the build
 * leaves idle and never slows it: the search index starts beside webpack's bundling, which takes
 * more than one core here. Linux names a thread's own id in /proc/thread-self, and setpriority takes
 * it for that thread alone; elsewhere the thread keeps the build's priority.
 */
function yieldToTheBuild(): void {
  try {
    const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop())
    setPriority(threadId, constants.priority.PRIORITY_LOW)
  } catch {
    // Not Linux: the thread shares the cores with the build as any thread does.
  }
}
