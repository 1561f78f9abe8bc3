import { createHash } from "crypto"

/**
 * The `_headers` file that Netlify and Cloudflare Pages read (and scripts/serve-static.mjs, which
 * the tests use): security headers for everything, a Content-Security-Policy per page that allows
 * exactly that page's inline scripts, and caching as Gatsby documents it. Pure: the build gives it
 * the pages' HTML and the list of files.
 */

export interface BuiltPage {
  /** The URL path the host serves it at: "/", "/privacy/", "/404.html". */
  route: string
  html: string
}

const SECURITY_HEADERS: Record<string, string> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "X-Frame-Options": "DENY",
}

export const REVALIDATE = "public, max-age=0, must-revalidate"
export const IMMUTABLE = "public, max-age=31536000, immutable"

/** The SHA-256 CSP sources of a page's inline scripts (data blocks such as JSON-LD never run). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc\s*=/.test(attributes)) continue
    const type = /\btype\s*=\s*"([^"]*)"/.exec(attributes)?.[1]
    if (type && !/^(text|application)\/(javascript|ecmascript)$|^module$/i.test(type)) continue
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`)
  }
  return [...hashes].sort()
}

/** A policy as its directives, each with its sources. */
export type Directives = Readonly<Record<string, readonly string[]>>

/**
 * Scripts: the site's own files and the listed inline ones, nothing else. Styles: the site's own
 * plus inline, because Gatsby inlines the CSS and react-hot-toast sets styles at run time.
 */
const SITE_DIRECTIVES: Directives = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'"],
  "font-src": ["'none'"],
  "connect-src": ["'self'"],
  "manifest-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
}

/** `directives` with more sources added; a directive that gains a source no longer says 'none'. */
export function withSources(directives: Directives, extra: Directives): Directives {
  const merged: Record<string, readonly string[]> = { ...directives }
  for (const [name, sources] of Object.entries(extra)) {
    if (sources.length === 0) continue
    const current = (merged[name] ?? []).filter((source) => source !== "'none'")
    merged[name] = [
      ...new Set([...current, ...sources.filter((source) => source !== "'none'" || current.length === 0)]),
    ]
  }
  return merged
}

export function renderPolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ")
}

/** A page's directives: the site's, its inline scripts, and the form service's origin if content names one. */
function pageDirectives(scriptHashes: readonly string[], formOrigin: string | null): Directives {
  const formService = formOrigin ? [formOrigin] : []
  return withSources(SITE_DIRECTIVES, {
    "script-src": scriptHashes,
    "connect-src": formService,
    "form-action": formService,
  })
}

/** A form service on another origin (contact.delivery in content) may be posted to and fetched from; nothing else is. */
export function contentSecurityPolicy(scriptHashes: readonly string[], formOrigin: string | null = null): string {
  return renderPolicy(pageDirectives(scriptHashes, formOrigin))
}

/** Gatsby's content-hashed bundles and everything under /static/ never change under their name. */
export function isImmutable(file: string): boolean {
  return file.startsWith("/static/") || /[-.][0-9a-f]{16,}\.(js|css)$/.test(file)
}

function rule(path: string, headers: Record<string, string>): string {
  return [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n")
}

/**
 * The content editor's area (/admin/): its pages are not the site's, and it needs more than they
 * may have (see admin-files.ts for what and why).
 */
export interface AdminArea {
  path: string
  extraSources: Directives
}

/**
 * Hosts apply every rule that matches a path and join repeated headers, which for a CSP means
 * both policies must pass. So `/*` carries a policy that allows the inline scripts of every page
 * (for paths with no rule of their own, like an unknown one answered by the 404 page), and each
 * page's own rule narrows it to exactly that page's scripts.
 */
export function headersFile(
  pages: readonly BuiltPage[],
  files: readonly string[],
  formOrigin: string | null = null,
  admin: AdminArea | null = null,
): string {
  const everyHash = [...new Set(pages.flatMap((page) => inlineScriptHashes(page.html)))].sort()
  const everyPage = pageDirectives(everyHash, formOrigin)
  const fallback = admin ? withSources(everyPage, admin.extraSources) : everyPage
  const rules = [
    rule("/*", { ...SECURITY_HEADERS, "Content-Security-Policy": renderPolicy(fallback) }),
    ...(admin
      ? [
          rule(`${admin.path}*`, {
            "Content-Security-Policy": renderPolicy(withSources(SITE_DIRECTIVES, admin.extraSources)),
            "X-Robots-Tag": "noindex",
            "Cache-Control": REVALIDATE,
          }),
        ]
      : []),
    ...pages.map((page) =>
      rule(page.route, {
        "Content-Security-Policy": contentSecurityPolicy(inlineScriptHashes(page.html), formOrigin),
        "Cache-Control": REVALIDATE,
      }),
    ),
    rule("/page-data/*", { "Cache-Control": REVALIDATE }),
    rule("/static/*", { "Cache-Control": IMMUTABLE }),
    ...files
      .filter((file) => !file.endsWith(".html") && !file.startsWith("/page-data/") && !file.startsWith("/static/"))
      .filter((file) => !admin || !file.startsWith(admin.path))
      .map((file) => rule(file, { "Cache-Control": isImmutable(file) ? IMMUTABLE : REVALIDATE })),
  ]
  return `${rules.join("\n\n")}\n`
}

export function robotsTxt(siteUrl: string, disallow: readonly string[] = []): string {
  const rules = ["Allow: /", ...disallow.map((path) => `Disallow: ${path}`)]
  return `User-agent: *\n${rules.join("\n")}\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`
}
