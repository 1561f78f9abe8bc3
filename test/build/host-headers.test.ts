import { createHash } from "crypto"
import {
  contentSecurityPolicy,
  headersFile,
  inlineScriptHashes,
  isImmutable,
  robotsTxt,
} from "../../src/build/host-headers"

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`

const page = (script: string) =>
  `<html><head><script>document.documentElement.classList.add('js')</script>` +
  `<script type="application/ld+json">{"@type":"MobileApplication"}</script></head>` +
  `<body><script id="loader">${script}</script><script src="/app-0123456789abcdef0123.js" async=""></script></body></html>`

describe("_headers", () => {
  it("hashes a page's inline scripts, not its external ones or its JSON-LD", () => {
    expect(inlineScriptHashes(page('window.pagePath="/"'))).toEqual(
      [sha("document.documentElement.classList.add('js')"), sha('window.pagePath="/"')].sort(),
    )
  })

  it("allows scripts only from the site and by hash, never unsafe-inline", () => {
    const csp = contentSecurityPolicy([sha("a")])
    expect(csp).toContain(`script-src 'self' ${sha("a")};`)
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    for (const directive of [
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      "connect-src 'self'",
      "img-src 'self'",
    ]) {
      expect(csp).toContain(directive)
    }
  })

  it("lets the form post to and be fetched from exactly the form service's origin, when content names one", () => {
    const standard = contentSecurityPolicy([sha("a")])
    const withService = contentSecurityPolicy([sha("a")], "https://formspree.io")
    expect(withService).toContain("connect-src 'self' https://formspree.io;")
    expect(withService).toContain("form-action 'self' https://formspree.io;")
    expect(withService.replaceAll(" https://formspree.io", "")).toBe(standard)
    expect(headersFile([{ route: "/", html: page("") }], [], "https://formspree.io")).not.toContain(
      "connect-src 'self';",
    )
  })

  it("gives each page a policy with its own scripts, and /* the union for paths without a rule", () => {
    const file = headersFile(
      [
        { route: "/", html: page('window.pagePath="/"') },
        { route: "/privacy/", html: page('window.pagePath="/privacy/"') },
      ],
      ["/app-0123456789abcdef0123.js", "/page-data/index/page-data.json", "/robots.txt"],
    )
    const rules = Object.fromEntries(
      file
        .trim()
        .split("\n\n")
        .map((block) => {
          const [path, ...lines] = block.split("\n")
          return [path, lines.map((line) => line.trim()).join("\n")]
        }),
    )
    expect(rules["/*"]).toContain(sha('window.pagePath="/"'))
    expect(rules["/*"]).toContain(sha('window.pagePath="/privacy/"'))
    expect(rules["/*"]).toContain("X-Content-Type-Options: nosniff")
    expect(rules["/*"]).toMatch(/Permissions-Policy: .*camera=\(\).*microphone=\(\)/)
    expect(rules["/"]).toContain(sha('window.pagePath="/"'))
    expect(rules["/"]).not.toContain(sha('window.pagePath="/privacy/"'))
    expect(rules["/"]).toContain("Cache-Control: public, max-age=0, must-revalidate")
    expect(rules["/page-data/*"]).toBe("Cache-Control: public, max-age=0, must-revalidate")
    expect(rules["/static/*"]).toBe("Cache-Control: public, max-age=31536000, immutable")
    expect(rules["/app-0123456789abcdef0123.js"]).toBe("Cache-Control: public, max-age=31536000, immutable")
    expect(rules["/robots.txt"]).toBe("Cache-Control: public, max-age=0, must-revalidate")
  })

  it.each([
    ["/app-3117226e71f749a8751f.js", true],
    ["/styles.fe41939a569c4f8e9798.css", true],
    ["/styles.css", false],
    ["/static/icon-abc.png", true],
    ["/manifest.webmanifest", false],
    ["/og-image.png", false],
  ])("treats %s as immutable: %s", (file, immutable) => {
    expect(isImmutable(file)).toBe(immutable)
  })
})

describe("robots.txt", () => {
  it("allows everything and names the sitemap's absolute URL", () => {
    expect(robotsTxt("https://buglens.app")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://buglens.app/sitemap-index.xml\n",
    )
  })
})
