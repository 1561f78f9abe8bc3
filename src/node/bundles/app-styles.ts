import { cpSync, mkdirSync, rmSync } from "fs"
import path from "path"
import { isDevelop } from "../gatsby-command"

/**
 * What renders the way to the app: store links, QR code, screenshots and the app page. Tailwind's
 * main scan leaves these out (src/styles/global.css), so their classes reach the stylesheet, which
 * every page carries inline, only when content uses them. With no store and no screenshot, every page
 * is byte for byte the specification's.
 */
export const APP_STYLE_SOURCES = ["src/components/app", "src/templates/app-page.tsx"]

/** Where the build puts those sources for Tailwind when content needs them; global.css scans it. */
export const APP_STYLE_DIR = ".cache/app-styles"

export function usesAppSections(site: unknown): boolean {
  const app = (site as { app?: { stores?: unknown; screenshots?: unknown } } | undefined)?.app
  const some = (list: unknown) => Array.isArray(list) && list.length > 0
  return some(app?.stores) || some(app?.screenshots)
}

/**
 * Fills (or empties) the folder Tailwind scans for the app's classes, before webpack compiles the CSS,
 * by content/site.json as the build read it (`site`; this runs before Gatsby has any node). A broken
 * file counts as no app sections; createPages then reports what is wrong with it.
 */
export function writeAppStyleSources(root: string, site: unknown): void {
  const dir = path.join(root, APP_STYLE_DIR)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  // `develop` always has them: an editor who adds the first store sees it styled without a restart,
  // and only built pages must be byte for byte the specification's.
  if (!usesAppSections(site) && !isDevelop()) return
  for (const source of APP_STYLE_SOURCES) {
    cpSync(path.join(root, source), path.join(dir, path.basename(source)), { recursive: true })
  }
}
