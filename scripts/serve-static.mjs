// @ts-check
// Serves a folder as Netlify and Cloudflare Pages serve a deploy, including its _headers file:
// every rule whose path matches applies, in the order of the file, and a header set by several
// rules is joined with ", ". Cloudflare Pages reads `! Name` as "detach what earlier rules set"
// (the default here); Netlify's parser skips a line without a colon, so with `--host netlify` such
// lines do nothing and both values are sent. A response no rule gives a Cache-Control gets both
// hosts' default, `public, max-age=0, must-revalidate`.
// `gatsby serve` ignores _headers; the browser tests use this to load the site under its real
// Content-Security-Policy. Like those hosts it compresses text (brotli, else gzip), so byte counts
// measured through it match what visitors download.
// Usage: node scripts/serve-static.mjs [folder=public] [port=9200] [--host cloudflare|netlify]
// Files are read on each request, so the folder may be (re)built while it is served.
// It also answers both image CDNs' URLs (imageCdnRequest), resizing with sharp on the fly, so a build
// whose photos name a CDN (content/site.json, images.resizedBy) is served as that host serves it.
import { createServer } from "node:http"
import { existsSync, readFileSync, statSync } from "node:fs"
import { extname, join, normalize } from "node:path"
import { fileURLToPath } from "node:url"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"

/** @type {Record<string, string>} */
const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".yml": "text/yaml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".map": "application/json",
}

/** @typedef {{ path: string, headers: [string, string | null][] }} HeaderRule */

/**
 * The rules of a _headers file, each with its lines in order: [name, value] to set, [name, null] to
 * detach. Like Netlify's and Cloudflare's parsers, a line with neither form is skipped.
 * @param {string} text
 */
export function parseHeaders(text) {
  /** @type {HeaderRule[]} */
  const rules = []
  for (const line of text.split("\n")) {
    if (line.startsWith("/")) rules.push({ path: line.trim(), headers: [] })
    else if (/^\s+\S/.test(line) && !line.trim().startsWith("#") && rules.length > 0) {
      const detach = /^!\s*([^\s:]+)\s*$/.exec(line.trim())
      const separator = line.indexOf(":")
      if (detach) /** @type {HeaderRule} */ (rules.at(-1)).headers.push([detach[1], null])
      else if (separator > 0) {
        ;/** @type {HeaderRule} */ (rules.at(-1)).headers.push([
          line.slice(0, separator).trim(),
          line.slice(separator + 1).trim(),
        ])
      }
    }
  }
  return rules
}

/**
 * @param {string} rulePath
 * @param {string} path
 */
function matches(rulePath, path) {
  return rulePath.endsWith("*") ? path.startsWith(rulePath.slice(0, -1)) : rulePath === path
}

/** Both hosts send this when no rule sets a Cache-Control. */
export const DEFAULT_CACHE_CONTROL = "public, max-age=0, must-revalidate"

/**
 * The headers `host` sends for `path`: every matching rule in the file's order, a repeated header
 * joined with ", "; `! Name` removes what earlier rules set on Cloudflare Pages and nothing on Netlify.
 * @param {HeaderRule[]} rules
 * @param {string} path
 * @param {string} [host]
 */
export function headersFor(rules, path, host = "cloudflare") {
  /** @type {Map<string, string>} */
  const merged = new Map()
  for (const rule of rules.filter((candidate) => matches(candidate.path, path))) {
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase()
      if (value === null) {
        if (host === "cloudflare") merged.delete(key)
      } else merged.set(key, merged.has(key) ? `${merged.get(key)}, ${value}` : value)
    }
  }
  if (!merged.has("cache-control")) merged.set("cache-control", DEFAULT_CACHE_CONTROL)
  return Object.fromEntries(merged)
}

/**
 * @param {string} root
 * @param {string} path
 */
function fileFor(root, path) {
  const file = normalize(join(root, path.endsWith("/") ? `${path}index.html` : path))
  return file.startsWith(normalize(root)) && existsSync(file) && statSync(file).isFile() ? file : null
}

/**
 * The 404 page for an unknown path, as Cloudflare Pages picks it: the 404.html in the path's own
 * folder or the nearest one above it, so /de/nothing gets /de/404.html (Netlify reaches the same page
 * through the build's _redirects).
 * @param {string} root
 * @param {string} path
 */
function nearestNotFoundPage(root, path) {
  const folders = path.split("/").slice(1, -1)
  for (let depth = folders.length; depth >= 0; depth--) {
    const candidate = fileFor(
      root,
      `/${folders
        .slice(0, depth)
        .map((folder) => `${folder}/`)
        .join("")}404.html`,
    )
    if (candidate) return candidate
  }
  return join(root, "404.html")
}

// Hosts compress each file once, not per request; the content editor's 5 MB bundle took 14 s at
// brotli's top quality, on every load of /admin/. Large files get the lower quality hosts use for
// them on the fly; the site's own pages and bundles keep the top one, which byte budgets assume.
const LARGE_FILE_BYTES = 1_000_000
/** @type {Map<string, { mtimeMs: number, size: number, body: Buffer<ArrayBuffer> }>} */
const compressedBodies = new Map()

/**
 * @param {string} file
 * @param {Buffer} body
 * @param {string} encoding
 */
function compressed(file, body, encoding) {
  const { mtimeMs, size } = statSync(file)
  const key = `${file}\0${encoding}`
  const cached = compressedBodies.get(key)
  if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached.body
  const quality = size > LARGE_FILE_BYTES ? 5 : constants.BROTLI_MAX_QUALITY
  const result =
    encoding === "br"
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } })
      : gzipSync(body)
  compressedBodies.set(key, { mtimeMs, size, body: result })
  return result
}

/**
 * A request to a host's image CDN, as the site's pages write them (src/lib/cdn-image.ts): the photo's
 * path, the width asked for, and whether the format follows the browser's Accept header.
 * - Netlify Image CDN: `/.netlify/images?url=/static/x.jpg&w=320`; without `fm`, AVIF or WebP by Accept.
 * - Cloudflare: `/cdn-cgi/image/width=320,format=auto/static/x.jpg`; `format=auto` picks by Accept.
 * @param {string} requestUrl
 */
export function imageCdnRequest(requestUrl) {
  const url = new URL(requestUrl, "http://localhost")
  if (url.pathname === "/.netlify/images") {
    const path = url.searchParams.get("url")
    const width = Number(url.searchParams.get("w"))
    return path?.startsWith("/") && width > 0 ? { path, width, negotiate: !url.searchParams.has("fm") } : null
  }
  const cloudflare = /^\/cdn-cgi\/image\/([^/]+)(\/.+)$/.exec(url.pathname)
  if (!cloudflare) return null
  const options = Object.fromEntries(cloudflare[1].split(",").map((option) => option.split("=")))
  const width = Number(options.width ?? options.w)
  return width > 0 ? { path: decodeURIComponent(cloudflare[2]), width, negotiate: options.format === "auto" } : null
}

/** @type {Map<string, { mtimeMs: number, body: Buffer }>} */
const resizedBodies = new Map()

/**
 * The photo at `file` `width` pixels wide at most, in `format` (avif, webp) or its own: made once.
 * @param {string} file
 * @param {number} width
 * @param {"avif" | "webp" | null} format
 */
async function resized(file, width, format) {
  const { mtimeMs } = statSync(file)
  const key = `${file}\0${width}\0${format}`
  const cached = resizedBodies.get(key)
  if (cached && cached.mtimeMs === mtimeMs) return cached.body
  const { default: sharp } = await import("sharp")
  const pipeline = sharp(file).resize({ width, withoutEnlargement: true })
  const body = await (format ? pipeline.toFormat(format) : pipeline).toBuffer()
  resizedBodies.set(key, { mtimeMs, body })
  return body
}

/**
 * Answers an image CDN request from `root`: the photo resized, or 404 when there is no such photo.
 * @param {string} root
 * @param {NonNullable<ReturnType<typeof imageCdnRequest>>} cdn
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ServerResponse} response
 * @param {Record<string, string>} headers
 */
async function answerImageCdn(root, cdn, request, response, headers) {
  const file = fileFor(root, cdn.path)
  if (!file || !/^image\//.test(TYPES[extname(file)] ?? "")) {
    response.writeHead(404, { "content-type": "text/plain" }).end(`No image at ${cdn.path}`)
    return
  }
  const accept = String(request.headers.accept ?? "")
  const format = !cdn.negotiate
    ? null
    : accept.includes("image/avif")
      ? "avif"
      : accept.includes("image/webp")
        ? "webp"
        : null
  const body = await resized(file, cdn.width, format)
  response.writeHead(200, {
    ...headers,
    "content-type": format ? `image/${format}` : TYPES[extname(file)],
    vary: "Accept",
  })
  response.end(request.method === "HEAD" ? undefined : body)
}

/**
 * The request handler of a static host serving `root` with its _headers (GET and HEAD only), read
 * as `host` ("cloudflare" or "netlify") reads it.
 * @param {string} root
 * @param {{ host?: string }} [options]
 * @returns {import("node:http").RequestListener}
 */
export function staticHost(root, { host = "cloudflare" } = {}) {
  return (request, response) => {
    const headersText = existsSync(join(root, "_headers")) ? readFileSync(join(root, "_headers"), "utf8") : ""
    const rules = parseHeaders(headersText)
    const path = decodeURIComponent(new URL(/** @type {string} */ (request.url), "http://localhost").pathname)
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { allow: "GET, HEAD" }).end()
      return
    }
    const cdn = imageCdnRequest(/** @type {string} */ (request.url))
    if (cdn) {
      answerImageCdn(root, cdn, request, response, headersFor(rules, path, host)).catch((error) => {
        response.writeHead(500, { "content-type": "text/plain" }).end(String(error))
      })
      return
    }
    const file = fileFor(root, path)
    if (!file && !path.endsWith("/") && fileFor(root, `${path}/`)) {
      response.writeHead(301, { location: `${path}/` }).end()
      return
    }
    const served = file ?? nearestNotFoundPage(root, path)
    if (!existsSync(served)) {
      response.writeHead(503, { "content-type": "text/plain" }).end(`${root}/ is not built yet`)
      return
    }
    const type = TYPES[extname(served)] ?? "application/octet-stream"
    let body = readFileSync(served)
    const encodings = String(request.headers["accept-encoding"] ?? "")
    const compressible = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg)/.test(type)
    const encoding = !compressible ? null : encodings.includes("br") ? "br" : encodings.includes("gzip") ? "gzip" : null
    if (encoding) body = compressed(served, body, encoding)
    response.writeHead(file ? 200 : 404, {
      "content-type": type,
      ...(encoding ? { "content-encoding": encoding } : {}),
      vary: "Accept-Encoding",
      ...headersFor(rules, path, host),
    })
    response.end(request.method === "HEAD" ? undefined : body)
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const hostAt = process.argv.indexOf("--host")
  const host = hostAt > 0 ? process.argv[hostAt + 1] : "cloudflare"
  if (!["cloudflare", "netlify"].includes(host)) throw new Error(`--host is cloudflare or netlify, not ${host}`)
  const [root = "public", port = "9200"] = process.argv.slice(2).filter((_, index) => {
    const at = index + 2
    return hostAt < 0 || (at !== hostAt && at !== hostAt + 1)
  })
  createServer(staticHost(root, { host })).listen(Number(port), () =>
    console.log(`Serving ${root}/ with its _headers as ${host} reads them at http://localhost:${port}`),
  )
}
