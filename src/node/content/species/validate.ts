import { memoizeByObject } from "../../../lib/memoize"
import { speciesModel } from "../content-model"
import { SPECIES_FOLDER, speciesFolderOf, speciesSlugOf } from "./files"
import {
  IMAGE_FORMATS,
  IMAGE_PATH,
  SPECIES_SLUG,
  TAXON,
  checkValue,
  isPlainObject,
  repeatedKeys,
  show,
} from "../validate/fields"
import type { ContentFile, ContentInput, ContentProblem } from "../validate/problems"

/** "content/species/hymenoptera/asian-hornet.json" -> "hymenoptera": the order's folder it is in. */
function orderFolderOf(file: string): string {
  const parts = file.split("/")
  return parts[parts.length - 2] ?? ""
}

const fieldsOf = ({ data }: ContentFile): Record<string, unknown> => (isPlainObject(data) ? data : {})

/**
 * The insect guide: every species sound by the model, and what the model alone cannot say: a size
 * range the right way up, a scientific name of its own, lookalikes that exist and are written once,
 * a photo that is there. Every species is optional: no files, no guide.
 */
export function checkSpecies(
  species: readonly ContentFile[],
  imageFacts?: ContentInput["imageFacts"],
): ContentProblem[] {
  const slugs = new Set(species.map(({ file }) => speciesSlugOf(file)))
  return [
    ...species.flatMap((entry) => [
      ...checkOwnFields(entry),
      ...checkLookalikes(entry, slugs),
      ...(imageFacts ? checkPhoto(entry, imageFacts) : []),
    ]),
    ...repeatedKeys(species, (entry) => {
      const name = fieldsOf(entry).scientificName
      return typeof name === "string" ? name : undefined
    }).map(({ entry, key, first }) => ({
      file: entry.file,
      message: `"scientificName" is ${show(key)}, the same as in ${first}; expected each species once (one file per species)`,
    })),
    ...repeatedKeys(species, (entry) => speciesSlugOf(entry.file)).map(({ entry, key, first }) => ({
      file: entry.file,
      message: `has the file name of ${first}: two species would have one page, /insects/${key}/; expected each file name once in ${SPECIES_FOLDER}`,
    })),
    ...checkPairsWrittenOnce(species),
  ]
}

/** What a species' file alone says: its name, its fields by the model, its size range. */
const ownFieldProblems = memoizeByObject((data: object, file: string): ContentProblem[] => [
  ...checkSlug({ file, data }),
  ...checkOrderFolder({ file, data }),
  ...checkValue(data, speciesModel, file, ""),
  ...checkSize({ file, data }),
])

function checkOwnFields(entry: ContentFile): ContentProblem[] {
  return isPlainObject(entry.data)
    ? ownFieldProblems(entry.data, entry.file)
    : [...checkSlug(entry), ...checkValue(entry.data, speciesModel, entry.file, "")]
}

function checkSlug({ file }: ContentFile): ContentProblem[] {
  const slug = speciesSlugOf(file)
  return SPECIES_SLUG.test(slug)
    ? []
    : [
        {
          file,
          message: `the file name "${slug}" cannot be a page address; expected lower-case letters, digits and hyphens, such as asian-hornet.json`,
        },
      ]
}

/** The order's folder, so that the editor lists each order's species on their own. */
function checkOrderFolder(entry: ContentFile): ContentProblem[] {
  const order = fieldsOf(entry).order
  if (typeof order !== "string" || !TAXON.test(order)) return []
  const expected = speciesFolderOf(order)
  const folder = orderFolderOf(entry.file)
  return folder === expected
    ? []
    : [
        {
          file: entry.file,
          message: `"order" is ${show(order)}, but the file is in ${SPECIES_FOLDER}${folder}/; expected it in ${SPECIES_FOLDER}${expected}/ (each order's species in the folder of its name, in lower case)`,
        },
      ]
}

/** A size's problem, if its range is upside down; `field` names it as the editor finds it. */
function upsideDown(file: string, field: string, size: unknown): ContentProblem[] {
  if (!isPlainObject(size) || typeof size.min !== "number" || typeof size.max !== "number") return []
  return size.min <= size.max
    ? []
    : [{ file, message: `"${field}" is ${size.min} to ${size.max} mm, upside down; expected "min" at most "max"` }]
}

/** The adult's size and each stage's, and each stage written once. */
function checkSize(entry: ContentFile): ContentProblem[] {
  const { sizeMm, stages } = fieldsOf(entry)
  const listed = Array.isArray(stages) ? stages : []
  const seen = new Set<unknown>()
  return [
    ...upsideDown(entry.file, "sizeMm", sizeMm),
    ...listed.flatMap((stage, index) => {
      if (!isPlainObject(stage)) return []
      const repeated = seen.has(stage.stage) && typeof stage.stage === "string"
      seen.add(stage.stage)
      return [
        ...upsideDown(entry.file, `stages[${index}].sizeMm`, stage.sizeMm),
        ...(repeated
          ? [
              {
                file: entry.file,
                message: `"stages[${index}].stage" is "${String(stage.stage)}", a stage listed before; expected each stage once (one entry for the caterpillar, however long it lasts)`,
              },
            ]
          : []),
      ]
    }),
  ]
}

function lookalikesOf(entry: ContentFile): Array<{ species: unknown; index: number }> {
  const list = fieldsOf(entry).lookalikes
  return (Array.isArray(list) ? list : []).map((item, index) => ({
    species: isPlainObject(item) ? item.species : undefined,
    index,
  }))
}

function checkLookalikes(entry: ContentFile, slugs: ReadonlySet<string>): ContentProblem[] {
  const self = speciesSlugOf(entry.file)
  return lookalikesOf(entry).flatMap(({ species, index }): ContentProblem[] => {
    if (typeof species !== "string" || !SPECIES_SLUG.test(species)) return []
    const field = `"lookalikes[${index}].species"`
    if (species === self) {
      return [
        { file: entry.file, message: `${field} is ${show(species)}, this species itself; expected another species` },
      ]
    }
    if (!slugs.has(species)) {
      return [
        {
          file: entry.file,
          message: `${field} is ${show(species)}, but no file of the guide is named ${species}.json (in ${SPECIES_FOLDER}<order>/); expected a species of the guide`,
        },
      ]
    }
    return []
  })
}

/** A pair is written in one of its two files, once: the guide shows it on both pages. */
function checkPairsWrittenOnce(species: readonly ContentFile[]): ContentProblem[] {
  const pairs = species.flatMap((entry) =>
    lookalikesOf(entry).flatMap(({ species: other, index }) =>
      typeof other === "string"
        ? [{ file: entry.file, index, key: [speciesSlugOf(entry.file), other].sort().join(" ") }]
        : [],
    ),
  )
  return repeatedKeys(pairs, ({ key }) => key).map(({ entry, first }) => ({
    file: entry.file,
    message: `"lookalikes[${entry.index}].species" names a pair already written in ${first}; expected each pair once, in either file (both pages show it)`,
  }))
}

function checkPhoto(entry: ContentFile, imageFacts: NonNullable<ContentInput["imageFacts"]>): ContentProblem[] {
  const photo = fieldsOf(entry).photo
  const image = isPlainObject(photo) ? photo.image : undefined
  if (typeof image !== "string" || !IMAGE_PATH.test(image)) return []
  const facts = imageFacts(image)
  const problem = (message: string) => [{ file: entry.file, message: `"photo.image" is ${show(image)}, ${message}` }]
  if (!facts) return problem(`a file that does not exist; expected a picture inside content/ (content/${image})`)
  if (!(IMAGE_FORMATS as readonly string[]).includes(facts.format)) {
    return problem(`a ${facts.format.toUpperCase()} file; expected a PNG, JPEG or WebP picture`)
  }
  return []
}
