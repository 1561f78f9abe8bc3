import fs from "fs"
import path from "path"
import { frontmatterText, legalFrontmatterModel, type ContentInput } from "../../src/node/content"

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
