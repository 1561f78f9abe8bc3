import { EAGER_COMPILE_HINT } from "./eager-compile-plugin"

// How Gatsby's production HTML loads its bundles (runtime, React, app): <script src async> before </body>.
const BUNDLE_SCRIPT = /<script src="([^"]+\.js)" async(?:="")?><\/script>/g
// Webpack's runtime: a few KB that only wires the chunks together. Gatsby names it in its webpack config.
const WEBPACK_RUNTIME = /^\/webpack-runtime-[^/]+\.js$/
const SOURCE_MAP_COMMENT = /\n\/\/# sourceMappingURL=\S+\s*$/
// The mark before the slice that holds Gatsby's scripts in a built page (`_gatsby-scripts-1`).
const GATSBY_SCRIPTS_SLICE = '<!-- slice-start id="_gatsby-scripts'
// Gatsby's inline scripts that set its globals for the app, before the bundles: the page's path (the
// one text that differs from page to page), the map of chunks to files, and the build's hash.
const PAGE_PATH_SCRIPT_TAG = '<script id="gatsby-script-loader">'
const PAGE_PATH_SCRIPT =
  /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/<\/script>/
const GLOBAL_SCRIPTS = [
  /<script\s+id="gatsby-chunk-mapping"\s*>\s*(window\.___chunkMapping=[^<]*?;)\s*<\/script>/,
  /<script>(window\.___webpackCompilationHash="[^"<]*";)<\/script>/,
]
// Read from the starter's own tag, so that its text, and so its CSP hash, is the same on every page.
const PAGE_PATH_FROM_ATTRIBUTE = "window.pagePath=document.currentScript.dataset.pagePath;"

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;")

/**
 * An inline script that runs webpack's runtime and adds the page's bundles once the browser reports
 * its first contentful paint. The paint entry arrives after the frame is on screen, whereas a frame
 * callback runs before the frame is presented, so a bundle started from one could still get ahead of
 * the paint. A browser without paint timing starts them after the first animation frame and a task;
 * a tab opened in the background paints nothing, so a timer starts them anyway. The bundles may run in
 * any order: each queues its modules in webpack's chunk list, and the runtime starts the app once all
 * are there.
 */
function startAfterFirstPaintScript(sources: string[], runtime: string, fallbackMs = 1000): string {
  const start = `var d=0;function go(){if(d)return;d=1;r();s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.body.appendChild(e)})}`
  const onFirstContentfulPaint = `new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true})`
  const onFirstFrame = `requestAnimationFrame(function(){setTimeout(go,0)})`
  return `(function(s,r){${start}var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>-1)${onFirstContentfulPaint};else ${onFirstFrame};setTimeout(go,${fallbackMs})})(${JSON.stringify(sources)},function(){${runtime}\n})`
}

/**
 * Webpack's runtime as it can sit inside a page's inline script: without its source map comment, and
 * without the compile hint, which V8 reads only on a script's first line and which would be a dead
 * comment inside the starter's function.
 */
function inlineableRuntime(src: string, code: string): string {
  if (/<\/script|<!--/i.test(code)) throw new Error(`${src} contains "</script" or "<!--" and cannot be inlined`)
  return code.replace(`${EAGER_COMPILE_HINT}\n`, "").replace(SOURCE_MAP_COMMENT, "")
}

/**
 * Gatsby's map of chunks to files lists a chunk's files only when their names start with the chunk's
 * name, and the page templates' files are named by id (hooks.ts): their entries, which Gatsby reads
 * to fetch a template's script ahead of a navigation, are filled in from webpack's own record.
 */
function withChunkFiles(mappingScript: string, chunkFiles: Readonly<Record<string, readonly string[]>>): string {
  const match = /^window\.___chunkMapping=(".*");$/.exec(mappingScript)
  if (!match) return mappingScript
  const mapping = JSON.parse(JSON.parse(match[1]!)) as Record<string, string[]>
  for (const [chunk, files] of Object.entries(mapping)) {
    if (files.length === 0 && chunkFiles[chunk]) mapping[chunk] = [...chunkFiles[chunk]!]
  }
  return `window.___chunkMapping=${JSON.stringify(JSON.stringify(mapping))};`
}

/**
 * Where Gatsby's own scripts begin in a page: its page-path script, then the slice of its other
 * scripts, after the page's content. The searches and replacements below read from there, a few
 * hundred bytes instead of the whole page (docs/scale.md, "Why the build code is shaped this way");
 * a page without either mark is read whole.
 */
function gatsbyScriptsStart(html: string): number {
  const marks = [GATSBY_SCRIPTS_SLICE, PAGE_PATH_SCRIPT_TAG].map((mark) => html.indexOf(mark)).filter((at) => at >= 0)
  return marks.length > 0 ? Math.min(...marks) : 0
}

/**
 * Moves a page's bundles behind its first paint, so the hero is painted before React and Gatsby
 * start and their start-up no longer lands among the tasks of the first paint. React and the app are
 * preloaded from <head>, so they download as soon as the HTML names them, as before; only running them
 * waits. Webpack's runtime is written into the page instead, as Create React App did: it is too small
 * to be worth a request, and a script that downloads before the paint but runs in under 10 ms is one
 * Lighthouse cannot tell apart from a render-blocking one, which put it in the simulated paint.
 * Gatsby's own inline scripts (the page path, the chunk map, the build hash) join the same script: each
 * inline script is a hash in the page's Content-Security-Policy, and one script instead of four keeps
 * 165 bytes of policy out of every page's first round trip. The page path moves onto the script's tag, so
 * the script is the same text, with the same hash, on every page. Gatsby renders these tags through
 * its slices, after every SSR API has run, so the built HTML is rewritten. `readBundle` gives a
 * bundle's code by its URL path.
 */
export function startBundlesAfterFirstPaint(
  page: string,
  readBundle: (src: string) => string,
  chunkFiles: Readonly<Record<string, readonly string[]>> = {},
): string {
  const start = gatsbyScriptsStart(page)
  const html = page.slice(start)
  const sources = [...html.matchAll(BUNDLE_SCRIPT)].map((match) => match[1] as string)
  if (sources.length === 0) return page
  const runtime = sources.find((src) => WEBPACK_RUNTIME.test(src))
  const bundles = sources.filter((src) => src !== runtime)
  const preloads = bundles.map((src) => `<link rel="preload" as="script" href="${src}"/>`).join("")
  const runtimeCode = runtime === undefined ? "" : inlineableRuntime(runtime, readBundle(runtime))
  const pagePath = PAGE_PATH_SCRIPT.exec(html)?.[1]
  const pagePathAttribute = pagePath === undefined ? "" : ` data-page-path="${escapeAttribute(JSON.parse(pagePath))}"`
  const globals = [
    pagePath === undefined ? "" : PAGE_PATH_FROM_ATTRIBUTE,
    withChunkFiles(GLOBAL_SCRIPTS[0]!.exec(html)?.[1] ?? "", chunkFiles),
    ...GLOBAL_SCRIPTS.slice(1).map((script) => script.exec(html)?.[1] ?? ""),
  ].join("")
  const starter = `<script${pagePathAttribute}>${globals}${startAfterFirstPaintScript(bundles, runtimeCode)}</script>`
  const scripts = [PAGE_PATH_SCRIPT, ...GLOBAL_SCRIPTS, BUNDLE_SCRIPT].reduce(
    (text, script) => text.replace(script, ""),
    html,
  )
  return `${page.slice(0, start)}${scripts}`
    .replace("</head>", `${preloads}</head>`)
    .replace("</body>", () => `${starter}</body>`)
}

/** Whether this step's starter is in a page: the page was rewritten, whatever else is in it now. */
export function hasStarter(html: string): boolean {
  return html.includes("function go(){if(d)return;d=1;r();")
}

/** Whether a page still loads its bundles as Gatsby writes them, that is, has not been rewritten. */
export function hasBundleScripts(html: string): boolean {
  return new RegExp(BUNDLE_SCRIPT.source).test(html)
}
