import { formatDate } from "../../src/lib/dates"
import { preferredLanguage } from "../../src/lib/language-choice"
import {
  fallbackLangs,
  languageName,
  languageOfPath,
  localizedPath,
  ogLocale,
  textDirection,
  unlocalizedPath,
} from "../../src/lib/languages"

const LANGUAGES = ["en", "de", "es"]

describe("paths in each language", () => {
  it.each([
    ["/", "en", "/"],
    ["/", "de", "/de/"],
    ["/privacy", "es", "/es/privacy/"],
    ["/privacy/", "en", "/privacy/"],
  ])("puts %p in %p at %p, the default language without a prefix", (path, language, expected) => {
    expect(localizedPath(path, language, "en")).toBe(expected)
  })

  it.each([
    ["/de/privacy/", "de", "/privacy/"],
    ["/es/", "es", "/"],
    ["/privacy/", "en", "/privacy/"],
    ["/design/", "en", "/design/"],
  ])("reads %p as the page in %p at %p", (path, language, page) => {
    expect(languageOfPath(path, LANGUAGES)).toBe(language)
    expect(unlocalizedPath(path, LANGUAGES)).toBe(page)
  })
})

describe("languages as Intl knows them", () => {
  it("names each language in itself, capitalised as a switcher shows it", () => {
    expect(["en", "de", "es"].map(languageName)).toEqual(["English", "Deutsch", "Español"])
  })

  it("knows which languages run right to left", () => {
    expect(["en", "de", "ar", "he"].map(textDirection)).toEqual(["ltr", "ltr", "rtl", "rtl"])
  })

  it("writes Open Graph locales with a region", () => {
    expect([ogLocale("en-GB"), ogLocale("de-DE"), ogLocale("es")]).toEqual(["en_GB", "de_DE", "es_ES"])
  })

  it("writes the effective date each language's way", () => {
    expect(formatDate("2025-03-30", "en-GB", "medium")).toBe("30 Mar 2025")
    expect(formatDate("2025-03-30", "de-DE", "long")).toBe("30. März 2025")
    expect(formatDate("2025-03-30", "es-ES", "long")).toBe("30 de marzo de 2025")
    expect(formatDate(new Date(Date.UTC(2025, 2, 30)), "de-DE", "long")).toBe("30. März 2025")
  })
})

describe("texts that fall back to the default language", () => {
  const page = {
    language: "fr",
    defaultLanguage: "en",
    untranslated: ["hero.lead", "hero.cta", "tagline", "contact.heading"],
  }

  it("marks each untranslated field of a group with the default language", () => {
    expect(fallbackLangs(page, "hero")).toEqual({ lead: "en", cta: "en" })
    expect(fallbackLangs(page, "")).toEqual({ tagline: "en" })
    expect(fallbackLangs(page, "footer")).toEqual({})
  })
})

describe("the language a visitor prefers", () => {
  it.each([
    [["de-AT", "en"], "de"],
    [["fr", "es-MX"], "es"],
    [["fr", "en-US", "de"], "en"],
    [["fr", "it"], null],
    [[], null],
  ])("is the first of %p that the site has: %p", (preferences, expected) => {
    expect(preferredLanguage(preferences, LANGUAGES)).toBe(expected)
  })
})
