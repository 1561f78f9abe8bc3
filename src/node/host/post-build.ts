import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "fs"
import path from "path"
import { hasNulBytes } from "./check-built-html"
import { builtPage, withPolicyMeta, type BuiltPage } from "./host-headers"
import { BUILD_RECORDS, codeVersion } from "../build-records"
import { readJsonFile, writeJsonFile } from "../json-files"
import { isPage, listFiles, routeOf, statFiles } from "./public-files"
import { hasBundleScripts, hasStarter, startBundlesAfterFirstPaint } from "../bundles"

/**
 * Where each page's HTML is kept as Gatsby wrote it. Gatsby rewrites only the pages it rebuilt; the
 * others still hold this step's own earlier result, which must never be its input again.
 */
const GATSBY_OUTPUT = BUILD_RECORDS.gatsbyHtml

/** Gatsby's marks around a slice's HTML in a page (its scripts are one slice, `_gatsby-scripts-1`). */
const SLICE = /<!-- slice-start id="([^"]+)" -->[\s\S]*?<!-- slice-end id="\1" -->/g

/** A page with each slice's current HTML (public/_gatsby/slices/<id>.html) between its marks, as Gatsby stitches. */
function stitched(html: string, publicDir: string): string {
  const slices = new Map<string, string>()
  for (const [, id] of html.matchAll(SLICE)) {
    slices.set(id!, readFileSync(path.join(publicDir, "_gatsby", "slices", `${id}.html`), "utf8"))
  }
  return html.replace(
    SLICE,
    (_, id: string) => `<!-- slice-start id="${id}" -->${slices.get(id)}<!-- slice-end id="${id}" -->`,
  )
}

/**
 * A page of the build as Gatsby wrote it, and whether that is the page's file as it stands (`fresh`:
 * Gatsby just wrote it, and the pass keeps that file). Otherwise it comes from the copy kept then. A
 * page with neither is not Gatsby's (the content editor's /admin/) and is taken as it is.
 * When the scripts changed but a page did not (a change to code alone), Gatsby renders no page again
 * but stitches its new scripts into every page in public/, around this step's earlier result: the
 * page is then the kept copy with the new scripts stitched in, kept again, or its bundles would
 * start twice.
 */
function gatsbyOutput(
  publicDir: string,
  page: string,
  html: string,
  keptFolders: KeptFolders,
): { original: string; fresh: boolean } {
  const kept = path.join(GATSBY_OUTPUT, page)
  if (hasBundleScripts(html)) {
    if (!hasStarter(html)) return { original: html, fresh: true }
    const original = stitched(readFileSync(kept, "utf8"), publicDir)
    keptFolders.make(kept)
    writeFileSync(kept, original)
    return { original, fresh: false }
  }
  return { original: readIfThere(kept) ?? html, fresh: false }
}

/** A file's text, or undefined when there is no such file. */
function readIfThere(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8")
  } catch {
    return undefined
  }
}

/** The folders of the kept copies, each made once a pass rather than once a page. */
class KeptFolders {
  private readonly made = new Set<string>()

  make(file: string): void {
    const folder = path.dirname(file)
    if (this.made.has(folder)) return
    mkdirSync(folder, { recursive: true })
    this.made.add(folder)
  }
}

/** Each named chunk's scripts, as webpack recorded them (Gatsby's webpack.stats.json); none without a build. */
function scriptsOfChunks(publicDir: string): Record<string, string[]> {
  const file = path.join(publicDir, "webpack.stats.json")
  if (!existsSync(file)) return {}
  const { namedChunkGroups } = JSON.parse(readFileSync(file, "utf8")) as {
    namedChunkGroups: Record<string, { assets: Array<{ name: string } | string> }>
  }
  return Object.fromEntries(
    Object.entries(namedChunkGroups).map(([chunk, { assets }]) => [
      chunk,
      assets
        .map((asset) => `/${typeof asset === "string" ? asset : asset.name}`)
        .filter((file) => file.endsWith(".js")),
    ]),
  )
}

/**
 * A page this pass finished on an earlier build and Gatsby has left alone since: its bundles already
 * start after the first paint, and Gatsby stitched no new scripts in. On a warm build that is every
 * page but the edited ones, which is what keeps the pass proportional to the change, not the site.
 */
function finishedEarlier(html: string): boolean {
  return hasStarter(html) && !hasBundleScripts(html)
}

/**
 * Replaces a file in one step (a new file renamed over it), so that a build stopped halfway leaves
 * each page whole, as it was before or after.
 */
function writeWhole(file: string, text: string): void {
  const next = `${file}.${process.pid}.tmp`
  writeFileSync(next, text)
  renameSync(next, file)
}

/**
 * Keeps Gatsby's output by a second name for its file (a hard link; a copy where the folders are on
 * different disks) instead of writing it again: at 10,000 species the copies were 2 GB more written
 * on a cold build (docs/scale.md, "Why the build code is shaped this way"). The finished page is
 * then a new file (writeWhole), so the kept one stays as Gatsby wrote it.
 */
function keep(file: string, kept: string, keptFolders: KeptFolders): void {
  keptFolders.make(kept)
  rmSync(kept, { force: true })
  try {
    linkSync(file, kept)
  } catch {
    copyFileSync(file, kept)
  }
}

/**
 * What the pass read in each page it finished, by the page file's size and modification time as the
 * pass left it: a page still the same on the next build is not read again (at 10,000 species the
 * pass read 2 GB of pages on every build, beside the search indexer). Made again from the pages when
 * the reading itself changes (RECORDS_VERSION) or the file is gone.
 */
const PAGE_RECORDS = BUILD_RECORDS.finishedPages

export interface PageRecord {
  size: number
  mtimeMs: number
  scriptHashes: readonly string[]
  broken: boolean
}

/**
 * The build's code (codeVersion: all of it, not only the functions that read and finish a page, whose
 * own text missed a change to a helper they call) and the policy it gives pages: a record made by
 * other code, or under another policy (a form service added in content), is not taken.
 */
const recordsVersion = (policyFor: PagePolicy) => codeVersion(policyFor("/", ["'sha256-'"]) ?? "")

async function readRecords(version: string): Promise<Map<string, PageRecord>> {
  const saved = await readJsonFile<{ version: string; pages: Record<string, PageRecord> }>(PAGE_RECORDS)
  return new Map(saved?.version === version ? Object.entries(saved.pages) : [])
}

async function writeRecords(version: string, records: Map<string, PageRecord>): Promise<void> {
  await writeJsonFile(PAGE_RECORDS, { version, pages: Object.fromEntries(records) })
}

/**
 * The records of this build's pages (`kept`: those that stand from the last build; the others are
 * made from the files as they now are), made once every page is finished, not page by page: at
 * 10,000 species, 30,000 small records made among the pages' HTML kept the build's main process
 * larger for the rest of the build, and raised a cold build's peak (docs/scale.md, "Why the build
 * code is shaped this way").
 */
async function recordsOf(
  publicDir: string,
  files: readonly string[],
  pages: readonly BuiltPage[],
  broken: readonly string[],
  kept: ReadonlyMap<string, PageRecord>,
): Promise<Map<string, PageRecord>> {
  const hashesOf = new Map(pages.map(({ route, scriptHashes }) => [route, scriptHashes]))
  const refused = new Set(broken)
  const records = new Map(kept)
  const written = files.filter((file) => !kept.has(file))
  const stats = await statFiles(written.map((file) => path.join(publicDir, file)))
  written.forEach((file, index) =>
    records.set(file, {
      size: stats[index]!.size,
      mtimeMs: stats[index]!.mtimeMs,
      scriptHashes: hashesOf.get(routeOf(file)) ?? [],
      broken: refused.has(file.slice(1)),
    }),
  )
  return records
}

export interface FinishedPages {
  /** Every page as served, with its inline scripts' hashes but not its HTML. */
  pages: BuiltPage[]
  /** Pages with NUL characters, which the build must refuse. */
  broken: string[]
}

/**
 * The Content-Security-Policy a page carries in its <meta>, given its route and its inline scripts'
 * hashes; null for a page that is not the site's (the content editor's, whose policy is its header).
 */
export type PagePolicy = (route: string, scriptHashes: readonly string[]) => string | null

/** Some of the build's pages, with what the last pass recorded of each (none for a page it did not see). */
export interface PageShare {
  files: readonly string[]
  earlier: ReadonlyMap<string, PageRecord>
}

/** The pass over a share of the pages: each page as served, and the records that stand from the last pass. */
export interface FinishedShare extends FinishedPages {
  standing: Map<string, PageRecord>
}

/** Runs the pass over a share of the pages: finishShare, here or in a thread of its own (thread-tasks.ts). */
export type ShareRunner = (share: PageShare) => Promise<FinishedShare>

/** Each non-default language's 404 page, by its route, and the 404.html written from it where static hosts look. */
const notFoundCopies = (languages: readonly string[]) =>
  new Map(languages.slice(1).map((language) => [`/${language}/404/`, `/${language}/404.html`]))

/**
 * One pass over every page of the build, from Gatsby's output: refuses NUL characters, starts the
 * bundles after the first paint, moves the page path out of the inline scripts' text, gives the page
 * its Content-Security-Policy (`policyFor`, which allows the inline scripts it then has), and writes
 * each non-default language's 404 page where static hosts look for it (Cloudflare Pages: the nearest
 * 404.html; Netlify: the _redirects rule of notFoundRedirects). Returns every page as served, with
 * the hashes of its inline scripts.
 *
 * The pages are cut into `shares` runs of neighbours, each finished by `runShare` (by default here,
 * one after the other; the build runs each in a thread of its own, side by side), and their results
 * are put back in the pages' order.
 */
export async function finishPages(
  publicDir: string,
  languages: readonly string[],
  policyFor: PagePolicy,
  shares = 1,
  runShare: ShareRunner = async (share) => finishShare(publicDir, languages, policyFor, share),
): Promise<FinishedPages> {
  // The 404.html copies are this step's own output: a build that reads them back as pages would take
  // a stale copy's CSP hashes into /* and list each twice.
  const copyFiles = new Set(notFoundCopies(languages).values())
  const files = (await listFiles(publicDir)).filter((file) => isPage(file) && !copyFiles.has(file))
  const version = recordsVersion(policyFor)
  const earlier = await readRecords(version)
  const size = Math.ceil(files.length / shares)
  const finished = await Promise.all(
    Array.from({ length: shares }, (_, index) => {
      const share = files.slice(index * size, (index + 1) * size)
      const records = share.flatMap((file) => (earlier.has(file) ? [[file, earlier.get(file)!] as const] : []))
      return runShare({ files: share, earlier: new Map(records) })
    }),
  )
  const pages = finished.flatMap((share) => share.pages)
  const broken = finished.flatMap((share) => share.broken)
  const standing = new Map(finished.flatMap((share) => [...share.standing]))
  await writeRecords(version, await recordsOf(publicDir, files, pages, broken, standing))
  return { pages, broken }
}

/**
 * The pass over a share of the pages (finishPages says what it does to each), a page at a time with
 * blocking reads and writes: a share runs in a thread of its own, where they hold up nothing else,
 * while through Node's promises every thread's file calls wait in the process's one pool of four
 * threads, which Gatsby's main thread and the other shares use too (docs/scale.md, "The search
 * index during the build").
 */
export function finishShare(
  publicDir: string,
  languages: readonly string[],
  policyFor: PagePolicy,
  { files, earlier }: PageShare,
): FinishedShare {
  const copies = notFoundCopies(languages)
  const bundles = new Map<string, string>()
  const readBundle = (src: string) => {
    if (!bundles.has(src)) bundles.set(src, readFileSync(path.join(publicDir, src), "utf8"))
    return bundles.get(src) as string
  }
  const chunkFiles = scriptsOfChunks(publicDir)
  /** The records of the pages still as the pass left them last time. */
  const standing = new Map<string, PageRecord>()
  const broken: string[] = []
  const keptFolders = new KeptFolders()
  const finished = files.map((file): BuiltPage[] => {
    const full = path.join(publicDir, file)
    const route = routeOf(file)
    const copy = copies.get(route)
    const record = earlier.get(file)
    // A 404 page is read every time: its language's 404.html is written from it.
    if (!copy && record) {
      const stats = statSync(full)
      if (record.size === stats.size && record.mtimeMs === stats.mtimeMs) {
        standing.set(file, record)
        if (record.broken) broken.push(file.slice(1))
        return [{ route, scriptHashes: record.scriptHashes }]
      }
    }
    const served = readFileSync(full, "utf8")
    if (hasNulBytes(served)) broken.push(file.slice(1))
    let html = served
    let fresh = false
    if (!finishedEarlier(served)) {
      const output = gatsbyOutput(publicDir, file, served, keptFolders)
      html = startBundlesAfterFirstPaint(output.original, readBundle, chunkFiles)
      fresh = output.fresh
    }
    // The policy adds no script, so the hashes it names are the page's as served.
    const page = builtPage(route, html)
    const policy = policyFor(route, page.scriptHashes)
    if (policy) html = withPolicyMeta(html, policy)
    if (fresh) keep(full, path.join(GATSBY_OUTPUT, file), keptFolders)
    if (html !== served) writeWhole(full, html)
    if (!copy) return [page]
    // Written only when it differs, so that a build which changed nothing leaves every file as it was.
    const copyFile = path.join(publicDir, copy)
    if (readIfThere(copyFile) !== html) writeWhole(copyFile, html)
    return [page, { ...page, route: copy }]
  })
  return { pages: finished.flat(), broken, standing }
}

/**
 * Netlify's _redirects: an unknown path under a language's prefix gets that language's 404 page, with
 * status 404. Netlify serves an existing file before a rule that is not forced, so real pages win.
 */
export function notFoundRedirects(languages: readonly string[]): string {
  return languages
    .slice(1)
    .map((language) => `/${language}/*  /${language}/404.html  404\n`)
    .join("")
}
