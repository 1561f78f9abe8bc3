import { spawn } from "child_process"
import { createHash } from "crypto"
import { existsSync, promises as fs, readFileSync } from "fs"
import path from "path"
import { GUIDE_PATH } from "../../lib/guide"
import { readJsonFile, writeJsonFile } from "../json-files"
import { filesOfIndex } from "./pagefind-meta"
import { FILES_AT_ONCE, listFiles, mapInSlices, statFiles } from "./public-files"

/** Pagefind's version, which an index kept from an earlier build must have been made with. */
function pagefindVersion(): string {
  const manifest = path.resolve("node_modules/pagefind/package.json")
  return (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version
}

/** Where the search index goes inside public/, and so the path Pagefind's script is served at. */
export const SEARCH_INDEX_DIR = "pagefind"

/** One language's guide folder in public/: insects for the default language, <language>/insects for another. */
function guideFolder(languages: readonly string[], language: string): string {
  const folder = GUIDE_PATH.replace(/^\/|\/$/g, "")
  return language === languages[0] ? folder : `${language}/${folder}`
}

/** One language's guide pages: /insects/... for the default language, /<language>/insects/... for another. */
function guideGlob(languages: readonly string[], language: string): string {
  return `${guideFolder(languages, language)}/**/*.html`
}

/**
 * Pagefind also writes its ready-made search interfaces (pagefind-ui.js and the like, about 430 KB);
 * the guide has its own (GuideSearch), so they are not deployed.
 */
async function removeReadyMadeInterfaces(dir: string): Promise<void> {
  const files = await fs.readdir(dir)
  await Promise.all(
    files
      .filter((file) => /^pagefind-(.*-)?(ui|highlight)\.(js|css)$/.test(file))
      .map((file) => fs.rm(path.join(dir, file))),
  )
}

export interface SearchIndexFacts {
  /** How many pages Pagefind indexed in this build (a language it kept counts none). */
  pages: number
  /** The languages whose index was kept from the last build, their pages unchanged, with what it was made from. */
  kept: Record<string, string>
  output: string
}

/** Pagefind's entry file: the index of each language, by the hash its files are named with. */
interface SearchEntry {
  version?: string
  languages?: Record<string, { hash?: string }>
}

/**
 * What each language's index was made from, kept with Gatsby's cache: every one of its guide pages
 * by path, size and modification time, as the build that indexed them left them. Gatsby rewrites only
 * the pages a build renders again, so a language whose pages all match was not changed since.
 */
const SEARCH_INPUTS = path.join(".cache", "buglens-search-inputs.json")

/** One language's guide pages (as guideGlob matches them) with their sizes and modification times. */
async function inputsOf(
  publicDir: string,
  languages: readonly string[],
  language: string,
  version: string,
): Promise<string> {
  const folder = guideFolder(languages, language)
  const files = (await listFiles(path.join(publicDir, folder)).catch(() => [])).filter((file) => file.endsWith(".html"))
  const stats = await statFiles(files.map((file) => path.join(publicDir, folder, file)))
  const lines = [
    `pagefind ${version} ${guideGlob(languages, language)}`,
    ...files.map((file, index) => `${file} ${stats[index]!.size} ${stats[index]!.mtimeMs}`),
  ]
  return createHash("sha256").update(lines.join("\n")).digest("hex")
}

/**
 * Removes the files one language's new index no longer names (filesOfIndex): the chunks, fragments,
 * filters and page list of the pages and words that changed. Pagefind leaves an earlier index's
 * files in the folder, and a file it would write again with the same content it does not write: at
 * 10,000 species, English indexed over its earlier index took 2.6 s, and over a folder whose English
 * files had been removed first 7.5 s, its 10,000 fragments written again beside the other languages'.
 */
async function removeStaleFiles(dir: string, language: string, hash: string): Promise<void> {
  const metaFile = `pagefind.${hash}.pf_meta`
  const live = new Set(filesOfIndex(metaFile, await fs.readFile(path.join(dir, metaFile))))
  live.add(`/wasm.${language}.pagefind`)
  const owned = (name: string) =>
    name.startsWith(`${language}_`) || name.startsWith(`pagefind.${language}_`) || name === `wasm.${language}.pagefind`
  const stale = (await listFiles(dir)).filter((file) => owned(path.basename(file)) && !live.has(file))
  await mapInSlices(stale, FILES_AT_ONCE, (file) => fs.rm(path.join(dir, file), { force: true }))
}

/**
 * Pagefind's index of the insect guide, one per language (it reads each page's <html lang>),
 * chunked so that a search downloads only the parts its words need. Only the species' names are
 * indexed (species-page.tsx marks them with data-pagefind-body); the command's own binary comes with
 * its npm package. Run as a child process: Pagefind's Node API is an ES module, gatsby-node is not.
 *
 * Pagefind has no incremental mode: it indexes every page it is given, 2.6 to 3.8 s a language at
 * 10,000 species. A language whose guide pages are all as the last build left them (rememberSearchInputs)
 * keeps its index; an editor's commit to one species' English text indexes English alone.
 */
export async function writeSearchIndex(publicDir: string, languages: readonly string[]): Promise<SearchIndexFacts> {
  const dir = path.join(publicDir, SEARCH_INDEX_DIR)
  const entryFile = path.join(dir, "pagefind-entry.json")
  const before = (await readJsonFile<SearchEntry>(entryFile)) ?? {}
  const remembered = (await readJsonFile<Record<string, string>>(SEARCH_INPUTS)) ?? {}
  const sameLanguages = Object.keys(before.languages ?? {}).join() === languages.join()
  const version = pagefindVersion()
  const kept: Record<string, string> = {}
  for (const language of languages) {
    const hash = before.languages?.[language]?.hash
    const unchanged =
      sameLanguages &&
      before.version === version &&
      remembered[language] !== undefined &&
      remembered[language] === (await inputsOf(publicDir, languages, language, version)) &&
      existsSync(path.join(dir, `pagefind.${hash}.pf_meta`))
    if (unchanged) kept[language] = remembered[language]!
  }
  // Pagefind names its files by their content and leaves an earlier build's behind: a language
  // indexed again loses the files its new index does not name, and a change of languages or of
  // Pagefind's version (whose WebAssembly keeps its name) starts the whole folder afresh.
  if (!sameLanguages || before.version !== version) await fs.rm(dir, { recursive: true, force: true })
  // One language at a time: Pagefind holds what it indexes of every page in memory (0.12 GB for one
  // language's 10,000 species, their names; 1.4 GB while it indexed whole pages), and a language's
  // index is the same files either way. Each run writes its own entry file, so the last one is
  // merged from all.
  const indexed: Record<string, unknown> = Object.fromEntries(
    Object.keys(kept).map((language) => [language, before.languages?.[language]]),
  )
  let entry: SearchEntry = before
  let pages = 0
  let output = ""
  for (const language of languages.filter((code) => kept[code] === undefined)) {
    const languageOutput = await runPagefind(publicDir, guideGlob(languages, language))
    pages += Number(/Indexed (\d+) pages?/.exec(languageOutput)?.[1] ?? 0)
    output += languageOutput
    entry = (await readJsonFile<SearchEntry>(entryFile)) ?? {}
    Object.assign(indexed, entry.languages)
    const hash = entry.languages?.[language]?.hash
    if (hash) await removeStaleFiles(dir, language, hash)
  }
  const ordered = Object.fromEntries(languages.map((language) => [language, indexed[language]]))
  await fs.writeFile(entryFile, JSON.stringify({ ...entry, languages: ordered }))
  await removeReadyMadeInterfaces(dir)
  return { pages, kept, output }
}

/**
 * Records what each language's index was made from, once the build has finished its pages (the
 * post-build pass rewrites the ones Gatsby rendered, after or while Pagefind reads them). A language
 * whose index was kept was read at the start, and the pass wrote none of its pages.
 */
export async function rememberSearchInputs(
  publicDir: string,
  languages: readonly string[],
  kept: Readonly<Record<string, string>>,
): Promise<void> {
  const version = pagefindVersion()
  const inputs: Record<string, string> = {}
  for (const language of languages) {
    inputs[language] = kept[language] ?? (await inputsOf(publicDir, languages, language, version))
  }
  await writeJsonFile(SEARCH_INPUTS, inputs)
}

/** Runs Pagefind's command (its binary comes with its npm package) on the pages `glob` matches. */
function runPagefind(publicDir: string, glob: string): Promise<string> {
  const binary = path.resolve("node_modules/.bin/pagefind")
  const args = ["--site", publicDir, "--glob", glob, "--output-subdir", SEARCH_INDEX_DIR]
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ["ignore", "pipe", "pipe"] })
    let output = ""
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.on("error", reject)
    child.on("close", (code) => {
      if (code === 0) resolve(output)
      else reject(new Error(`Pagefind could not index the guide's pages ${glob} (exit ${code}):\n${output}`))
    })
  })
}
