import { createHash } from "crypto"
import type { AdminArea } from "../editor"

/**
 * The site's Content-Security-Policy, and the `_headers` file that Netlify and Cloudflare Pages read
 * (and scripts/serve-static.mjs, which the tests use): security headers for everything, the part of
 * the policy a page cannot carry itself, the content editor's own policy, and caching as Gatsby
 * documents it. Each page carries the rest of the site's policy in a <meta> of its own
 * (withPolicyMeta), which allows exactly its inline scripts. Pure: the build gives it the pages'
 * script hashes and the list of files.
 */

/** A page of the build as the host files need it: not its HTML, which a large guide cannot hold. */
export interface BuiltPage {
  /** The URL path the host serves it at: "/", "/privacy/", "/404.html". */
  route: string
  /** The CSP sources of its inline scripts (inlineScriptHashes). */
  scriptHashes: readonly string[]
}

const SECURITY_HEADERS: Record<string, string> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  // No X-Frame-Options: the CSP's frame-ancestors 'none' forbids framing in every browser that runs
  // the site's scripts, and the header's 23 bytes count in every page's first round trip.
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

export function builtPage(route: string, html: string): BuiltPage {
  return { route, scriptHashes: inlineScriptHashes(html) }
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
  // manifest-src is left to default-src 'self', as the first round trip has no byte to spare.
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

/** The directives a policy in a page's <meta> cannot carry (CSP Level 3, "The meta element"). */
const HEADER_ONLY = new Set(["frame-ancestors", "report-uri", "sandbox"])

function directivesWhere(directives: Directives, keep: (name: string) => boolean): Directives {
  return Object.fromEntries(Object.entries(directives).filter(([name]) => keep(name)))
}

/**
 * A page's own policy, which it carries in a <meta> (withPolicyMeta): the site's directives but those
 * only a header can carry, its inline scripts by hash, and a form service on another origin
 * (contact.delivery in content), which may be posted to and fetched from; nothing else is.
 */
export function pagePolicy(scriptHashes: readonly string[], formOrigin: string | null = null): string {
  return renderPolicy(directivesWhere(pageDirectives(scriptHashes, formOrigin), (name) => !HEADER_ONLY.has(name)))
}

/**
 * The part of the site's policy every response's header carries: what a <meta> cannot (no framing).
 * It says nothing of scripts, so the content editor, whose header policy allows the eval its schema
 * compiler needs, runs on a host that sends it this one too (Netlify, which cannot detach a header).
 */
export const HEADER_POLICY = renderPolicy(directivesWhere(SITE_DIRECTIVES, (name) => HEADER_ONLY.has(name)))

const POLICY_META_START = '<meta http-equiv="Content-Security-Policy" content="'
const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/
const CHARSET_META = /<meta charSet="utf-8"\/>/i

/**
 * A page with its policy in a <meta> right after its charset, before any script, style or image the
 * policy governs (a policy applies from where it is parsed); a policy already there is replaced.
 */
export function withPolicyMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`
  // A plain search first: the expression, which finds nothing in a page Gatsby just wrote, read all of it.
  if (html.includes(POLICY_META_START) && POLICY_META.test(html)) return html.replace(POLICY_META, meta)
  const charset = CHARSET_META.exec(html)
  if (!charset) throw new Error("A page without <meta charset> cannot take its Content-Security-Policy")
  const at = charset.index + charset[0].length
  return `${html.slice(0, at)}${meta}${html.slice(at)}`
}

/** A content hash and what follows it in the name of one of Gatsby's bundles: `a1b2…c3.js.map`. */
const HASHED_TAIL = /(?<=[-.])[0-9a-f]{16,}\.(js|css)(\.map|\.LICENSE\.txt)?$/

/**
 * Gatsby's content-hashed bundles (with their source maps and licence notes) and everything under
 * /static/ never change under their name.
 */
export function isImmutable(file: string): boolean {
  return file.startsWith("/static/") || HASHED_TAIL.test(file)
}

/** A rule: its path, then one line per header; `! Name` detaches what earlier rules set (Cloudflare Pages). */
function rule(path: string, lines: readonly string[]): string {
  return [path, ...lines.map((line) => `  ${line}`)].join("\n")
}

function headerLines(headers: Record<string, string>): string[] {
  return Object.entries(headers).map(([name, value]) => `${name}: ${value}`)
}

/**
 * The rules that mark hashed bundles immutable. Gatsby names each page template's chunk
 * `component---<template>-<hash>.js`, and gatsby-plugin-mdx makes one template per MDX file, so
 * their number grows with the content: one `/component---*` rule covers them all, as long as every
 * file it matches is hashed. Other hashed files (the runtime, React, shared chunks, the stylesheet)
 * get one rule per name before the hash (`/webpack-runtime-*`): Gatsby leaves an earlier build's
 * bundles in public/, so on a host that keeps public/ between builds each new hash would otherwise
 * add rules until the host's limit of 100.
 */
function immutableRules(files: readonly string[]): string[] {
  const groups = new Map<string, string[]>()
  for (const file of files.filter((name) => !name.startsWith("/static/") && isImmutable(name))) {
    const at = file.indexOf("---")
    const key = at > 0 ? file.slice(0, at + 3) : file.replace(HASHED_TAIL, "")
    const members = groups.get(key)
    if (members) members.push(file)
    else groups.set(key, [file])
  }
  return [...groups].flatMap(([key, members]) => {
    const all = files.filter((file) => file.startsWith(key))
    const asPattern = key !== members[0] || members.length > 1
    if (asPattern && all.every(isImmutable)) return [rule(`${key}*`, headerLines({ "Cache-Control": IMMUTABLE }))]
    return members.map((file) => rule(file, headerLines({ "Cache-Control": IMMUTABLE })))
  })
}

/**
 * Hosts apply every rule that matches a path and join repeated headers, and a browser enforces
 * every policy it is sent. So the header's policy on `/*` holds only what a page's <meta> cannot
 * (HEADER_POLICY): every page, each language's 404 page and so every unknown path carry the rest,
 * which forbids eval, themselves, and the number of rules does not grow with the number of pages.
 * The editor's rule detaches the header's policy where the host can (`! Content-Security-Policy`,
 * Cloudflare Pages) and sets its own, which allows eval; where it cannot (Netlify) the editor gets
 * both, and the one of `/*` says nothing of scripts. Everything without a Cache-Control rule gets the
 * hosts' default, `public, max-age=0, must-revalidate`; hashed bundles, /static/ and
 * `immutableFolders` (folders whose files are named by their content) are cached for a year.
 * `files` may be the top of public/ alone (folders end in "/"): Gatsby writes every bundle there.
 */
export function headersFile(
  files: readonly string[],
  admin: AdminArea | null = null,
  immutableFolders: readonly string[] = [],
): string {
  const rules = [
    rule("/*", headerLines({ ...SECURITY_HEADERS, "Content-Security-Policy": HEADER_POLICY })),
    ...(admin
      ? [
          rule(`${admin.path}*`, [
            "! Content-Security-Policy",
            ...headerLines({
              "Content-Security-Policy": renderPolicy(withSources(SITE_DIRECTIVES, admin.extraSources)),
              "X-Robots-Tag": "noindex",
            }),
          ]),
        ]
      : []),
    ...["/static/", ...immutableFolders].map((folder) =>
      rule(`${folder}*`, headerLines({ "Cache-Control": IMMUTABLE })),
    ),
    ...immutableRules(files.filter((file) => !admin || !file.startsWith(admin.path))),
  ]
  return `${rules.join("\n\n")}\n`
}

/** Cloudflare Pages' documented limits on the host files; Netlify's are higher. */
export const HOST_LIMITS = {
  headerRules: 100,
  headerLineCharacters: 2000,
  staticRedirects: 2000,
  dynamicRedirects: 100,
  redirectCharacters: 1000,
} as const

/** What in `_headers` and `_redirects` breaks a documented limit of Cloudflare Pages; empty when nothing does. */
export function hostFileProblems(headers: string, redirects: string): string[] {
  const problems: string[] = []
  const lines = headers.split("\n")
  const rules = lines.filter((line) => /^(\/|https:)/.test(line)).length
  if (rules > HOST_LIMITS.headerRules) {
    problems.push(`_headers has ${rules} rules; Cloudflare Pages reads at most ${HOST_LIMITS.headerRules}`)
  }
  for (const line of lines.filter((text) => text.length > HOST_LIMITS.headerLineCharacters)) {
    problems.push(
      `_headers has a line of ${line.length} characters (at most ${HOST_LIMITS.headerLineCharacters}): ${line.slice(0, 60)}...`,
    )
  }
  const redirectRules = redirects
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"))
  const dynamic = redirectRules.filter((line) => /[*:]/.test(line.split(/\s+/)[0] ?? "")).length
  if (dynamic > HOST_LIMITS.dynamicRedirects) {
    problems.push(
      `_redirects has ${dynamic} dynamic rules; Cloudflare Pages reads at most ${HOST_LIMITS.dynamicRedirects}`,
    )
  }
  for (const line of redirectRules.filter((text) => text.length > HOST_LIMITS.redirectCharacters)) {
    problems.push(
      `_redirects has a rule of ${line.length} characters (at most ${HOST_LIMITS.redirectCharacters}): ${line.slice(0, 60)}...`,
    )
  }
  if (redirectRules.length - dynamic > HOST_LIMITS.staticRedirects) {
    problems.push(
      `_redirects has ${redirectRules.length - dynamic} static rules; Cloudflare Pages reads at most ${HOST_LIMITS.staticRedirects}`,
    )
  }
  return problems
}

export function robotsTxt(siteUrl: string, disallow: readonly string[] = []): string {
  const rules = ["Allow: /", ...disallow.map((path) => `Disallow: ${path}`)]
  return `User-agent: *\n${rules.join("\n")}\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`
}
