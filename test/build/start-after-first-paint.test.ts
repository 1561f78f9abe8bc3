import { startBundlesAfterFirstPaint } from "../../src/build/start-after-first-paint"

const BUNDLES = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]

// The shape of Gatsby's production HTML: inline head scripts, the page, inline data, the bundles.
const GATSBY_PAGE =
  `<!DOCTYPE html><html><head><script>document.documentElement.classList.add('js')</script></head>` +
  `<body><div id="___gatsby"><h1>BugLens</h1></div>` +
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>` +
  BUNDLES.map((src) => `<script src="${src}" async></script>`).join("") +
  `</body></html>`

/** Runs the page's inline scripts in this document, as a browser reading the rewritten page would. */
function loadRewrittenPage(): void {
  const html = startBundlesAfterFirstPaint(GATSBY_PAGE)
  const parsed = new DOMParser().parseFromString(html, "text/html")
  document.head.innerHTML = parsed.head.innerHTML
  document.body.innerHTML = ""
  const starter = [...parsed.body.querySelectorAll("script:not([id])")].pop()!
  new Function(starter.textContent ?? "")()
}

const startedBundles = () => [...document.body.querySelectorAll("script[src]")].map((s) => s.getAttribute("src"))

describe("bundles that start after the first paint", () => {
  let frames: FrameRequestCallback[]

  beforeEach(() => {
    jest.useFakeTimers()
    frames = []
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback))
  })

  afterEach(() => {
    jest.useRealTimers()
  })

  it("are preloaded from <head> from the start, so their download does not wait", () => {
    const html = startBundlesAfterFirstPaint(GATSBY_PAGE)
    const head = new DOMParser().parseFromString(html, "text/html").head
    expect(
      [...head.querySelectorAll('link[rel="preload"][as="script"]')].map((link) => link.getAttribute("href")),
    ).toEqual(BUNDLES)
    expect(html).not.toMatch(/<script src=/)
    expect(html).toContain(`window.pagePath="/"`)
  })

  it("do not run before the browser has painted, then all run, in order, once", () => {
    loadRewrittenPage()
    jest.advanceTimersByTime(0)
    expect(startedBundles()).toEqual([])

    frames.forEach((frame) => frame(performance.now()))
    expect(startedBundles()).toEqual([])
    jest.advanceTimersByTime(0)
    expect(startedBundles()).toEqual(BUNDLES)

    jest.advanceTimersByTime(1000)
    expect(startedBundles()).toEqual(BUNDLES)
  })

  it("still run in a background tab, which paints no frame, a second after the page loads", () => {
    loadRewrittenPage()
    jest.advanceTimersByTime(999)
    expect(startedBundles()).toEqual([])
    jest.advanceTimersByTime(1)
    expect(startedBundles()).toEqual(BUNDLES)
  })

  it("leave a page without bundles as it is", () => {
    const page = "<html><head></head><body><p>Not found</p></body></html>"
    expect(startBundlesAfterFirstPaint(page)).toBe(page)
  })
})
