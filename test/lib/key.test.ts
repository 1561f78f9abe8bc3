/**
 * The identification key, on the guide's own content: what a visitor remembers of an insect, as
 * choices, must bring its species among those that fit every choice, and a choice remembered wrong
 * must leave it among the close matches, naming the choice it misses.
 */
import { searchFilePath, searchIndexFiles } from "../../src/lib/search-index-files"
import { encodeBitset, decodeBitset, keyEntryPath, keyIndexFiles, matchBitsets, readKey } from "../../src/lib/key-index"
import fs from "fs"
import path from "path"
import {
  KEY_QUESTIONS,
  answerLabelKey,
  choicesFromQuery,
  queryOfChoices,
  sizeBandsOf,
  type KeyChoices,
  type KeyQuestion,
} from "../../src/lib/key-traits"
import { analyzerFor } from "../../src/lib/search-terms"
import { indexedSpeciesByLanguage } from "../support/content"

/** Each language's key as files on the site, and a reader of them. */
async function builtKeys() {
  const served = new Map<string, string>()
  for (const [language, species] of indexedSpeciesByLanguage()) {
    let count = 0
    const nameOf = () => `${language}-${count++}`
    const search = searchIndexFiles(species, await analyzerFor(language), nameOf)
    const key = keyIndexFiles(species, search.entry, nameOf)
    served.set(keyEntryPath(language), JSON.stringify(key.entry))
    for (const [name, text] of [...search.files, ...key.files]) served.set(searchFilePath(name), text)
  }
  const fetched: string[] = []
  const read = async (path: string) => {
    fetched.push(path)
    return JSON.parse(served.get(path) ?? "null") as unknown
  }
  return { read, fetched }
}

const slugOf = (path: string) => path.split("/").filter(Boolean).pop()!

/** What visitors remember, and the species it must find; written from the species' pages, not from their traits. */
const SEEN: Array<{ saw: string; choices: KeyChoices; finds: string[] }> = [
  {
    saw: "hairy caterpillars, and a rash after touching them",
    choices: { shape: ["caterpillar"], encounter: ["rash"] },
    finds: ["oak-processionary", "pine-processionary", "brown-tail"],
  },
  {
    saw: "a small bug in bed that bit at night",
    choices: { shape: ["bug"], place: ["bed-or-skin"], encounter: ["bit"] },
    finds: ["bed-bug", "eastern-bloodsucking-conenose"],
  },
  {
    saw: "a big black-and-yellow wasp that stung, over 3 cm",
    choices: { shape: ["bee-or-wasp"], colour: ["yellow"], size: ["over-30"], encounter: ["stung"] },
    finds: ["european-hornet", "asian-hornet"],
  },
  {
    saw: "a red beetle with black spots in the garden",
    choices: { shape: ["ladybird"], colour: ["red"], pattern: ["spots"], place: ["garden"] },
    finds: ["seven-spot-ladybird", "harlequin-ladybird"],
  },
  {
    saw: "a tiny striped mosquito biting by day in the garden in August",
    choices: { shape: ["fly-or-mosquito"], colour: ["white"], size: ["under-5"], month: ["8"], encounter: ["bit"] },
    finds: ["asian-tiger-mosquito"],
  },
  {
    saw: "a shiny green beetle, and blisters after touching it",
    choices: { shape: ["beetle"], colour: ["metallic"], encounter: ["rash"] },
    finds: ["spanish-fly"],
  },
]

describe("the identification key, on the guide's content", () => {
  it("finds what each visitor saw among the species that fit every choice", async () => {
    const { read } = await builtKeys()
    for (const { saw, choices, finds } of SEEN) {
      const { exact } = await readKey(choices, "en", read, 30)
      const fit = exact.map(({ path }) => slugOf(path))
      expect([saw, finds.filter((slug) => !fit.includes(slug))]).toEqual([saw, []])
    }
  })

  it("answers by the stage a visitor met: the caterpillar's months, not the moth's, the shortest season first", async () => {
    const { read } = await builtKeys()
    const fitting = async (choices: KeyChoices, language = "en") =>
      (await readKey(choices, language, read, 30)).exact.map(({ path }) => slugOf(path))
    // Dangerous caterpillars first, the fewest months first among them: the oak processionary's
    // (April to July) before the brown-tail's, met almost all year, and the harmless ones after.
    const inMay = await fitting({ shape: ["caterpillar"], month: ["5"], encounter: ["rash"] })
    expect(inMay[0]).toBe("oak-processionary")
    expect(inMay.indexOf("brown-tail")).toBeLessThan(inMay.indexOf("buck-moth"))
    // Processions and rashes from October to April; the moths fly in summer. Lonomia's caterpillars
    // (November to April) are southern Brazil's: an English visitor, in the northern hemisphere, meets
    // the processionary's first, while Spanish serves South America too, and lists Lonomia first, its
    // season the shorter.
    const inMarch = await fitting({ shape: ["caterpillar"], month: ["3"], encounter: ["rash"] })
    expect(inMarch[0]).toBe("pine-processionary")
    expect(inMarch).toContain("lonomia-caterpillar")
    const inMarchInSpanish = await fitting({ shape: ["caterpillar"], month: ["3"], encounter: ["rash"] }, "es")
    expect(inMarchInSpanish.slice(0, 2)).toEqual(["lonomia-caterpillar", "pine-processionary"])
    expect(await fitting({ shape: ["caterpillar"], month: ["8"], encounter: ["rash"] })).not.toContain(
      "pine-processionary",
    )
    expect(await fitting({ shape: ["moth"], month: ["7"] })).toContain("pine-processionary")
    // A grub in the lawn is the cockchafer's; its beetle flies in spring.
    expect(await fitting({ shape: ["larva"], place: ["grass"], month: ["9"] })).toContain("cockchafer")
  })

  it("lists a species that misses one choice as close, naming the choice", async () => {
    const { read } = await builtKeys()
    // A stag beetle remembered as found indoors: every other choice fits.
    const { exact, close } = await readKey({ shape: ["beetle"], size: ["over-30"], place: ["indoors"] }, "en", read, 30)
    expect(exact.map(({ path }) => slugOf(path))).not.toContain("stag-beetle")
    expect(close.find(({ path }) => slugOf(path) === "stag-beetle")).toMatchObject({
      missed: "place",
      level: "harmless",
    })
  })

  it("answers several answers to one question as either, and different questions as both", async () => {
    const { read } = await builtKeys()
    const slugs = async (choices: KeyChoices) =>
      (await readKey(choices, "de", read, 50)).exact.map(({ path }) => slugOf(path))
    const ants = await slugs({ shape: ["ant"] })
    const mantises = await slugs({ shape: ["mantis"] })
    expect(ants.length).toBeGreaterThan(0)
    expect(mantises.sort()).toEqual(["chinese-mantis", "european-mantis"])
    expect((await slugs({ shape: ["ant", "mantis"] })).sort()).toEqual([...ants, ...mantises].sort())
    // No mantis stings: the ants that do are all that fit.
    expect(await slugs({ shape: ["ant", "mantis"], encounter: ["stung"] })).toEqual(
      await slugs({ shape: ["ant"], encounter: ["stung"] }),
    )
  })

  it("reads the bitsets of the answers chosen and the blocks of the species shown, never every species", async () => {
    const { read, fetched } = await builtKeys()
    const entry = (await read(keyEntryPath("en"))) as { answers: Record<string, string>; blocks: string[] }
    fetched.length = 0
    const { exact } = await readKey({ shape: ["beetle"], colour: ["red"] }, "en", read, 30)
    const bitsets = Object.values(entry.answers).map(searchFilePath)
    // The entry, the two answers' bitsets, and for the species shown their record blocks and the
    // directory naming them: one block per 64 species at most.
    expect(fetched.filter((file) => bitsets.includes(file))).toEqual(
      ["shape.beetle", "colour.red"].map((answer) => searchFilePath(entry.answers[answer]!)),
    )
    expect(fetched.length).toBeLessThanOrEqual(1 + 2 + 1 + Math.ceil(exact.length / 64) + 1)
  })
})

describe("the key's choices", () => {
  it("are each queried for their label: a shape the page's query left out would show its bare id", () => {
    const fragments = fs.readFileSync(path.join(__dirname, "../../src/components/key/key-fragments.ts"), "utf8")
    const queried = new Set(fragments.match(/\b\w+\b/g))
    const labels = KEY_QUESTIONS.filter(({ question }) => question !== "month").flatMap(({ answers }) =>
      answers.map(answerLabelKey),
    )
    expect(labels.filter((label) => !queried.has(label))).toEqual([])
  })

  it("round-trip through the URL in one order, dropping answers the key does not offer", () => {
    const choices = choicesFromQuery("?colour=red&shape=beetle&colour=black&colour=plaid&size=over-30")
    expect(choices).toEqual({ shape: ["beetle"], colour: ["black", "red"], size: ["over-30"] })
    expect(queryOfChoices(choices)).toBe("?shape=beetle&colour=black&colour=red&size=over-30")
    expect(queryOfChoices({})).toBe("")
  })

  it("puts a species in every size band its size range touches", () => {
    expect(sizeBandsOf({ min: 3, max: 6 })).toEqual(["under-5", "5-15"])
    expect(sizeBandsOf({ min: 15, max: 15 })).toEqual(["15-30"])
    expect(sizeBandsOf({ min: 25, max: 75 })).toEqual(["15-30", "over-30"])
  })
})

describe("the key's matching, eight species at a time", () => {
  // 1,003 species: the last byte of each bitset is partly past the last species.
  const SPECIES = 1003
  /** A set of species picked by a fixed rule, so that every run checks the same sets. */
  const everyNth = (step: number, offset: number) =>
    Array.from({ length: SPECIES }, (_, number) => number).filter((number) => (number * 7 + offset) % step === 0)
  const fitting: Array<[KeyQuestion, number[]]> = [
    ["shape", everyNth(2, 0)],
    ["colour", everyNth(3, 1)],
    ["place", everyNth(5, 2)],
  ]
  const asBitsets = (sets: typeof fitting) =>
    sets.map(([question, numbers]) => [question, decodeBitset(encodeBitset(numbers, SPECIES))] as const)

  it("counts and lists the species that fit every question, then those that miss exactly one, naming it", () => {
    const fits = (number: number) => fitting.filter(([, numbers]) => numbers.includes(number)).map(([q]) => q)
    const all = Array.from({ length: SPECIES }, (_, number) => number)
    const exact = all.filter((number) => fits(number).length === 3)
    const close = all
      .filter((number) => fits(number).length === 2)
      .map((number) => ({ number, missed: fitting.find(([, numbers]) => !numbers.includes(number))![0] }))
    const matched = matchBitsets(asBitsets(fitting), { species: SPECIES }, 20)
    expect(matched.count).toBe(exact.length)
    expect(matched.exact).toEqual(exact.slice(0, 20))
    expect(matched.close).toEqual(close.slice(0, 20))
    // None past the last species, whatever the bits there say.
    expect(matchBitsets([["shape", new Uint8Array(126).fill(0xff)]], { species: SPECIES }, SPECIES).count).toBe(SPECIES)
  })

  it("counts a species once however many of its stages fit, and lists the shortest seasons first", () => {
    // Four species; rows 4 and 5 are species 1's caterpillar and species 3's nymph.
    const rows = { species: 4, stageOf: [1, 3] }
    const bits = (numbers: number[]) => decodeBitset(encodeBitset(numbers, 6))
    const shapeAndMonth = [
      ["shape", bits([0, 1, 4, 5])],
      ["month", bits([0, 2, 4, 5])],
    ] as const
    // Species 1 fits by its caterpillar alone, species 3 by its nymph; species 2 misses the shape.
    expect(matchBitsets(shapeAndMonth, rows, 10)).toEqual({
      count: 3,
      exact: [0, 1, 3],
      close: [{ number: 2, missed: "shape" }],
    })
    // Species 3's nymph is met in at most three months, species 1's caterpillar in at most six.
    expect(matchBitsets(shapeAndMonth, rows, 10, [bits([5]), bits([4, 5]), bits([4, 5])]).exact).toEqual([3, 1, 0])
  })

  it("lists no close matches when one question is answered: missing it is missing everything", () => {
    const matched = matchBitsets(asBitsets(fitting.slice(0, 1)), { species: SPECIES }, 20)
    expect(matched.count).toBe(fitting[0]![1].length)
    expect(matched.close).toEqual([])
  })
})
