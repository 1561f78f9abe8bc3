import fs from "fs"
import path from "path"
import { frontmatterText, legalFrontmatterModel, type ContentInput } from "../../src/node/content"
import { SHAPES } from "../../src/lib/key-traits"

/** The content/ folder of a copy of the site, read as the build hands it to the validator. */
export function readContentFolder(root: string): ContentInput {
  const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8")
  const list = (folder: string, extension: string) =>
    fs
      .readdirSync(path.join(root, folder))
      .filter((name) => name.endsWith(extension))
      .sort()
      .map((name) => `${folder}/${name}`)
  return {
    site: { file: "content/site.json", data: JSON.parse(read("content/site.json")) },
    features: list("content/features", ".json").map((file) => ({ file, data: JSON.parse(read(file)) })),
    species: fs.existsSync(path.join(root, "content/species"))
      ? list("content/species", ".json").map((file) => ({ file, data: JSON.parse(read(file)) }))
      : [],
    legal: list("content/legal", ".mdx").map((file) => {
      const source = read(file)
      const fields = Object.keys(legalFrontmatterModel.fields)
      return {
        file,
        frontmatter: Object.fromEntries(fields.map((field) => [field, frontmatterText(source, field)])),
        body: source.replace(/^---[\s\S]*?---/, ""),
      }
    }),
  }
}

/**
 * The insect guide's pages in the default language, from the species in content/species/ (none, no
 * guide): its index, a page per species, the identification key and a key page per shape a species has.
 */
export function guidePaths(root = path.resolve(__dirname, "../..")): string[] {
  const folder = path.join(root, "content/species")
  const files = fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => name.endsWith(".json")) : []
  if (files.length === 0) return []
  const shapes = new Set(
    files.flatMap(
      (name) =>
        (JSON.parse(fs.readFileSync(path.join(folder, name), "utf8")) as { traits: { shapes: string[] } }).traits
          .shapes,
    ),
  )
  return [
    "/insects/",
    ...files.map((name) => `/insects/${name.replace(/\.json$/, "")}/`),
    "/insects/key/",
    ...SHAPES.filter((shape) => shapes.has(shape)).map((shape) => `/insects/key/${shape}/`),
  ]
}
