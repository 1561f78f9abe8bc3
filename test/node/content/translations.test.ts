import {
  featureModel,
  localize,
  parseContentFileName,
  siteConfigModel,
  siteLanguages,
  sourceHash,
  translationFileName,
  translationModel,
  translationStatus,
} from "../../../src/node/content"

const card = { order: 1, title: "Instant Recognition", icon: "camera", description: "Take a single photo." }

describe("translation files", () => {
  it("sit under content/i18n/<language>/, mirroring the default language's files", () => {
    expect(parseContentFileName("i18n/de/features/01-x.json")).toEqual({ source: "features/01-x.json", language: "de" })
    expect(parseContentFileName("i18n/pt-BR/site.json")).toEqual({ source: "site.json", language: "pt-BR" })
    expect(parseContentFileName("legal/privacy.mdx")).toEqual({ source: "legal/privacy.mdx", language: null })
    expect(translationFileName("content/legal/privacy.mdx", "es")).toBe("content/i18n/es/legal/privacy.mdx")
  })

  it("hold only copy and the settings each language sets for itself", () => {
    const model = translationModel(siteConfigModel)
    expect(Object.keys(model.fields)).toContain("hero")
    expect(Object.keys(model.fields)).toContain("locale")
    expect(Object.keys(model.fields)).not.toContain("brand")
    expect(Object.keys(model.fields)).not.toContain("behaviour")
    expect(Object.keys(translationModel(featureModel).fields)).toEqual(["title", "description", "link"])
  })
})

describe("a translation laid over the default language", () => {
  it("replaces what it translates and lists what still shows the default language", () => {
    const { data, untranslated } = localize(featureModel, card, { title: "Sofortige Erkennung" }, "de")
    expect(data).toEqual({ ...card, title: "Sofortige Erkennung" })
    expect(untranslated).toEqual(["description"])
  })

  it("shows the default language where the editor saved a field cleared, as the editor's preview does", () => {
    const cleared = { title: "Sofortige Erkennung", description: null }
    const { data, untranslated } = localize(featureModel, card, cleared, "de")
    expect(data).toEqual({ ...card, title: "Sofortige Erkennung" })
    expect(untranslated).toEqual(["description"])
  })

  it("matches list entries by their key, and never falls back to the default locale", () => {
    const site = {
      locale: "en-GB",
      navigation: [
        { label: "Privacy Policy", path: "/privacy/" },
        { label: "Terms of Use", path: "/terms/" },
      ],
    }
    const translation = { navigation: [{ path: "/terms/", label: "Nutzungsbedingungen" }] }
    const { data, untranslated } = localize(siteConfigModel, site, translation, "de")
    expect(data).toMatchObject({
      locale: "de",
      navigation: [
        { label: "Privacy Policy", path: "/privacy/" },
        { label: "Nutzungsbedingungen", path: "/terms/" },
      ],
    })
    expect(untranslated).toEqual(["navigation[/privacy/].label"])
  })
})

describe("which strings are missing or stale", () => {
  it("knows a string is current only when the translation records the English text it was made from", () => {
    const translation = {
      title: "Sofortige Erkennung",
      description: "Mach ein Foto.",
      translatedFrom: { title: sourceHash("Instant Recognition"), description: sourceHash("Take two photos.") },
    }
    expect(translationStatus(featureModel, card, translation)).toEqual({
      missing: [],
      stale: ["description"],
      total: 2,
    })
    expect(translationStatus(featureModel, card, { title: "Sofortige Erkennung" })).toEqual({
      missing: ["description"],
      stale: ["title"],
      total: 2,
    })
  })
})

describe("the site's languages", () => {
  it("are content/site.json's list read one way: each valid code once, the default first, English without one", () => {
    expect(siteLanguages({ languages: ["en", "de", "es"] })).toEqual(["en", "de", "es"])
    expect(siteLanguages({ languages: ["de", "en", "de", "Deutsch", 7, "pt-BR"] })).toEqual(["de", "en", "pt-BR"])
    expect(siteLanguages({ languages: [] })).toEqual(["en"])
    expect(siteLanguages({ languages: ["english"] })).toEqual(["en"])
    expect(siteLanguages(undefined)).toEqual(["en"])
  })
})
