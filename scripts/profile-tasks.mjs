// @ts-check
// The longest main-thread tasks of one page load on the phone the audit emulates, and the trace
// events that fill each: what to read when a timed gate fails (docs/performance.md).
//
// Usage: node scripts/profile-tasks.mjs URL [CPU slowdown, 4] [loads, 3] [all|hydration]
//   hydration: only the tasks between React taking the page and the end of hydration, as the
//   observed gate reads them. Serve the build first (npm run serve, or scripts/serve-static.mjs).
import { launchPhoneBrowser, openPhonePage, traceLoad } from "./observed-load.mjs"

const [url, slowdown = "4", loads = "3", window = "all"] = process.argv.slice(2)
if (!url) throw new Error("Usage: node scripts/profile-tasks.mjs URL [slowdown] [loads] [all|hydration]")
/** What a task's own events name: the script, the function, the layout's size. */
const CATEGORIES = "devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,v8.execute,toplevel"
/** Events shorter than this inside a task are left out of its listing. */
const SHOWN_EVENT_MS = 2

const browser = await launchPhoneBrowser()
try {
  for (let load = 1; load <= Number(loads); load++) {
    const { context, page, cdp } = await openPhonePage(browser, { cpuSlowdown: Number(slowdown) })
    try {
      const { at, fcp, tookRoot, hydrated, mainThread, whileHydrating } = await traceLoad(page, cdp, url, {
        categories: CATEGORIES,
      })
      const tasks = mainThread
        .filter((event) => event.name === "RunTask")
        .filter((task) => window === "all" || whileHydrating(at(task)))
        .sort((a, b) => b.dur - a.dur)
      const total = tasks.reduce((sum, task) => sum + task.dur / 1000, 0)
      console.log(
        `load ${load}: first paint ${fcp.toFixed(0)} ms, React took the page at ${tookRoot.toFixed(0)} ms, ` +
          `hydrated at ${hydrated.toFixed(0)} ms; ${tasks.length} tasks (${window}), ${total.toFixed(0)} ms`,
      )
      for (const task of tasks.slice(0, 4)) {
        console.log(`  task at ${at(task).toFixed(0)} ms: ${(task.dur / 1000).toFixed(1)} ms`)
        const inside = mainThread.filter(
          (event) =>
            event !== task &&
            event.ts >= task.ts &&
            event.ts + event.dur <= task.ts + task.dur &&
            event.dur / 1000 >= SHOWN_EVENT_MS,
        )
        for (const event of inside) {
          const data = JSON.stringify(event.args?.data ?? event.args?.beginData ?? {}).slice(0, 140)
          console.log(`    ${(event.dur / 1000).toFixed(1)} ms ${event.name} ${data}`)
        }
      }
    } finally {
      await context.close()
    }
  }
} finally {
  await browser.close()
}
