import { EAGER_COMPILE_HINT, startBundlesAfterFirstPaint } from "../../../src/node/bundles"

const RUNTIME = "/webpack-runtime-1.js"
const BUNDLES = ["/framework-2.js", "/app-3.js"]
// Stands in for webpack's runtime: notes that it ran, and how many bundles were on the page by then.
const RUNTIME_CODE = `${EAGER_COMPILE_HINT}\nwindow.runtimeRanWith=(window.runtimeRanWith||[]).concat(document.querySelectorAll("script[src]").length)\n//# sourceMappingURL=webpack-runtime-1.js.map\n`

declare global {
  interface Window {
    runtimeRanWith?: number[]
  }
}

// The shape of Gatsby's production HTML: inline head scripts, the page, inline data, the bundles.
const GATSBY_PAGE =
  `<!DOCTYPE html><html><head><script>document.documentElement.classList.add('js')</script></head>` +
  `<body><div id="___gatsby"><h1>BugLens</h1></div>` +
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>` +
  [RUNTIME, ...BUNDLES].map((src) => `<script src="${src}" async></script>`).join("") +
  `</body></html>`

const readBundle = (src: string) => (src === RUNTIME ? RUNTIME_CODE : `/* ${src} */`)

/** Runs the page's inline scripts in this document, as a browser reading the rewritten page would. */
function loadRewrittenPage(): void {
  const html = startBundlesAfterFirstPaint(GATSBY_PAGE, readBundle)
  const parsed = new DOMParser().parseFromString(html, "text/html")
  document.head.innerHTML = parsed.head.innerHTML
  document.body.innerHTML = ""
  const starter = [...parsed.body.querySelectorAll("script:not([id])")].pop()!
  // It reads the page path from its own tag, as document.currentScript while the parser runs it.
  jest.spyOn(document, "currentScript", "get").mockReturnValue(starter as HTMLScriptElement)
  new Function(starter.textContent ?? "")()
}

const startedBundles = () => [...document.body.querySelectorAll("script[src]")].map((s) => s.getAttribute("src"))

/** A browser's paint timing, reduced to what the page asks of it: one observer of "paint" entries. */
class FakePaintObserver {
  static readonly supportedEntryTypes = ["paint"]
  static report: (name: string) => void = () => {}
  constructor(
    callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: FakePaintObserver) => void,
  ) {
    FakePaintObserver.report = (name) =>
      callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, this)
  }
  observe() {}
  disconnect() {
    FakePaintObserver.report = () => {}
  }
}

describe("bundles that start after the first paint", () => {
  let frames: FrameRequestCallback[]

  beforeEach(() => {
    jest.useFakeTimers()
    frames = []
    delete window.runtimeRanWith
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback))
  })

  afterEach(() => {
    jest.useRealTimers()
    delete (window as { PerformanceObserver?: unknown }).PerformanceObserver
  })

  it("are preloaded from <head> from the start, so their download does not wait", () => {
    const html = startBundlesAfterFirstPaint(GATSBY_PAGE, readBundle)
    const head = new DOMParser().parseFromString(html, "text/html").head
    expect(
      [...head.querySelectorAll('link[rel="preload"][as="script"]')].map((link) => link.getAttribute("href")),
    ).toEqual(BUNDLES)
    expect(html).not.toMatch(/<script src=/)
    expect(html).toContain(`<script data-page-path="/">`)
  })

  it("carry webpack's runtime in the page instead of a request, without its source map comment or compile hint", () => {
    const html = startBundlesAfterFirstPaint(GATSBY_PAGE, readBundle)
    expect(html).not.toContain(RUNTIME)
    expect(html).toContain("window.runtimeRanWith=")
    expect(html).not.toContain("sourceMappingURL")
    expect(html).not.toContain(EAGER_COMPILE_HINT)
  })

  it("do not run before the browser reports its first contentful paint, then all run, once", () => {
    Object.assign(window, { PerformanceObserver: FakePaintObserver })
    loadRewrittenPage()
    frames.forEach((frame) => frame(performance.now()))
    jest.advanceTimersByTime(0)
    FakePaintObserver.report("first-paint")
    expect(startedBundles()).toEqual([])
    expect(window.runtimeRanWith).toBeUndefined()

    FakePaintObserver.report("first-contentful-paint")
    expect(window.runtimeRanWith).toEqual([0])
    expect(startedBundles()).toEqual(BUNDLES)

    jest.advanceTimersByTime(1000)
    expect(window.runtimeRanWith).toEqual([0])
    expect(startedBundles()).toEqual(BUNDLES)
  })

  it("without paint timing, run after the first animation frame and a task", () => {
    loadRewrittenPage()
    jest.advanceTimersByTime(0)
    expect(startedBundles()).toEqual([])

    frames.forEach((frame) => frame(performance.now()))
    expect(startedBundles()).toEqual([])
    jest.advanceTimersByTime(0)
    expect(window.runtimeRanWith).toEqual([0])
    expect(startedBundles()).toEqual(BUNDLES)
  })

  it("still run in a background tab, which paints nothing, a second after the page loads", () => {
    Object.assign(window, { PerformanceObserver: FakePaintObserver })
    loadRewrittenPage()
    jest.advanceTimersByTime(999)
    expect(startedBundles()).toEqual([])
    jest.advanceTimersByTime(1)
    expect(window.runtimeRanWith).toEqual([0])
    expect(startedBundles()).toEqual(BUNDLES)
  })

  it("refuse a runtime that would end the inline script early", () => {
    expect(() => startBundlesAfterFirstPaint(GATSBY_PAGE, () => `var tag = "</script>"`)).toThrow(
      `${RUNTIME} contains "</script" or "<!--" and cannot be inlined`,
    )
  })

  it("leave a page without bundles as it is", () => {
    const page = "<html><head></head><body><p>Not found</p></body></html>"
    expect(startBundlesAfterFirstPaint(page, readBundle)).toBe(page)
  })
})

describe("Gatsby's map of chunks to files", () => {
  it("lists the page templates' scripts, which Gatsby leaves out when they are named by id", () => {
    const mapping = { app: ["/app-3.js"], "component---src-pages-index-tsx": [] }
    const page = GATSBY_PAGE.replace(
      "</body>",
      `<script id="gatsby-chunk-mapping">window.___chunkMapping=${JSON.stringify(JSON.stringify(mapping))};</script></body>`,
    )
    const html = startBundlesAfterFirstPaint(page, readBundle, {
      app: ["/webpack-runtime-1.js", "/app-3.js"],
      "component---src-pages-index-tsx": ["/component---245-0123.js"],
    })
    const written = /window\.___chunkMapping=("(?:[^"\\]|\\.)*");/.exec(html)?.[1]
    expect(JSON.parse(JSON.parse(written!))).toEqual({
      app: ["/app-3.js"],
      "component---src-pages-index-tsx": ["/component---245-0123.js"],
    })
  })
})
