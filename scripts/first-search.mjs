// @ts-check
// What a visitor's first search costs: serves a built public/ as the static host does, opens the
// guide in Chromium, types a query and counts the bytes that arrive from the first keystroke until
// the results are listed. Over HTTP/1.1, as `npm run serve:headers` speaks, and over HTTP/2, as
// Netlify and Cloudflare Pages speak to every current browser: there a header repeated from an
// earlier response is sent as an index of a byte or two, so the ~1 KB of security headers each
// response carries counts once. And how long a first search takes to list its result at 4x CPU
// (searchTiming), and with --calibrated also at the slowdown that makes this machine Lighthouse's
// target phone (cpu-calibration.mjs). Used by `npm run bench:guide`; on its own:
// `node scripts/first-search.mjs public [query] [path] [--calibrated]`.
import { execFileSync } from "node:child_process"
import { createServer } from "node:http"
import { createSecureServer } from "node:http2"
import { fileURLToPath } from "node:url"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { emulatePhoneNetwork, launchPhoneBrowser } from "./observed-load.mjs"
import { kb } from "./bench-report.mjs"
import { staticHost } from "./serve-static.mjs"

/** @typedef {{ url: string, bytes: number }} ServedFile */

/** A certificate for 127.0.0.1 made for this run: browsers speak HTTP/2 over TLS only. */
function localCertificate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "buglens-tls-"))
  try {
    const [key, cert] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")]
    const selfSigned = ["-x509", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1"]
    const forTheAddress = ["-addext", "subjectAltName=IP:127.0.0.1"]
    const keyType = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1"]
    execFileSync("openssl", ["req", ...selfSigned, ...forTheAddress, ...keyType, "-keyout", key, "-out", cert], {
      stdio: ["ignore", "ignore", "pipe"],
    })
    return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * The static host on a free port, over "http1" (plain HTTP/1.1) or "h2" (HTTP/2 over TLS, which
 * refuses a client that cannot speak it), and the bytes it has sent so far on all its connections:
 * what reached the browser's TCP, TLS records and the protocol's framing included.
 * @param {string} publicDir
 * @param {string} protocol
 */
async function listen(publicDir, protocol) {
  const host = staticHost(publicDir)
  // Each file as the server sent it (compressed or not); the browser's own count misses what a worker fetches.
  /** @type {ServedFile[]} */
  const served = []
  /** @type {import("node:http").RequestListener} */
  const handler = (request, response) => {
    const end = /** @type {(...args: unknown[]) => typeof response} */ (response.end.bind(response))
    /**
     * @param {string | Uint8Array | (() => void)} [body]
     * @param {...unknown} rest
     */
    response.end = (body, ...rest) => {
      served.push({
        url: new URL(/** @type {string} */ (request.url), "http://localhost").pathname,
        bytes: body?.length ?? 0,
      })
      return end(body, ...rest)
    }
    host(request, response)
  }
  const server =
    protocol === "h2"
      ? createSecureServer(
          localCertificate(),
          /** @type {Parameters<typeof createSecureServer>[1]} */ (/** @type {unknown} */ (handler)),
        )
      : createServer(handler)
  const sockets = new Set()
  // "connection" is the TCP socket on both servers, before TLS: its bytes are those sent.
  server.on("connection", (socket) => sockets.add(socket))
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)))
  const scheme = protocol === "h2" ? "https" : "http"
  return {
    server,
    origin: `${scheme}://127.0.0.1:${/** @type {import("node:net").AddressInfo} */ (server.address()).port}`,
    bytesSent: () => [...sockets].reduce((sum, socket) => sum + socket.bytesWritten, 0),
    served,
  }
}

/**
 * `measure(host, browser)` with a phone browser and the static host serving `publicDir` over
 * `protocol` (listen), both closed afterwards: each measurement of this and scripts/key-answer.mjs.
 * @template T
 * @param {string} publicDir
 * @param {string} protocol
 * @param {(host: Awaited<ReturnType<typeof listen>>, browser: import("playwright").Browser) => Promise<T>} measure
 */
export async function onStaticHost(publicDir, protocol, measure) {
  const host = await listen(publicDir, protocol)
  const browser = await launchPhoneBrowser()
  try {
    return await measure(host, browser)
  } finally {
    await browser.close()
    host.server.close()
  }
}

/**
 * The files the host served from number `from` on that `keep` keeps, largest first, and their bytes.
 * @param {ServedFile[]} served
 * @param {number} from
 * @param {(file: ServedFile) => boolean} [keep]
 */
export function servedSince(served, from, keep = () => true) {
  const files = served
    .slice(from)
    .filter(keep)
    .sort((a, b) => b.bytes - a.bytes)
  return { files, bytes: files.reduce((sum, file) => sum + file.bytes, 0) }
}

/** The middle value: the median of an odd number of runs. */
export const median = (/** @type {number[]} */ values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/**
 * Bytes downloaded by the first search of `query` on `pagePath` over `protocol`: each file's body
 * as sent (`files`, `bytes`), everything sent on the connections meanwhile (`wireBytes`: the
 * bodies, the response headers, the protocol's framing and TLS), and what the search reported.
 * @param {string} publicDir
 */
export function firstSearch(publicDir, { query = "insect", pagePath = "/insects/", protocol = "http1" } = {}) {
  return onStaticHost(publicDir, protocol, async ({ origin, bytesSent, served }, browser) => {
    const context = await browser.newContext({ ignoreHTTPSErrors: true })
    const page = await context.newPage()
    await page.goto(`${origin}${pagePath}`, { waitUntil: "networkidle" })
    const field = page.locator("#guide-search-field")
    await field.waitFor({ state: "visible" })
    const sentBefore = bytesSent()
    const servedBefore = served.length
    await field.fill(query)
    const status = page.getByRole("status").filter({ hasText: query })
    await status.waitFor({ timeout: 60_000 })
    await page.waitForLoadState("networkidle")
    return {
      query,
      status: (await status.textContent())?.trim() ?? "",
      ...servedSince(served, servedBefore),
      wireBytes: bytesSent() - sentBefore,
    }
  })
}

/** The CPU slowdown the aim names: a result on screen within 300 ms of the last keystroke at 4x. */
export const SEARCH_CPU_SLOWDOWN = 4

/**
 * The slowdown of the next timed run: the fixed 4x, unless a calibration (cpu-calibration.mjs)
 * is given, whose slowdown makes this machine, as fast as it is before each run, the phone
 * Lighthouse's 4x assumes. On a machine half as fast as Lighthouse's reference, 4x emulates a phone
 * half as fast as that phone, and the time measures the machine as much as the site.
 * @param {{ measure(): Promise<number> } | undefined} calibration
 */
export const nextSlowdown = async (calibration) => (calibration ? calibration.measure() : SEARCH_CPU_SLOWDOWN)

/**
 * "at 4x CPU", or the range of calibrated slowdowns the runs had.
 * @param {number[]} slowdowns
 */
export function describeSlowdowns(slowdowns) {
  const low = Math.min(...slowdowns)
  const high = Math.max(...slowdowns)
  if (low === SEARCH_CPU_SLOWDOWN && high === SEARCH_CPU_SLOWDOWN) return `at ${SEARCH_CPU_SLOWDOWN}x CPU`
  return `at the calibrated CPU slowdown (${low.toFixed(2)}-${high.toFixed(2)}x, Lighthouse's target phone on this machine)`
}

/**
 * Milliseconds from the last keystroke of `query` to the frame after its result is listed, for a first
 * search on a freshly loaded page with the CPU slowed `SEARCH_CPU_SLOWDOWN` times (Chromium's own
 * throttling, as Lighthouse's simulated phone), or at the slowdown of a `calibration`
 * (nextSlowdown); over HTTP/1.1 on this machine, so the network is hardly in it. The wait after a
 * keystroke before the search starts (useGuideSearch's debounce) is in it. The median of `runs`,
 * each in a new browser context, and every run with its slowdown. `latencyMs` adds that much to
 * every request, on Lighthouse's slow 4G bandwidth (emulatePhoneNetwork); `prepare` is given each context
 * before its page opens (scripts/experiments/search-read-ahead.mjs serves another build's script through it).
 * @param {string} publicDir
 * @param {{ query?: string, pagePath?: string, runs?: number, calibration?: { measure(): Promise<number> },
 *   latencyMs?: number, prepare?: (context: import("playwright").BrowserContext) => Promise<void> }} [options]
 */
export function searchTiming(publicDir, options = {}) {
  const { query = "insect", pagePath = "/insects/", runs = 5, calibration, latencyMs = 0, prepare } = options
  return onStaticHost(publicDir, "http1", async ({ origin }, browser) => {
    const times = []
    const slowdowns = []
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext()
      await prepare?.(context)
      const page = await context.newPage()
      await page.goto(`${origin}${pagePath}`, { waitUntil: "networkidle" })
      const field = page.locator("#guide-search-field")
      await field.waitFor({ state: "visible" })
      await page.evaluate((typed) => {
        const input = /** @type {Element} */ (document.querySelector("#guide-search-field"))
        const status = /** @type {Element} */ (
          /** @type {Element} */ (input.closest("[role=search]")).querySelector("[role=status]")
        )
        let lastKey = 0
        input.addEventListener("input", () => (lastKey = performance.now()))
        /** @type {any} */
        const browserWindow = window
        browserWindow.searchShown = new Promise((resolve) => {
          new MutationObserver(() => {
            if (/** @type {string} */ (status.textContent).includes(typed))
              requestAnimationFrame(() => resolve(performance.now() - lastKey))
          }).observe(status, { childList: true, subtree: true, characterData: true })
        })
      }, query)
      const cdp = await context.newCDPSession(page)
      const rate = await nextSlowdown(calibration)
      await cdp.send("Emulation.setCPUThrottlingRate", { rate })
      if (latencyMs > 0) await emulatePhoneNetwork(cdp, latencyMs)
      await field.pressSequentially(query)
      times.push(await page.evaluate(() => /** @type {any} */ (window).searchShown))
      slowdowns.push(rate)
      await context.close()
    }
    return { query, medianMs: median(times), times, slowdowns }
  })
}

/**
 * The first search over both protocols: the files, and what each protocol sent for them.
 * @param {string} publicDir
 * @param {{ query?: string, pagePath?: string }} options
 */
export async function firstSearchOverBoth(publicDir, options) {
  const http1 = await firstSearch(publicDir, { ...options, protocol: "http1" })
  try {
    const h2 = await firstSearch(publicDir, { ...options, protocol: "h2" })
    return { ...http1, http1WireBytes: http1.wireBytes, h2WireBytes: h2.wireBytes }
  } catch (error) {
    // A machine without openssl still gets the files and HTTP/1.1, after a build that took minutes.
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== "ENOENT") throw error
    return { ...http1, http1WireBytes: http1.wireBytes, h2WireBytes: null }
  }
}

/** @param {Awaited<ReturnType<typeof searchTiming>>} timing */
export function describeSearchTiming({ query, medianMs, times, slowdowns }) {
  return `result on screen ${describeSlowdowns(slowdowns)}: median ${medianMs.toFixed(0)} ms after the last keystroke of "${query}" (${times.map((ms) => ms.toFixed(0)).join(", ")} ms)`
}

/**
 * One line: the files, then the bytes each protocol sent for them.
 * @param {Awaited<ReturnType<typeof firstSearchOverBoth>>} search
 */
export function describeFirstSearch(search) {
  const overH2 =
    search.h2WireBytes === null ? "not measured (no openssl to make a certificate)" : kb(search.h2WireBytes)
  return (
    `${kb(search.bytes)} of files for "${search.query}" in ${search.files.length} files; sent over HTTP/2 ` +
    `with TLS ${overH2}, over HTTP/1.1 ${kb(search.http1WireBytes)} ` +
    `(${kb(search.http1WireBytes - search.bytes)} of it headers) (${search.status})`
  )
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const calibrated = process.argv.includes("--calibrated")
  const [publicDir = "public", query, pagePath] = process.argv.slice(2).filter((arg) => arg !== "--calibrated")
  const result = await firstSearchOverBoth(publicDir, { query, pagePath })
  console.log(`first search: ${describeFirstSearch(result)}`)
  for (const file of result.files.slice(0, 8))
    console.log(`  ${(file.bytes / 1024).toFixed(1).padStart(7)} KB  ${file.url}`)
  console.log(describeSearchTiming(await searchTiming(publicDir, { query, pagePath })))
  if (calibrated) {
    const { withCpuCalibration } = await import("./cpu-calibration.mjs")
    await withCpuCalibration(async (calibration) => {
      console.log(describeSearchTiming(await searchTiming(publicDir, { query, pagePath, calibration })))
      console.log(calibration.describe())
    })
  }
}
