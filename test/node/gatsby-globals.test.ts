import { inlineScriptHashes } from "../../src/node/host"
import { startBundlesAfterFirstPaint } from "../../src/node/bundles"

declare global {
  interface Window {
    pagePath?: string
    ___chunkMapping?: string
    ___webpackCompilationHash?: string
  }
}

// Gatsby's inline scripts, as it writes them into every page, before its bundles.
const gatsbyPage = (path: string) =>
  `<!DOCTYPE html><html><head></head><body><div id="___gatsby"></div>` +
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(path)};/*]]>*/</script>` +
  `\n      <script\n            id="gatsby-chunk-mapping"\n          >\n            window.___chunkMapping="{\\"app\\":[\\"/app-3.js\\"]}";\n          </script>\n` +
  `<script>window.___webpackCompilationHash="abc123";</script>` +
  `<script src="/webpack-runtime-1.js" async></script><script src="/app-3.js" async></script>` +
  `</body></html>`

const rewrite = (path: string) => startBundlesAfterFirstPaint(gatsbyPage(path), () => "")

/** Runs the page's one inline script as the browser would while parsing: with it as document.currentScript. */
function runStarter(html: string): void {
  const parsed = new DOMParser().parseFromString(html, "text/html")
  const scripts = parsed.body.querySelectorAll("script")
  expect(scripts).toHaveLength(1)
  document.body.appendChild(document.importNode(scripts[0]!, true))
  const inserted = document.body.querySelector("script") as HTMLScriptElement
  jest.spyOn(document, "currentScript", "get").mockReturnValue(inserted)
  delete window.pagePath
  delete window.___chunkMapping
  delete window.___webpackCompilationHash
  new Function(inserted.textContent ?? "")()
  inserted.remove()
}

afterEach(() => jest.restoreAllMocks())

describe("Gatsby's globals in the page's one starting script", () => {
  it.each(["/", "/de/privacy/", "/404.html", '/a"b&<c/'])("gives Gatsby the page path %p as before", (path) => {
    runStarter(rewrite(path))
    expect(window.pagePath).toBe(path)
  })

  it("sets the chunk map and the build hash before any bundle runs", () => {
    runStarter(rewrite("/"))
    expect(window.___chunkMapping).toBe('{"app":["/app-3.js"]}')
    expect(window.___webpackCompilationHash).toBe("abc123")
  })

  it("makes the body's inline script the same on every page, so one CSP hash serves them all", () => {
    const hashes = ["/", "/privacy/", "/de/", "/es/404/"].map((path) => inlineScriptHashes(rewrite(path)))
    expect(hashes[0]).toHaveLength(1)
    expect(new Set(hashes.flat()).size).toBe(1)
  })
})
