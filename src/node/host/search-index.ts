import { spawn } from "child_process"
import { promises as fs } from "fs"
import path from "path"
import { GUIDE_PATH } from "../../lib/guide"

/** Where the search index goes inside public/, and so the path Pagefind's script is served at. */
export const SEARCH_INDEX_DIR = "pagefind"

/** One language's guide pages: /insects/... for the default language, /<language>/insects/... for another. */
function guideGlob(languages: readonly string[], language: string): string {
  const folder = GUIDE_PATH.replace(/^\/|\/$/g, "")
  return language === languages[0] ? `${folder}/**/*.html` : `${language}/${folder}/**/*.html`
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
  /** How many pages Pagefind indexed, and the languages it made an index for. */
  pages: number
  output: string
}

/**
 * Pagefind's index of the insect guide, one per language (it reads each page's <html lang>),
 * chunked so that a search downloads only the parts its words need. Only the species' pages are
 * indexed (they mark their content with data-pagefind-body); the command's own binary comes with its
 * npm package. Run as a child process: Pagefind's Node API is an ES module, gatsby-node is not.
 */
export async function writeSearchIndex(publicDir: string, languages: readonly string[]): Promise<SearchIndexFacts> {
  const dir = path.join(publicDir, SEARCH_INDEX_DIR)
  // Pagefind names its chunks by their content and leaves an earlier build's behind: start afresh.
  await fs.rm(dir, { recursive: true, force: true })
  // One language at a time: Pagefind holds every page it indexes in memory (2.6 GB for the 30,000
  // pages of 10,000 species, 1.4 GB for one language's 10,000), and a language's index is the same
  // files either way. Each run writes its own entry file, so the last one is merged from all.
  const entryFile = path.join(dir, "pagefind-entry.json")
  let entry: { languages?: Record<string, unknown> } = {}
  const indexed: Record<string, unknown> = {}
  let pages = 0
  let output = ""
  for (const language of languages) {
    const languageOutput = await runPagefind(publicDir, guideGlob(languages, language))
    pages += Number(/Indexed (\d+) pages?/.exec(languageOutput)?.[1] ?? 0)
    output += languageOutput
    entry = JSON.parse(await fs.readFile(entryFile, "utf8")) as typeof entry
    Object.assign(indexed, entry.languages)
  }
  await fs.writeFile(entryFile, JSON.stringify({ ...entry, languages: indexed }))
  await removeReadyMadeInterfaces(dir)
  return { pages, output }
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
