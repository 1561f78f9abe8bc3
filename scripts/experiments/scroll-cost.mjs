// @ts-check
// Main-thread work on a guide page at 4x CPU while a visitor scrolls through it: the blocking time
// (each task's time over 50 ms) while the page loads and settles, then while the visitor scrolls to
// its end, 600 px at a time, and the script and task time meanwhile (Chromium's Performance
// metrics). Each link that comes into view makes Gatsby prefetch its page, which first matches its
// path against the runtime's list of match paths (docs/scale.md, "The script every page loads").
// `node scripts/experiments/scroll-cost.mjs <public dir> [page path, /insects/] [runs, 3]`, on a build.
import process from "node:process"
import { onStaticHost } from "../first-search.mjs"

const [publicDir = "public", pagePath = "/insects/", runs = "3"] = process.argv.slice(2)
/** @param {import("playwright").CDPSession} cdp */
const metrics = async (cdp) =>
  Object.fromEntries((await cdp.send("Performance.getMetrics")).metrics.map(({ name, value }) => [name, value]))

await onStaticHost(publicDir, "http1", async ({ origin }, browser) => {
  for (let run = 0; run < Number(runs); run++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.addInitScript(() => {
      const browserWindow = /** @type {typeof window & { blocking: number }} */ (window)
      browserWindow.blocking = 0
      new PerformanceObserver((list) => {
        for (const task of list.getEntries()) browserWindow.blocking += Math.max(0, task.duration - 50)
      }).observe({ type: "longtask", buffered: true })
    })
    const cdp = await context.newCDPSession(page)
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 })
    await cdp.send("Performance.enable")
    await page.goto(`${origin}${pagePath}`, { waitUntil: "networkidle" })
    // Two quiet seconds: the idle prefetches of the links in view have run by then.
    await page.waitForTimeout(2000)
    const blockingLoaded = await page.evaluate(
      () => /** @type {typeof window & { blocking: number }} */ (window).blocking,
    )
    const before = await metrics(cdp)
    const height = await page.evaluate(() => document.body.scrollHeight)
    for (let scrolled = 0; scrolled < height; scrolled += 600) {
      await page.mouse.wheel(0, 600)
      await page.waitForTimeout(100)
    }
    await page.waitForTimeout(3000)
    const after = await metrics(cdp)
    const blocking = await page.evaluate(() => /** @type {typeof window & { blocking: number }} */ (window).blocking)
    /** @param {string} name */
    const ms = (name) => ((after[name] - before[name]) * 1000).toFixed(0)
    console.log(
      `run ${run + 1}: ${await page.locator("a[href]").count()} links; blocking time ${blockingLoaded.toFixed(0)} ms loading, ` +
        `${(blocking - blockingLoaded).toFixed(0)} ms scrolling through; while scrolling, script ${ms("ScriptDuration")} ms, tasks ${ms("TaskDuration")} ms`,
    )
    await context.close()
  }
})
