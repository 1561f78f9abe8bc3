import { localizedPath } from "./languages"
import { absoluteUrl } from "./site-url"

/** One store entry of content/site.json's app.stores, as far as links need it. */
export interface AppStoreLink {
  readonly store: string
  readonly url: string
}

/** The site's page that sends each phone to its store; made only when content names more than one store. */
export const APP_PAGE_PATH = "/app/"

/** The operating system each store serves, as the structured data names it. */
export const STORE_SYSTEMS: Readonly<Record<string, string>> = { "app-store": "iOS", "google-play": "Android" }

/**
 * Where one tap or scan gets the app: the store's page when there is one store; with more, the
 * site's app page in the page's language, which picks the phone's store. Null without stores.
 */
export function appLinkUrl(
  stores: readonly AppStoreLink[],
  page: { siteUrl: string; language: string; defaultLanguage: string },
): string | null {
  const link = appLinkPath(stores, page)
  return link === null || stores.length === 1 ? link : absoluteUrl(page.siteUrl, link)
}

/** appLinkUrl, with the app page as a path on this site, for a link from one of its pages. */
export function appLinkPath(
  stores: readonly AppStoreLink[],
  page: { language: string; defaultLanguage: string },
): string | null {
  if (stores.length === 0) return null
  if (stores.length === 1) return stores[0]!.url
  return localizedPath(APP_PAGE_PATH, page.language, page.defaultLanguage)
}

/**
 * Where a link to the app goes from one of the site's pages: appLinkPath, or while content names no
 * store the home page in the page's language, which is the app's.
 */
export function appLinkOrHome(
  stores: readonly AppStoreLink[],
  page: { language: string; defaultLanguage: string },
): string {
  return appLinkPath(stores, page) ?? localizedPath("/", page.language, page.defaultLanguage)
}

/**
 * The store a phone installs from, by its user agent: iPhones and iPads (which may say Macintosh but
 * have touch) the App Store, Android Google Play; null for anything else, which then chooses itself.
 */
export function storeForDevice(userAgent: string, maxTouchPoints = 0): string | null {
  if (/android/i.test(userAgent)) return "google-play"
  if (/iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && maxTouchPoints > 1)) return "app-store"
  return null
}
