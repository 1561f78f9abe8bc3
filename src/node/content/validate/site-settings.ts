import { GUIDE_PATH } from "../../../lib/guide"
import { APP_STORES, siteConfigModel, type AppStore } from "../content-model"
import {
  APP_STORE_ID,
  HTTPS_URL,
  IMAGE_FORMATS,
  IMAGE_PATH,
  SITE_PATH,
  checkValue,
  isPlainObject,
  show,
} from "./fields"
import { RESERVED_PATHS } from "./legal-pages"
import { normalizePath } from "../../../lib/paths"
import { SITE_FILE, type ContentFile, type ContentInput, type ContentProblem, type LegalFile } from "./problems"

/** Each store's address for an app's page, and an example editors can follow. */
export const STORE_URLS: Record<AppStore, { name: string; pattern: RegExp; example: string }> = {
  "app-store": {
    name: "App Store",
    pattern: /^https:\/\/apps\.apple\.com\/([a-z]{2}\/)?app\/([a-z0-9-]+\/)?id([0-9]+)(\?\S*)?$/,
    example: "https://apps.apple.com/app/id6443872901",
  },
  "google-play": {
    name: "Google Play",
    pattern: /^https:\/\/play\.google\.com\/store\/apps\/details\?id=[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)+(&\S*)?$/,
    example: "https://play.google.com/store/apps/details?id=app.buglens.android",
  },
}

/**
 * content/site.json: its fields, then what ties them to other files and to the world: navigation to
 * pages that exist, each store's address and id, the pictures it names.
 */
export function checkSiteSettings(
  site: ContentFile | null,
  legal: readonly LegalFile[],
  imageFacts: ContentInput["imageFacts"],
  hasGuide = false,
): ContentProblem[] {
  return site
    ? [
        ...checkValue(site.data, siteConfigModel, site.file, ""),
        ...checkNavigation(site, legal, hasGuide),
        ...checkStores(site),
        ...(imageFacts ? checkAppImages(site, imageFacts) : []),
      ]
    : [{ file: SITE_FILE, message: "the file is missing; expected the site's settings and copy" }]
}

function checkNavigation(site: ContentFile, legal: readonly LegalFile[], hasGuide: boolean): ContentProblem[] {
  if (!isPlainObject(site.data) || !Array.isArray(site.data.navigation)) return []
  const pages = [
    "/",
    // The insect guide's index exists while content/species/ holds a species.
    ...(hasGuide ? [GUIDE_PATH] : []),
    ...legal.flatMap(({ frontmatter }) => {
      const path = isPlainObject(frontmatter) ? frontmatter.path : undefined
      return typeof path === "string" && SITE_PATH.test(path) && !RESERVED_PATHS.includes(normalizePath(path))
        ? [path]
        : []
    }),
  ]
  const existing = new Set(pages.map(normalizePath))
  return site.data.navigation.flatMap((link, index) => {
    const path = isPlainObject(link) ? link.path : undefined
    if (typeof path !== "string" || !SITE_PATH.test(path) || existing.has(normalizePath(path))) return []
    return [
      {
        file: site.file,
        message: `"navigation[${index}].path" is ${show(path)}, a page that does not exist; expected one of: ${pages.join(", ")}`,
      },
    ]
  })
}

/** The app's `stores`: each store once, its address on that store's site, the App Store's id as in its address. */
function checkStores(site: ContentFile): ContentProblem[] {
  const app = isPlainObject(site.data) && isPlainObject(site.data.app) ? site.data.app : {}
  if (!Array.isArray(app.stores)) return []
  const seen = new Set<unknown>()
  return app.stores.flatMap((entry, index): ContentProblem[] => {
    const field = (name: string) => `"app.stores[${index}].${name}"`
    if (!isPlainObject(entry) || !(APP_STORES as readonly unknown[]).includes(entry.store)) return []
    const store = entry.store as AppStore
    const { name, pattern, example } = STORE_URLS[store]
    const problems: ContentProblem[] = []
    if (seen.has(store)) {
      problems.push({ file: site.file, message: `${field("store")} is ${show(store)} again; expected each store once` })
    }
    seen.add(store)
    if (typeof entry.url === "string" && HTTPS_URL.test(entry.url) && !pattern.test(entry.url)) {
      problems.push({
        file: site.file,
        message: `${field("url")} is ${show(entry.url)}; expected the app's ${name} address, such as ${example}`,
      })
    }
    if (store === "app-store") {
      const idInUrl = typeof entry.url === "string" ? pattern.exec(entry.url)?.[3] : undefined
      if (entry.appId === undefined || entry.appId === "" || entry.appId === null) {
        problems.push({
          file: site.file,
          message: `${field("appId")} is missing; expected the App Store's id${idInUrl ? `, "${idInUrl}" in this address` : ""} (Safari's app banner needs it)`,
        })
      } else if (
        idInUrl &&
        typeof entry.appId === "string" &&
        APP_STORE_ID.test(entry.appId) &&
        entry.appId !== idInUrl
      ) {
        problems.push({
          file: site.file,
          message: `${field("appId")} is ${show(entry.appId)}, but the address has id${idInUrl}; expected the same app in both`,
        })
      }
    } else if (entry.appId !== undefined && entry.appId !== "" && entry.appId !== null) {
      problems.push({
        file: site.file,
        message: `${field("appId")} is ${show(entry.appId)}; expected no appId in a ${name} entry (only the App Store has one)`,
      })
    }
    return problems
  })
}

/** Every image site.json names: there, in a format browsers and the image pipeline take, screenshots upright. */
function checkAppImages(site: ContentFile, imageFacts: NonNullable<ContentInput["imageFacts"]>): ContentProblem[] {
  const app = isPlainObject(site.data) && isPlainObject(site.data.app) ? site.data.app : {}
  const named = (list: unknown, field: string, portrait: boolean) =>
    (Array.isArray(list) ? list : []).flatMap((entry, index) => {
      const image = isPlainObject(entry) ? entry[field] : undefined
      return typeof image === "string" && IMAGE_PATH.test(image)
        ? [{ image, field: `"app.${field === "badge" ? "stores" : "screenshots"}[${index}].${field}"`, portrait }]
        : []
    })
  const images = [...named(app.stores, "badge", false), ...named(app.screenshots, "image", true)]
  return images.flatMap(({ image, field, portrait }): ContentProblem[] => {
    const facts = imageFacts(image)
    const problem = (message: string) => [{ file: site.file, message: `${field} is ${show(image)}, ${message}` }]
    if (!facts) return problem(`a file that does not exist; expected a picture inside content/ (content/${image})`)
    if (!(IMAGE_FORMATS as readonly string[]).includes(facts.format)) {
      return problem(`a ${facts.format.toUpperCase()} file; expected a PNG, JPEG or WebP picture`)
    }
    if (portrait && facts.width >= facts.height) {
      return problem(
        `${facts.width} × ${facts.height} pixels; expected a portrait screenshot, taller than wide (such as 1290 × 2796)`,
      )
    }
    return []
  })
}
