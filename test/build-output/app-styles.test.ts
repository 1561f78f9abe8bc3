import fs from "fs"
import path from "path"
import { APP_STYLE_SOURCES, usesAppSections } from "../../src/node/bundles"
import { builtFile } from "./built-file"

/**
 * With the shipped content (no store, no screenshot), every page must stay the specification's page
 * byte for byte, and every page carries the stylesheet inline: no class that only the app sections or
 * the editor's previews use may reach it. Classes are read from the sources as Tailwind reads them:
 * every word-like token.
 */
const root = path.resolve(__dirname, "../..")

function sourceFiles(entry: string): string[] {
  const full = path.join(root, entry)
  if (fs.statSync(full).isFile()) return [full]
  return fs.readdirSync(full).flatMap((name) => sourceFiles(path.join(entry, name)))
}

const tokensOf = (files: string[]) =>
  new Set(files.flatMap((file) => fs.readFileSync(file, "utf8").match(/[A-Za-z0-9_:/.[\]#%-]+/g) ?? []))

/** A Tailwind class as its selector appears in the compiled CSS: md:grid-cols-3 -> .md\:grid-cols-3. */
const selectorOf = (className: string) => `.${className.replace(/[:/.[\]#%]/g, (char) => `\\${char}`)}`

const previewOnly = ["src/cms", ...APP_STYLE_SOURCES]

test("the shipped content names no store and no screenshot", () => {
  expect(usesAppSections(JSON.parse(fs.readFileSync(path.join(root, "content/site.json"), "utf8")))).toBe(false)
})

test("no class used only by the app sections or the editor's previews reaches the pages' stylesheet", () => {
  const elsewhere = tokensOf(
    sourceFiles("src").filter((file) => !previewOnly.some((entry) => file.startsWith(path.join(root, entry)))),
  )
  const onlyThere = [...tokensOf(previewOnly.flatMap(sourceFiles))].filter(
    (token) => !elsewhere.has(token) && /^[a-z][a-z0-9:-]*(-|\[)/.test(token),
  )
  // The check has something to find: the app components use a good dozen classes of their own.
  expect(onlyThere.length).toBeGreaterThan(10)
  const css = /<style[^>]*>([\s\S]*?)<\/style>/.exec(builtFile("index.html").toString("utf8"))![1]!
  expect(onlyThere.filter((className) => css.includes(`${selectorOf(className)}{`))).toEqual([])
})
