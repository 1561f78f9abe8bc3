import { promises as fs } from "fs"
import path from "path"
import { isPage, listFiles } from "./public-files"

// How Gatsby's production HTML loads its bundles (runtime, React, app): <script src async> before </body>.
const BUNDLE_SCRIPT = /<script src="([^"]+\.js)" async(?:="")?><\/script>/g

/**
 * An inline script that adds the page's bundles once the browser has painted the server HTML: the
 * first animation frame, then a task after it. A tab opened in the background paints no frame, so a
 * timer starts them anyway.
 */
export function startAfterFirstPaintScript(sources: string[], fallbackMs = 1000): string {
  return `(function(s){var d=0;function go(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.body.appendChild(e)})}requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,${fallbackMs})})(${JSON.stringify(sources)})`
}

/**
 * Moves a page's bundles behind its first paint. Each becomes a preload in <head>, so it downloads as
 * soon as the HTML names it, as before; only running it waits, so the hero is painted before React
 * and Gatsby start, and their start-up no longer lands among the tasks of the first paint. Gatsby
 * renders these tags through its slices, after every SSR API has run, so the built HTML is rewritten.
 */
export function startBundlesAfterFirstPaint(html: string): string {
  const sources = [...html.matchAll(BUNDLE_SCRIPT)].map((match) => match[1] as string)
  if (sources.length === 0) return html
  const preloads = sources.map((src) => `<link rel="preload" as="script" href="${src}"/>`).join("")
  return html
    .replace(BUNDLE_SCRIPT, "")
    .replace("</head>", `${preloads}</head>`)
    .replace("</body>", `<script>${startAfterFirstPaintScript(sources)}</script></body>`)
}

/** Rewrites every page of the build; runs before the host's headers hash the inline scripts. */
export async function startBundlesAfterFirstPaintInBuild(publicDir: string): Promise<void> {
  const pages = (await listFiles(publicDir)).filter(isPage)
  await Promise.all(
    pages.map(async (page) => {
      const file = path.join(publicDir, page)
      const html = await fs.readFile(file, "utf8")
      const rewritten = startBundlesAfterFirstPaint(html)
      if (rewritten !== html) await fs.writeFile(file, rewritten)
    }),
  )
}
