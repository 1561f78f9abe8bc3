import { memoize } from "./memoize"
import { normalizePath } from "./paths"
import { absoluteUrl } from "./site-url"

/**
 * Languages and the paths of their pages, after Astro's i18n routing: the default language at the
 * paths it always had (/privacy/), every other under its code (/de/privacy/).
 */

/** A language's name in that language, as a switcher shows it: "Deutsch", "Español", "العربية". */
export const languageName = memoize((code: string): string => {
  const name = new Intl.DisplayNames([code], { type: "language" }).of(code) ?? code
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1)
})

/** Which way a language's text runs. */
export const textDirection = memoize((code: string): "ltr" | "rtl" => {
  const locale = new Intl.Locale(code) as Intl.Locale & {
    textInfo?: { direction?: string }
    getTextInfo?: () => { direction?: string }
  }
  const info = locale.getTextInfo?.() ?? locale.textInfo
  return info?.direction === "rtl" ? "rtl" : "ltr"
})

/** The language a path belongs to: its first segment when that is one of the site's languages. */
export function languageOfPath(path: string, languages: readonly string[]): string {
  const first = /^\/([^/]+)/.exec(path)?.[1]
  return first && languages.slice(1).includes(first) ? first : (languages[0] ?? "en")
}

/**
 * Of content read once per language, the copy in the language `path` belongs to: the 404 page answers
 * any unknown path, and speaks the language of the path it answers.
 */
export function inLanguageOfPath<T extends { language: string; allLanguages: ReadonlyArray<{ code: string }> }>(
  copies: readonly T[],
  path: string,
): T | undefined {
  const language = languageOfPath(path, copies[0]?.allLanguages.map(({ code }) => code) ?? [])
  return copies.find((copy) => copy.language === language)
}

/** The path without its language prefix: "/de/privacy/" -> "/privacy/". */
export function unlocalizedPath(path: string, languages: readonly string[]): string {
  const language = languageOfPath(path, languages)
  if (language === languages[0]) return path
  const rest = path.slice(language.length + 1)
  return rest === "" ? "/" : rest
}

/** The same page in `language`: "/privacy/" -> "/de/privacy/" (the default language has no prefix). */
export function localizedPath(path: string, language: string, defaultLanguage: string): string {
  const page = normalizePath(path)
  const withSlash = page === "/" ? "/" : `${page}/`
  return language === defaultLanguage ? withSlash : `/${language}${withSlash}`
}

/** Open Graph's form of a locale: en-GB -> en_GB; a bare language gets its likeliest region. */
export const ogLocale = memoize((locale: string): string => {
  const full = new Intl.Locale(locale).maximize()
  return full.region ? `${full.language}_${full.region}` : full.language
})

/** What the site knows of its languages, as every page's query gives it. */
export interface PageLanguage {
  readonly language: string
  readonly defaultLanguage: string
  readonly untranslated: readonly string[]
}

/**
 * For each field of `group` ("hero", "navigation[/terms/]", "" for the top level) that shows the default language's text
 * for want of a translation, that language's code: the element showing it carries it as `lang`, so
 * a screen reader reads it in the right voice.
 */
export function fallbackLangs(page: PageLanguage, group: string): Readonly<Record<string, string>> {
  const prefix = group === "" ? "" : `${group}.`
  return Object.fromEntries(
    page.untranslated
      .filter((path) => path.startsWith(prefix) && !path.slice(prefix.length).includes("."))
      .map((path) => [path.slice(prefix.length), page.defaultLanguage]),
  )
}

/** The same page in every language, then x-default (the default language's), as absolute URLs. */
export function alternateUrls(
  siteUrl: string,
  path: string,
  languages: readonly string[],
): Array<{ hreflang: string; href: string }> {
  const [defaultLanguage = "en"] = languages
  const page = unlocalizedPath(path, languages)
  return [...languages, "x-default"].map((hreflang) => ({
    hreflang,
    href: absoluteUrl(
      siteUrl,
      localizedPath(page, hreflang === "x-default" ? defaultLanguage : hreflang, defaultLanguage),
    ),
  }))
}
