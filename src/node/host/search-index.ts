import { spawn } from "child_process"
import { promises as fs } from "fs"
import path from "path"
import { GUIDE_PATH } from "../../lib/guide"

/** Where the search index goes inside public/, and so the path Pagefind's script is served at. */
export const SEARCH_INDEX_DIR = "pagefind"

/** The guide's pages in every language: /insects/... and /<language>/insects/... */
function guideGlob(languages: readonly string[]): string {
  const folder = GUIDE_PATH.replace(/^\/|\/$/g, "")
  const prefixes = [folder, ...languages.slice(1).map((language) => `${language}/${folder}`)]
  return `{${prefixes.join(",")}}/**/*.html`
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
  // Pagefind names its chunks by their content and leaves an earlier build's behind: start afresh.
  await fs.rm(path.join(publicDir, SEARCH_INDEX_DIR), { recursive: true, force: true })
  const binary = path.resolve("node_modules/.bin/pagefind")
  const args = ["--site", publicDir, "--glob", guideGlob(languages), "--output-subdir", SEARCH_INDEX_DIR]
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ["ignore", "pipe", "pipe"] })
    let output = ""
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.on("error", reject)
    child.on("close", (code) => {
      if (code !== 0) {
        reject(new Error(`Pagefind could not index the guide (exit ${code}):\n${output}`))
        return
      }
      const pages = Number(/Indexed (\d+) pages?/.exec(output)?.[1] ?? 0)
      removeReadyMadeInterfaces(path.join(publicDir, SEARCH_INDEX_DIR)).then(() => resolve({ pages, output }), reject)
    })
  })
}
