import path from "path"
import type { CreatePagesArgs } from "gatsby"
import { APP_PAGE_PATH } from "../../lib/app-stores"
import { localizedPath } from "../../lib/languages"

const appTemplate = path.resolve("src/templates/app-page.tsx")

/**
 * The app page (/app/, /de/app/) in every language, only when content names more than one store:
 * with one, the QR code and the buttons lead straight to it, and the spec's site gains no page.
 */
export function createAppPages({ actions }: CreatePagesArgs, site: unknown, languages: readonly string[]): void {
  const stores = (site as { app?: { stores?: unknown } } | undefined)?.app?.stores
  if (!Array.isArray(stores) || stores.length < 2) return
  const [defaultLanguage = "en"] = languages
  for (const language of languages) {
    actions.createPage({
      path: localizedPath(APP_PAGE_PATH, language, defaultLanguage),
      component: appTemplate,
      context: { language },
    })
  }
}
