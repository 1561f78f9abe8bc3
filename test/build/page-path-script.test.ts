import { inlineScriptHashes } from "../../src/build/host-headers"
import { pagePathOnScriptTag } from "../../src/build/page-path-script"

declare global {
  interface Window {
    pagePath?: string
  }
}

// Gatsby's inline page-path script, as it writes it into every page.
const gatsbyPage = (path: string) =>
  `<!DOCTYPE html><html><head></head><body><div id="___gatsby"></div>` +
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(path)};/*]]>*/</script>` +
  `</body></html>`

/** Runs the page's inline script as the browser would while parsing: with it as document.currentScript. */
function runPagePathScript(html: string): string | undefined {
  const parsed = new DOMParser().parseFromString(html, "text/html")
  const script = parsed.getElementById("gatsby-script-loader")!
  document.body.appendChild(document.importNode(script, true))
  const inserted = document.getElementById("gatsby-script-loader") as HTMLScriptElement
  jest.spyOn(document, "currentScript", "get").mockReturnValue(inserted)
  delete window.pagePath
  new Function(inserted.textContent ?? "")()
  inserted.remove()
  return window.pagePath
}

afterEach(() => jest.restoreAllMocks())

describe("the page path on the script's tag", () => {
  it.each(["/", "/de/privacy/", "/404.html", '/a"b&<c/'])("gives Gatsby the page path %p as before", (path) => {
    expect(runPagePathScript(pagePathOnScriptTag(gatsbyPage(path)))).toBe(path)
  })

  it("makes the inline script the same on every page, so one CSP hash serves them all", () => {
    const hashes = ["/", "/privacy/", "/de/", "/es/404/"].map((path) =>
      inlineScriptHashes(pagePathOnScriptTag(gatsbyPage(path))),
    )
    expect(new Set(hashes.flat()).size).toBe(1)
    expect(inlineScriptHashes(gatsbyPage("/"))).not.toEqual(hashes[0])
  })

  it("leaves a page without Gatsby's script as it is", () => {
    const page = "<html><body><script>window.x=1</script></body></html>"
    expect(pagePathOnScriptTag(page)).toBe(page)
  })
})
