// @ts-check
// The generated species of `npm run bench:guide` (scripts/bench-guide.mjs): every field the model
// has, with text of the length and words of the real species', a lookalike pair for every two,
// German and Spanish translations, and a photo made with sharp for a share of them.
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import sharp from "sharp"
import { contentSnapshot, speciesFiles, translations } from "./site-code.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")

const { sourceHash, textOf } = translations
export const pad = (/** @type {number} */ number) => String(number).padStart(5, "0")
/** Lower-case letters for a number, so names stay valid Latin-looking words: 0 -> "a", 27 -> "bb". */
const letters = (/** @type {number} */ number) => {
  let word = ""
  let rest = number
  do {
    word = String.fromCharCode(97 + (rest % 26)) + word
    rest = Math.floor(rest / 26)
  } while (rest > 0)
  return word
}

const SAFETY = [
  { level: "harmless", hazards: [] },
  { level: "caution", hazards: ["sting"] },
  { level: "dangerous", hazards: ["sting", "venom"] },
]

/**
 * The real species' texts, English, to write the synthetic ones from: text of the length and the
 * words real species have, so the search index holds as many words a species as it will at 10,000.
 */
const REAL = speciesFiles
  .speciesSources(path.join(root, "content"))
  .sort((a, b) => path.basename(a).localeCompare(path.basename(b)))
  .map((source) => JSON.parse(fs.readFileSync(path.join(root, "content", source), "utf8")))

/**
 * A word no other species has, and a sentence that holds it: a real guide's species differ in more
 * than their names (a host plant, a place), and so do the index's words.
 */
const ownWord = (/** @type {number} */ index, /** @type {number} */ salt) => `${letters(index * 7 + salt)}wort`

/** The real species `index` steps along, for the text of one field: each field from another species. */
const realText = (/** @type {number} */ index, /** @type {number} */ step) => REAL[(index * step) % REAL.length]

/**
 * Species number i: every field the model has, a lookalike pair with its neighbour, a source.
 * @param {number} index
 * @param {number} count
 * @param {string[]} orders
 * @param {boolean} withPhoto
 */
function speciesOf(index, count, orders, withPhoto) {
  const slug = `bench-species-${pad(index)}`
  const pair =
    index % 2 === 0 && index + 1 < count
      ? [
          {
            species: `bench-species-${pad(index + 1)}`,
            difference: `Species ${index} has a paler band across the abdomen than species ${index + 1}.`,
          },
        ]
      : []
  const first = 1 + (index % 6)
  return {
    slug,
    data: {
      commonName: `Bench insect ${index}`,
      scientificName: `Benchus ${letters(index)}`,
      order: orders[index % orders.length],
      family: "Benchidae",
      sizeMm: { min: 5 + (index % 10), max: 12 + (index % 20), measure: "body" },
      otherNames: [
        { name: `${letters(index * 3 + 1)} fly`, source: "https://buglens.app/insects/" },
        { name: `${letters(index * 5 + 2)}bug`, source: "https://buglens.app/insects/" },
      ],
      habitats: [...realText(index, 1).habitats.slice(0, 2), `Meadows of ${ownWord(index, 1)}`],
      regions: ["Europe", "North America (introduced)"],
      months: [first, first + 1, first + 2, first + 3],
      // A real species' answers to the key, so that each answer's bitset holds as many species as in the guide.
      traits: realText(index, 13).traits,
      features: [
        `Body about ${5 + (index % 10)} mm long, brown with ${index % 7} pale bands.`,
        ...realText(index, 3).features.slice(0, 5),
      ],
      behaviour: `${realText(index, 5).behaviour} It rests on ${ownWord(index, 2)} in the shade.`,
      diet: `${realText(index, 7).diet} Larvae feed on ${ownWord(index, 3)}.`,
      safety: {
        ...SAFETY[index % 3],
        summary: realText(index, 11).safety.summary,
        advice: realText(index, 11).safety.advice,
      },
      lookalikes: pair,
      ...(withPhoto
        ? { photo: { image: `images/species/${slug}.jpg`, credit: "Bench photographer", licence: "CC BY 4.0" } }
        : {}),
      sources: [{ title: "Synthetic data for the build benchmark", url: "https://buglens.app/insects/" }],
    },
  }
}

/**
 * A translation of every translatable field, with the record of the English it was made from.
 * @param {ReturnType<typeof speciesOf>} species
 * @param {string} language
 */
function translationOf(species, language) {
  const tag = language.toUpperCase()
  const english = species.data
  const fields = {
    commonName: `${english.commonName} (${tag})`,
    otherNames: english.otherNames.map(({ name, source }) => ({ name: `${name} ${tag.toLowerCase()}`, source })),
    habitats: english.habitats.map((text) => `${text} (${tag})`),
    regions: english.regions.map((text) => `${text} (${tag})`),
    features: english.features.map((text) => `${text} (${tag})`),
    behaviour: `${english.behaviour} (${tag})`,
    diet: `${english.diet} (${tag})`,
    safety: { summary: `${english.safety.summary} (${tag})`, advice: `${english.safety.advice} (${tag})` },
    lookalikes: english.lookalikes.map(({ species, difference }) => ({
      species,
      difference: `${difference} (${tag})`,
    })),
  }
  const translatedFrom = {
    ...Object.fromEntries(
      /** @type {const} */ (["commonName", "habitats", "regions", "features", "behaviour", "diet"]).map((field) => [
        field,
        sourceHash(/** @type {string} */ (textOf(english[field]))),
      ]),
    ),
    "safety.summary": sourceHash(english.safety.summary),
    "safety.advice": sourceHash(english.safety.advice),
    ...Object.fromEntries(
      english.lookalikes.map(({ species, difference }) => [
        `lookalikes[${species}].difference`,
        sourceHash(difference),
      ]),
    ),
  }
  return { ...fields, translatedFrom }
}

/**
 * The folders that hold a copy's species, English and each translation's.
 * @param {string} content
 */
export function speciesFolders(content) {
  return [path.join(content, "species"), ...["de", "es"].map((l) => path.join(content, "i18n", l, "species"))]
}

/**
 * The site's files in `dir` with the guide's species taken out, in every language.
 * @param {string} dir
 */
export function withoutSpecies(dir) {
  const content = path.join(dir, "content")
  for (const folder of speciesFolders(content)) {
    fs.rmSync(folder, { recursive: true, force: true })
    fs.mkdirSync(folder, { recursive: true })
  }
  return { dir, content }
}

/**
 * One editor's commit, as a warm build is measured after: a species' behaviour, in English.
 * @param {string} file
 * @param {number} edit
 */
export function editBehaviour(file, edit) {
  const data = JSON.parse(fs.readFileSync(file, "utf8"))
  data.behaviour = `${data.behaviour} Edited for warm rebuild ${edit}.`
  fs.writeFileSync(file, JSON.stringify(data))
}

/**
 * Writes `count` species into the copy's content/, with a photo for `photoShare` of them (0..1).
 * @param {{ content: string }} copy
 * @param {number} count
 * @param {number} photoShare
 */
export async function writeSpecies({ content }, count, photoShare) {
  const snapshot = contentSnapshot.readContentSnapshot(content)
  const site = /** @type {{ guide: { orders: Array<{ name: string }> } }} */ (snapshot.site?.data)
  const orders = site.guide.orders.map(({ name }) => name)
  const languages = snapshot.languages.slice(1)
  const photos = path.join(content, "images/species")
  fs.mkdirSync(photos, { recursive: true })
  const photoEvery = photoShare > 0 ? Math.max(1, Math.round(1 / photoShare)) : Infinity
  let photoCount = 0
  for (let index = 0; index < count; index++) {
    const withPhoto = index % photoEvery === 0
    const species = speciesOf(index, count, orders, withPhoto)
    // In its order's folder, as an editor's species is (src/node/content/species/files.ts).
    const source = `species/${speciesFiles.speciesFolderOf(species.data.order)}/${species.slug}.json`
    fs.mkdirSync(path.dirname(path.join(content, source)), { recursive: true })
    fs.writeFileSync(path.join(content, source), JSON.stringify(species.data))
    for (const language of languages) {
      const translation = path.join(content, translations.translationFileName(source, language))
      fs.mkdirSync(path.dirname(translation), { recursive: true })
      fs.writeFileSync(translation, JSON.stringify(translationOf(species, language)))
    }
    if (withPhoto) {
      photoCount++
      // A small photo of its own colour, as an editor's upload would be: 1200 x 800 JPEG.
      await sharp({
        create: {
          width: 1200,
          height: 800,
          channels: 3,
          background: { r: (index * 37) % 256, g: (index * 91) % 256, b: (index * 53) % 256 },
        },
      })
        .jpeg({ quality: 80 })
        .toFile(path.join(photos, `${species.slug}.jpg`))
    }
  }
  return { languages: snapshot.languages, photoCount }
}
