import { createHash } from "crypto"
import {
  builtPage,
  headersFile,
  HOST_LIMITS,
  hostFileProblems,
  inlineScriptHashes,
  isImmutable,
  notFoundRedirects,
  pagePolicy,
  robotsTxt,
  withPolicyMeta,
} from "../../../src/node/host"

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`

const page = (script: string) =>
  `<html><head><script>document.documentElement.classList.add('js')</script>` +
  `<script type="application/ld+json">{"@type":"MobileApplication"}</script></head>` +
  `<body><script id="loader">${script}</script><script src="/app-0123456789abcdef0123.js" async=""></script></body></html>`

/** A _headers file as { path: its header lines, trimmed }, in the file's order. */
function rulesOf(file: string): Record<string, string> {
  return Object.fromEntries(
    file
      .trim()
      .split("\n\n")
      .map((block) => {
        const [path, ...lines] = block.split("\n")
        return [path, lines.map((line) => line.trim()).join("\n")]
      }),
  )
}

describe("the Content-Security-Policy", () => {
  it("hashes a page's inline scripts, not its external ones or its JSON-LD", () => {
    expect(inlineScriptHashes(page('window.pagePath="/"'))).toEqual(
      [sha("document.documentElement.classList.add('js')"), sha('window.pagePath="/"')].sort(),
    )
  })

  it("allows a page's scripts only from the site and by hash, never unsafe-inline or eval", () => {
    const csp = pagePolicy([sha("a")])
    expect(csp).toContain(`script-src 'self' ${sha("a")};`)
    expect(csp).not.toMatch(/unsafe-inline[^;]*;[^;]*script-src|script-src[^;]*unsafe-inline|unsafe-eval/)
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "connect-src 'self'",
      "img-src 'self'",
    ]) {
      expect(csp).toContain(directive)
    }
    // A <meta> policy cannot forbid framing; the header does (below).
    expect(csp).not.toContain("frame-ancestors")
  })

  it("lets the form post to and be fetched from exactly the form service's origin, when content names one", () => {
    const standard = pagePolicy([sha("a")])
    const withService = pagePolicy([sha("a")], "https://formspree.io")
    expect(withService).toContain("connect-src 'self' https://formspree.io;")
    expect(withService).toContain("form-action 'self' https://formspree.io")
    expect(withService.replaceAll(" https://formspree.io", "")).toBe(standard)
  })

  it("goes into a page right after its charset, before anything it governs, once however often it is given", () => {
    const html = `<!DOCTYPE html><html><head><meta charSet="utf-8"/><script>a</script></head><body></body></html>`
    const once = withPolicyMeta(html, pagePolicy([sha("a")]))
    expect(once).toBe(
      `<!DOCTYPE html><html><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="${pagePolicy([sha("a")])}"/><script>a</script></head><body></body></html>`,
    )
    const again = withPolicyMeta(once, pagePolicy([sha("b")]))
    expect(again.match(/http-equiv/g)).toHaveLength(1)
    expect(again).toContain(sha("b"))
    expect(() => withPolicyMeta("<html><head></head></html>", "default-src 'self'")).toThrow(/charset/)
  })
})

describe("_headers", () => {
  it("sends every response only what a page's own policy cannot say, and gives the editor its own policy in place of it", () => {
    const file = headersFile(
      [
        "/app-0123456789abcdef0123.js",
        "/app-0123456789abcdef0123.js.map",
        "/component---src-pages-index-tsx-0123456789abcdef0123.js",
        "/component---src-templates-legal-page-tsx-0123456789abcdef0123.js",
        "/page-data/index/page-data.json",
        "/robots.txt",
        "/admin/decap-cms.js",
      ],
      { path: "/admin/", extraSources: { "script-src": ["'unsafe-eval'"], "img-src": ["data:"] } },
    )
    const rules = rulesOf(file)
    expect(Object.keys(rules)).toEqual(["/*", "/admin/*", "/static/*", "/app-*", "/component---*"])
    // Nothing about scripts: on Netlify, which cannot detach it, the editor gets this one beside its own.
    expect(rules["/*"]).toMatch(/^Content-Security-Policy: frame-ancestors 'none'$/m)
    expect(rules["/*"]).toContain("X-Content-Type-Options: nosniff")
    expect(rules["/*"]).toMatch(/Permissions-Policy: .*camera=\(\).*microphone=\(\)/)
    // Detach first: Cloudflare Pages removes only what rules above have set.
    expect(rules["/admin/*"]).toMatch(/^! Content-Security-Policy\nContent-Security-Policy: [^\n]*'unsafe-eval'/)
    expect(file.match(/Content-Security-Policy:/g)).toHaveLength(2)
    expect(rules["/static/*"]).toBe("Cache-Control: public, max-age=31536000, immutable")
    expect(rules["/component---*"]).toBe("Cache-Control: public, max-age=31536000, immutable")
    expect(rules["/app-*"]).toBe("Cache-Control: public, max-age=31536000, immutable")
  })

  it("keeps one rule per bundle name however many earlier builds' bundles public/ still holds", () => {
    const hash = (build: number) => String(build).padStart(20, "0")
    const bundles = Array.from({ length: 150 }, (_, build) => [
      `/webpack-runtime-${hash(build)}.js`,
      `/webpack-runtime-${hash(build)}.js.map`,
      `/styles.${hash(build)}.css`,
    ]).flat()
    const rules = rulesOf(headersFile(bundles))
    expect(Object.keys(rules)).toEqual(["/*", "/static/*", "/webpack-runtime-*", "/styles.*"])
    expect(hostFileProblems(headersFile(bundles), "")).toEqual([])
  })

  it("names a hashed bundle alone when a file that may change shares its name's start", () => {
    const rules = rulesOf(headersFile(["/app-0123456789abcdef0123.js", "/app-ads.txt"]))
    expect(Object.keys(rules)).toContain("/app-0123456789abcdef0123.js")
    expect(Object.keys(rules)).not.toContain("/app-*")
  })

  it("caches the files of a folder named by their content for a year, with one rule, and allows no WebAssembly", () => {
    const file = headersFile(["/search/files/0123456789abcdef.json"], null, ["/search/files/"])
    const rules = rulesOf(file)
    expect(rules["/search/files/*"]).toBe("Cache-Control: public, max-age=31536000, immutable")
    expect(Object.keys(rules)).not.toContain("/search/files/0123456789abcdef.json")
    expect(file).not.toContain("wasm-unsafe-eval")
  })

  it("covers component chunks with one rule only while every file it matches is hashed", () => {
    const rules = rulesOf(
      headersFile([
        "/component---a-0123456789abcdef0123.js",
        "/component---b-0123456789abcdef0123.js",
        "/component---readme.txt",
      ]),
    )
    expect(rules["/component---*"]).toBeUndefined()
    expect(rules["/component---a-0123456789abcdef0123.js"]).toBe("Cache-Control: public, max-age=31536000, immutable")
    expect(rules["/component---readme.txt"]).toBeUndefined()
  })

  it("stays within Cloudflare Pages' limits for 30,000 pages in three languages", () => {
    const languages = ["", "/de", "/es"]
    const pages = languages.flatMap((prefix) =>
      Array.from({ length: 10_000 }, (_, index) => builtPage(`${prefix}/guides/insect-${index}/`, page("start()"))),
    )
    const files = [
      ...pages.map(({ route }) => `${route}index.html`),
      ...pages.map(({ route }) => `/page-data${route}page-data.json`),
      // gatsby-plugin-mdx: one template chunk per MDX page.
      ...pages.map(
        (_, index) => `/component---src-templates-legal-page-tsx-content-file-path-${index}-0123456789abcdef0123.js`,
      ),
      "/app-0123456789abcdef0123.js",
      "/framework-0123456789abcdef0123.js",
      ...Array.from({ length: 7 }, (_, index) => `/sitemap-${index}.xml`),
    ]
    const admin = { path: "/admin/", extraSources: { "script-src": ["'unsafe-eval'"] } }
    const file = headersFile(files, admin, ["/search/files/"])
    const redirects = notFoundRedirects(["en", "de", "es"])

    expect(hostFileProblems(file, redirects)).toEqual([])
    const rules = Object.keys(rulesOf(file))
    expect(rules.length).toBeLessThanOrEqual(HOST_LIMITS.headerRules)
    expect(rules).toHaveLength(7)
    expect(Math.max(...file.split("\n").map((line) => line.length))).toBeLessThanOrEqual(
      HOST_LIMITS.headerLineCharacters,
    )
  })

  it("names what breaks a limit, so the build can refuse it", () => {
    const manyRules = Array.from({ length: 101 }, (_, index) => `/file-${index}\n  Cache-Control: x`).join("\n\n")
    const longLine = `/*\n  Content-Security-Policy: ${"x".repeat(2000)}`
    const redirects = Array.from({ length: 101 }, (_, index) => `/old-${index}/*  /new/:splat  301`).join("\n")
    expect(hostFileProblems(`${manyRules}\n\n${longLine}\n`, redirects)).toEqual([
      "_headers has 102 rules; Cloudflare Pages reads at most 100",
      expect.stringMatching(/^_headers has a line of 2027 characters \(at most 2000\)/),
      "_redirects has 101 dynamic rules; Cloudflare Pages reads at most 100",
    ])
  })

  it.each([
    ["/app-3117226e71f749a8751f.js", true],
    ["/styles.fe41939a569c4f8e9798.css", true],
    ["/styles.css", false],
    ["/app-3117226e71f749a8751f.js.map", true],
    ["/framework-b37f0f81549c07f1a4f7.js.LICENSE.txt", true],
    ["/admin/decap-cms.js", false],
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
