import { HEMISPHERES } from "../../../lib/guide"
import { WRITTEN_TRAITS } from "../../../lib/key-traits"
import { copy, object, text } from "../model-rules"

/** How dangerous a species is to people, from none to serious; the guide's filter and its answer. */
export const SAFETY_LEVELS = ["harmless", "caution", "dangerous"] as const
export type SafetyLevel = (typeof SAFETY_LEVELS)[number]

/** What a species can do to people; each has a label in every language (site.json guide.hazards). */
/**
 * The stages other than the adult at which people meet a species: a caterpillar (butterflies and
 * moths), a larva (a beetle's grub, a fly's maggot, a hellgrammite) or a nymph (a young cockroach or
 * bug, which looks like a small adult without wings). Each has a label in every language (site.json
 * guide.stages).
 */
export const LIFE_STAGES = ["caterpillar", "larva", "nymph"] as const

/**
 * What a visitor may remember of a species or one of its stages, for the identification key: one
 * type for both, so that the key asks the adult and its caterpillar the same questions.
 */
const traits = object(
  "SpeciesTraits",
  Object.fromEntries(
    Object.entries(WRITTEN_TRAITS).map(([trait, values]) => [trait, { kind: "choiceList", values, min: 1 }]),
  ),
)

export const HAZARDS = [
  "sting",
  "bite",
  "pinch",
  "venom",
  "irritating-hairs",
  "blistering-fluid",
  "disease-vector",
  "allergen",
  "food-contamination",
] as const

/**
 * One species of the insect guide, one file each in content/species/; its slug is the file name. A
 * lookalike is written once, in either species' file, and the guide links it both ways.
 */
export const speciesModel = object("Species", {
  commonName: copy,
  scientificName: { kind: "scientificName" },
  order: { kind: "taxon" },
  family: { kind: "taxon" },
  /** The adult's size: its body length, or for butterflies and moths often its wingspan. */
  sizeMm: object("SpeciesSize", {
    min: { kind: "millimetres" },
    max: { kind: "millimetres" },
    measure: { kind: "choice", values: ["body", "wingspan"] },
  }),
  habitats: { kind: "copyList", min: 1, max: 6 },
  regions: { kind: "copyList", min: 1, max: 6 },
  /** When adults are seen, in the species' main range. */
  months: { kind: "months" },
  /**
   * The hemisphere whose seasons its months (and its stages') are, when its range lies wholly south of
   * the equator; left out, northern. With a month chosen, the key brings forward only species of the
   * visitors' hemisphere (site.json key.visitorsHemisphere).
   */
  hemisphere: { kind: "choice", values: HEMISPHERES, optional: true },
  /** What a visitor may remember of the adult, for the identification key (src/lib/key-traits.ts). */
  traits,
  /**
   * Each stage before the adult at which people meet it (the processionary's caterpillars, the
   * cockchafer's grubs): when and how big, how it looks, what it does to people, and its own traits,
   * so that the key finds "caterpillar, March, a rash" by the caterpillar and not by the moth.
   */
  stages: {
    kind: "list",
    optional: true,
    of: object("SpeciesStage", {
      stage: { kind: "choice", values: LIFE_STAGES },
      months: { kind: "months" },
      sizeMm: object("SpeciesStageSize", { min: { kind: "millimetres" }, max: { kind: "millimetres" } }),
      /** Its shape and colours, as people see it. */
      looks: copy,
      /** What it does to people, or that it does nothing to them. */
      effect: copy,
      traits,
    }),
  },
  /** What identifies it by eye. */
  features: { kind: "copyList", min: 3, max: 6 },
  behaviour: copy,
  diet: copy,
  safety: object("SpeciesSafety", {
    level: { kind: "choice", values: SAFETY_LEVELS },
    /** Left out (as the browser editor leaves it when none is chosen), the species carries none. */
    hazards: { kind: "choiceList", values: HAZARDS, optional: true },
    /** The answer to "is it dangerous?" in one plain sentence. */
    summary: copy,
    /** What to do, and when to seek medical help. */
    advice: copy,
  }),
  /**
   * Other names people call it by in this language ("ladybug", "Schnake"), each with a page that uses
   * it: the page lists them, the search finds them. Each language writes its own list. A name two
   * species share leads to both, and both pages say so; `alsoUsedFor` says what else outside the guide
   * bears it ("harvestmen and cellar spiders").
   */
  otherNames: {
    kind: "list",
    optional: true,
    perLanguage: true,
    of: object("SpeciesOtherName", {
      name: text,
      source: { kind: "reference" },
      alsoUsedFor: { kind: "text", optional: true },
    }),
  },
  lookalikes: {
    kind: "list",
    optional: true,
    of: object("SpeciesLookalike", {
      species: { kind: "species" },
      /** The one feature that tells the two apart, read on both species' pages. */
      difference: copy,
    }),
  },
  photo: object(
    "SpeciesPhoto",
    {
      image: { kind: "image", folder: "images/species", example: "asian-hornet.jpg" },
      credit: text,
      licence: text,
    },
    { optional: true },
  ),
  sources: {
    kind: "list",
    of: object("SpeciesSource", { title: text, url: { kind: "reference" } }),
  },
})

/** The GraphQL type, and node type, of a species in one language. */
export const SPECIES_TYPE = speciesModel.typeName
