import fs from "fs"
import path from "path"
import {
  formatProblem,
  sharedOtherNames,
  speciesModel,
  translationStatus,
  validateContent,
  type ContentFile,
  type ContentInput,
} from "../../../../src/node/content"
import { readContentFolder } from "../../../../e2e/support/content-files"

/** Parsed JSON: a test reaches into it freely to make one mistake. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any

const root = path.resolve(__dirname, "../../../..")

function guide(): ContentInput & { species: Array<ContentFile & { data: Json }> } {
  const content = readContentFolder(root)
  // Read afresh for every test: each makes its mistake in its own copy.
  return { ...content, species: [...(content.species ?? [])] as Array<ContentFile & { data: Json }> }
}

/** The real guide with one mistake made in one species. */
function problemsAfter(mistake: (species: (slug: string) => Json, content: ReturnType<typeof guide>) => void) {
  const content = guide()
  const bySlug = (slug: string) => content.species.find(({ file }) => file.endsWith(`/${slug}.json`))!.data
  mistake(bySlug, content)
  return validateContent(content).map(formatProblem)
}

/** A sound caterpillar stage, for a test to spoil one field of. */
const caterpillar = () => ({
  stage: "caterpillar",
  months: [6, 7, 8],
  sizeMm: { min: 3, max: 45 },
  looks: "Banded in black, white and yellow.",
  effect: "It does nothing to people.",
  traits: {
    shapes: ["caterpillar"],
    colours: ["black", "white", "yellow"],
    patterns: ["bands"],
    places: ["garden"],
    encounters: ["nothing"],
  },
})

describe("the insect guide's species", () => {
  it("holds real content: at least 40 species from at least 8 orders, each with a source", () => {
    const { species } = guide()
    expect(species.length).toBeGreaterThanOrEqual(40)
    expect(new Set(species.map(({ data }) => (data as Json).order)).size).toBeGreaterThanOrEqual(8)
    expect(problemsAfter(() => {})).toEqual([])
  })

  it.each([
    [
      "a lookalike that is not in the guide",
      (s: (slug: string) => Json) => (s("asian-hornet").lookalikes[0].species = "giant-hornet"),
      'content/species/hymenoptera/asian-hornet.json: "lookalikes[0].species" is "giant-hornet", but no file of the guide is named giant-hornet.json (in content/species/<order>/); expected a species of the guide',
    ],
    [
      "a size range upside down",
      (s: (slug: string) => Json) => (s("monarch").sizeMm = { min: 35, max: 25, measure: "body" }),
      'content/species/lepidoptera/monarch.json: "sizeMm" is 35 to 25 mm, upside down; expected "min" at most "max"',
    ],
    [
      "a stage without months",
      (s: (slug: string) => Json) => (s("monarch").stages = [{ ...caterpillar(), months: undefined }]),
      'content/species/lepidoptera/monarch.json: "stages[0].months" is missing; expected a list of months as numbers from 1 (January) to 12 (December), in order, each once, such as [5, 6, 7]',
    ],
    [
      "a stage without a size",
      (s: (slug: string) => Json) => (s("monarch").stages = [{ ...caterpillar(), sizeMm: undefined }]),
      'content/species/lepidoptera/monarch.json: "stages[0].sizeMm" is missing; expected a group of fields: min, max',
    ],
    [
      "a stage's size upside down",
      (s: (slug: string) => Json) => (s("monarch").stages = [{ ...caterpillar(), sizeMm: { min: 45, max: 3 } }]),
      'content/species/lepidoptera/monarch.json: "stages[0].sizeMm" is 45 to 3 mm, upside down; expected "min" at most "max"',
    ],
    [
      "a stage written twice",
      (s: (slug: string) => Json) => (s("monarch").stages = [caterpillar(), caterpillar()]),
      'content/species/lepidoptera/monarch.json: "stages[1].stage" is "caterpillar", a stage listed before; expected each stage once (one entry for the caterpillar, however long it lasts)',
    ],
    [
      "a month outside 1-12",
      (s: (slug: string) => Json) => (s("monarch").months = [4, 5, 13]),
      'content/species/lepidoptera/monarch.json: "months" is [4,5,13]; expected a list of months as numbers from 1 (January) to 12 (December), in order, each once, such as [5, 6, 7]',
    ],
    [
      "a scientific name used twice",
      (s: (slug: string) => Json) => (s("viceroy").scientificName = "Danaus plexippus"),
      'content/species/lepidoptera/viceroy.json: "scientificName" is "Danaus plexippus", the same as in content/species/lepidoptera/monarch.json; expected each species once (one file per species)',
    ],
    [
      "a photo without credit",
      (s: (slug: string) => Json) =>
        (s("monarch").photo = { image: "images/species/monarch.jpg", licence: "CC BY 4.0" }),
      'content/species/lepidoptera/monarch.json: "photo.credit" is missing; expected text',
    ],
    [
      "a photo without licence",
      (s: (slug: string) => Json) =>
        (s("monarch").photo = { image: "images/species/monarch.jpg", credit: "A. Person" }),
      'content/species/lepidoptera/monarch.json: "photo.licence" is missing; expected text',
    ],
    [
      "a photo that is not a picture the site can show",
      (s: (slug: string) => Json) =>
        (s("monarch").photo = { image: "images/species/monarch.gif", credit: "A. Person", licence: "CC BY 4.0" }),
      'content/species/lepidoptera/monarch.json: "photo.image" is "images/species/monarch.gif"; expected a PNG, JPEG or WebP file inside content/, by its path there, such as images/species/asian-hornet.jpg',
    ],
    [
      "a species without a source",
      (s: (slug: string) => Json) => (s("monarch").sources = []),
      'content/species/lepidoptera/monarch.json: "sources" is []; expected a list of entries, each with: title, url',
    ],
    [
      "a safety level the guide does not know",
      (s: (slug: string) => Json) => (s("monarch").safety.level = "safe"),
      'content/species/lepidoptera/monarch.json: "safety.level" is "safe"; expected one of: harmless, caution, dangerous',
    ],
    [
      "an other name left empty",
      (s: (slug: string) => Json) => s("crane-fly").otherNames.push({ name: "", source: "https://example.org/" }),
      'content/species/diptera/crane-fly.json: "otherNames[4].name" is empty; expected text',
    ],
    [
      "an other name given twice",
      (s: (slug: string) => Json) =>
        s("crane-fly").otherNames.push({ name: "Daddy-long-legs", source: "https://example.org/" }),
      'content/species/diptera/crane-fly.json: "otherNames[4].name" is "Daddy-long-legs", the same as "otherNames[0].name"; expected each name once',
    ],
    [
      "an other name that is the common name",
      (s: (slug: string) => Json) =>
        s("crane-fly").otherNames.push({ name: "european crane fly", source: "https://example.org/" }),
      'content/species/diptera/crane-fly.json: "otherNames[4].name" is "european crane fly", the species\' common name; expected another name people call it by',
    ],
    [
      "an other name without its source",
      (s: (slug: string) => Json) => s("crane-fly").otherNames.push({ name: "long-legs" }),
      'content/species/diptera/crane-fly.json: "otherNames[4].source" is missing; expected the https:// address of a page that backs these facts',
    ],
  ])("names the file, field, value and expectation for %s", (_, mistake, problem) => {
    expect(problemsAfter(mistake)).toEqual([problem])
  })

  it("names a pair written in both species' files", () => {
    const problems = problemsAfter((s) =>
      s("european-hornet").lookalikes.push({ species: "asian-hornet", difference: "x" }),
    )
    expect(problems).toEqual([
      'content/species/hymenoptera/european-hornet.json: "lookalikes[0].species" names a pair already written in content/species/hymenoptera/asian-hornet.json; expected each pair once, in either file (both pages show it)',
    ])
  })

  it("names an other name given twice in a translation, and lists the names two species share", () => {
    const file = "content/i18n/de/species/diptera/crane-fly.json"
    const data = JSON.parse(fs.readFileSync(path.join(root, file), "utf8")) as Json
    data.otherNames = [...data.otherNames, { name: "SCHNAKE", source: "https://example.org/" }]
    const content = {
      ...guide(),
      translations: [{ file, source: "content/species/diptera/crane-fly.json", language: "de", data }],
    }
    expect(validateContent(content).map(formatProblem)).toEqual([
      `content/i18n/de/species/diptera/crane-fly.json: "otherNames[${data.otherNames.length - 1}].name" is "SCHNAKE", the same as "otherNames[1].name"; expected each name once`,
    ])
    const ladybug = sharedOtherNames(guide()).find(({ language, name }) => language === null && name === "ladybug")
    expect(ladybug?.slugs).toEqual(["harlequin-ladybird", "seven-spot-ladybird"])
  })

  it("names a species filed under another order's folder, and a file name two orders' folders both hold", () => {
    const misfiled = problemsAfter((s) => (s("drone-fly").order = "Hymenoptera"))
    expect(misfiled).toEqual([
      'content/species/diptera/drone-fly.json: "order" is "Hymenoptera", but the file is in content/species/diptera/; expected it in content/species/hymenoptera/ (each order\'s species in the folder of its name, in lower case)',
    ])
    const twice = problemsAfter((_, content) => {
      const hornet = content.species.find(({ file }) => file.endsWith("/asian-hornet.json"))!
      const copy = { ...(hornet.data as Json), order: "Diptera", scientificName: "Vespa velutina copy", lookalikes: [] }
      content.species.push({ file: "content/species/diptera/asian-hornet.json", data: copy })
    })
    expect(twice).toEqual([
      "content/species/diptera/asian-hornet.json: has the file name of content/species/hymenoptera/asian-hornet.json: two species would have one page, /insects/asian-hornet/; expected each file name once in content/species/",
    ])
  })

  it("names a translation of a species that does not exist", () => {
    const problems = problemsAfter((_, content) => {
      content.translations = [
        ...(content.translations ?? []),
        {
          file: "content/i18n/de/species/hymenoptera/asian-hornit.json",
          source: "content/species/hymenoptera/asian-hornit.json",
          language: "de",
          data: {},
        },
      ]
    })
    expect(problems).toEqual([
      "content/i18n/de/species/hymenoptera/asian-hornit.json: translates content/species/hymenoptera/asian-hornit.json, which does not exist; expected the path of a species' file under content/species/ (<order>/<name>.json), the same under the language's folder",
    ])
  })
})

describe("a species' translations", () => {
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), "utf8")) as Json

  it.each(["de", "es"])("are current in %s, and go stale when the English text changes", (language) => {
    const english = read("content/species/hymenoptera/asian-hornet.json")
    const translation = read(`content/i18n/${language}/species/hymenoptera/asian-hornet.json`)
    expect(translationStatus(speciesModel, english, translation)).toMatchObject({ missing: [], stale: [] })
    english.behaviour = `${english.behaviour} Queens overwinter alone.`
    english.features = [...english.features.slice(0, -1), "A new feature to look for."]
    expect(translationStatus(speciesModel, english, translation).stale).toEqual(["features", "behaviour"])
  })
})
