import fs from "fs"
import path from "path"
import { formatProblem, frontmatterText, validateContent, type ContentInput } from "../../../src/node/content"
import { readContentFolder } from "../../../e2e/support/content-files"

const root = path.resolve(__dirname, "../../..")
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8")
const json = (file: string) => JSON.parse(read(file))
const body = (source: string) => source.replace(/^---[\s\S]*?---/, "").trim()

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any

/** The real content/ with its German and Spanish translations, as check-content.ts hands it over. */
function realContent(): ContentInput & {
  site: { file: string; data: Json }
  translations: Array<{ file: string; data: Json }>
} {
  const cards = fs.readdirSync(path.join(root, "content/features")).sort()
  const species = readContentFolder(root).species ?? []
  const legal = ["privacy", "terms"].map((name) => {
    const file = `content/legal/${name}.mdx`
    const source = read(file)
    const fields = ["title", "path", "description", "effectiveDate"].map((field) => [
      field,
      frontmatterText(source, field),
    ])
    return { file, frontmatter: Object.fromEntries(fields), body: body(source) }
  })
  const translations = ["de", "es"].flatMap((language) => [
    {
      file: `content/i18n/${language}/site.json`,
      source: "content/site.json",
      language,
      data: json(`content/i18n/${language}/site.json`),
    },
    ...cards.map((card) => ({
      file: `content/i18n/${language}/features/${card}`,
      source: `content/features/${card}`,
      language,
      data: json(`content/i18n/${language}/features/${card}`),
    })),
    ...species.map(({ file }) => ({
      file: file.replace("content/", `content/i18n/${language}/`),
      source: file,
      language,
      data: json(file.replace("content/", `content/i18n/${language}/`)),
    })),
  ])
  return {
    site: { file: "content/site.json", data: json("content/site.json") },
    features: cards.map((card) => ({ file: `content/features/${card}`, data: json(`content/features/${card}`) })),
    legal,
    species,
    translations,
  }
}

function problemsAfter(mistake: (content: ReturnType<typeof realContent>) => void): string[] {
  const content = realContent()
  mistake(content)
  return validateContent(content).map(formatProblem)
}

const german = (content: ReturnType<typeof realContent>) => content.translations[0]!.data

describe("translation validation", () => {
  it("accepts the German and Spanish translations as they are", () => {
    expect(validateContent(realContent())).toEqual([])
  })

  it("names a field a translation cannot hold, because it comes from the default language", () => {
    expect(problemsAfter((c) => (german(c).brand = "KäferLinse"))).toEqual([
      expect.stringMatching(
        /^content\/i18n\/de\/site\.json: "brand" is not a field a translation holds; expected only: .*locale/,
      ),
    ])
  })

  it("checks a translated string's placeholders as it checks the English one", () => {
    expect(problemsAfter((c) => (german(c).hero.heading = "Warum {marke}?"))).toEqual([
      'content/i18n/de/site.json: "hero.heading" uses {marke}; expected only {brand}, {userCount}',
    ])
  })

  it("names a translation into a language the site does not list", () => {
    expect(
      problemsAfter((c) =>
        c.translations.push({
          file: "content/i18n/fr/site.json",
          source: "content/site.json",
          language: "fr",
          data: {},
        } as never),
      ),
    ).toEqual([
      'content/i18n/fr/site.json: translates into "fr"; expected one of the languages in content/site.json: de, es',
    ])
  })

  it("leaves a translation of a card that no longer exists unused, rather than failing the build", () => {
    expect(problemsAfter((c) => (c.features = c.features.slice(0, -1)))).toEqual([])
  })

  it("falls back on a missing string, or fails the build on it when content says so", () => {
    expect(problemsAfter((c) => delete german(c).hero.lead)).toEqual([])
    expect(
      problemsAfter((c) => {
        delete german(c).hero.lead
        c.site.data.translations.missingStrings = "fail"
      }),
    ).toEqual(
      [
        'content/i18n/de/site.json: "hero.lead" is missing; expected the de text, because translations.missingStrings in content/site.json is "fail"',
        // The legal pages of this test have no translations loaded, so both languages lack all of them.
        ...["de", "es"].flatMap((language) =>
          ["privacy", "terms"].flatMap((name) =>
            ["title", "description", "body"].map(
              (field) =>
                `content/i18n/${language}/legal/${name}.mdx: "${field}" is missing; expected the ${language} text, because translations.missingStrings in content/site.json is "fail"`,
            ),
          ),
        ),
      ].sort((a, b) => a.split(":")[0]!.localeCompare(b.split(":")[0]!)),
    )
  })

  it("names a record of sources that holds no fingerprint, and ignores one whose English text is gone", () => {
    expect(
      problemsAfter((c) => (german(c).translatedFrom = { "hero.heading": "zzz", "hero.subtitle": "12345678" })),
    ).toEqual([
      'content/i18n/de/site.json: "translatedFrom.hero.heading" is "zzz"; expected the 8-character fingerprint the translation report prints',
    ])
  })
})
