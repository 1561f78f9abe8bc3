import { existsSync, readFileSync, readdirSync, statSync } from "fs"
import path from "path"
import { isDevelop } from "../gatsby-command"
import { contentRoot } from "./content-root"
import { SPECIES_DIR, speciesFilePaths } from "./species/files"
import { readingSpeciesFile, unchangedSinceRead } from "./species/watcher"
import { parseContentFileName, siteLanguages } from "./translations"
import type { ContentProblem } from "./validate/problems"

/**
 * The one reader of content/. Everything the build takes from an editor's files (sourcing, the
 * checks, the pages, the editor's and the host's files, gatsby-config.ts) takes it from the snapshot
 * this module returns, which reads each file once a build (and once per change in `gatsby develop`)
 * and sorts it by kind once. A kind is read when first asked for: gatsby-config.ts, which every one
 * of Gatsby's processes loads, asks for site.json alone, not for the guide's 30,000 files.
 */

/** The kinds of content, each of which the site can use only while all of its files are sound. */
export type ContentKind = "site" | "features" | "legal" | "species"

export const CONTENT_KINDS: readonly ContentKind[] = ["site", "features", "legal", "species"]

/** A file of content/, by where it lives. */
export interface ContentEntry {
  /** The path from the project, as problems name it: "content/i18n/de/site.json". */
  file: string
  /** The default language's file it is or translates, from the project: "content/site.json". */
  source: string
  /** The translation's language; null for a file in the default language. */
  language: string | null
  kind: ContentKind
  absolutePath: string
}

/** A JSON file of content/ and the object it holds (shared: nothing that reads it changes it). */
export interface JsonContentFile extends ContentEntry {
  data: Record<string, unknown>
  /** Size and modification time as read: what a species' nodes record they were made from. */
  size: number
  mtimeMs: number
}

/** A legal page (MDX) as written; its frontmatter and text as Gatsby's MDX nodes parse them. */
export interface TextContentFile extends ContentEntry {
  text: string
}

/** A file that translates another into a language. */
export type Translated<File extends ContentEntry> = File & { language: string }

/** A species' English file and its translations, by language. */
export interface SpeciesFiles {
  english: JsonContentFile
  translations: Map<string, Translated<JsonContentFile>>
}

interface KindFiles<File extends ContentEntry> {
  /** The default language's files, in the order content/ lists them. */
  files: File[]
  translations: Array<Translated<File>>
  unreadable: ContentProblem[]
}

/**
 * Where each kind lives in content/ (and, the same under content/i18n/<language>/, its translations):
 * its folder, or its one file, and the shape of a file of it the site reads.
 */
const KIND_LAYOUT: ReadonlyArray<{ kind: ContentKind; place: string; file: RegExp }> = [
  { kind: "site", place: "site.json", file: /^site\.json$/ },
  { kind: "features", place: "features/", file: /^features\/[^/]+\.json$/ },
  { kind: "legal", place: "legal/", file: /^legal\/[^/]+\.mdx$/ },
  { kind: "species", place: `${SPECIES_DIR}/`, file: new RegExp(`^${SPECIES_DIR}/[^/]+/[^/]+\\.json$`) },
]

const layoutOf = (relativePath: string) => {
  const { source } = parseContentFileName(relativePath.replace(/^content\//, ""))
  return {
    source,
    layout: KIND_LAYOUT.find(({ place }) => (place.endsWith("/") ? source.startsWith(place) : source === place)),
  }
}

/**
 * The kind a path inside content/ (a file, a translation, or a folder a problem names) belongs to,
 * by where it is: "features/01-x.json", "i18n/de/features/" -> "features". Null for anything else.
 */
export function contentKindOf(relativePath: string): ContentKind | null {
  return layoutOf(relativePath).layout?.kind ?? null
}

/** The kind of a file inside content/ when it is one the site reads (in its kind's place, of its kind's shape). */
function readKindOf(relativePath: string): ContentKind | null {
  const { source, layout } = layoutOf(relativePath)
  return layout?.file.test(source) ? layout.kind : null
}

const NOT_READ =
  "is not a file the site reads; expected content/site.json, content/features/<name>.json, content/species/<order>/<name>.json (the order's name in lower case: hymenoptera/asian-hornet.json), or a translation of one such as content/i18n/de/site.json"

/** A content file read: its object (or text), or what is wrong with it. */
type Parsed = { data: Record<string, unknown> } | { text: string } | { problem: string }

const STATE: unique symbol = Symbol.for("buglens content snapshot") as never

/**
 * This module's state, kept on the process rather than in the module: Gatsby compiles
 * gatsby-config.ts and gatsby-node.ts into two bundles, each with its own copy of this module, and
 * the config's read of site.json is the build's.
 */
interface SnapshotState {
  /**
   * Every content file read, by absolute path, with the size and modification time it had, kept
   * from one build to the next in this process. Develop reads content again on every edit
   * (createPages checks it whole), and at 10,000 species parsing the 29,999 files that had not
   * changed was most of that. The objects are shared between snapshots: nothing changes them, and
   * checks keyed on them (`memoizeByObject`) skip a file that has not changed.
   */
  parsedFiles: Map<string, { mtimeMs: number; size: number; parsed: Parsed }>
  /** This build's snapshot; in develop, until content changes. */
  current?: ContentSnapshot
  /** The non-species files the snapshot listed, with their size and time then: develop notices one deleted or changed. */
  outsideSpecies?: Map<string, string>
  /** How many content files this process has parsed. */
  parses: number
}
const processState = globalThis as { [STATE]?: SnapshotState }
const state: SnapshotState = (processState[STATE] ??= { parsedFiles: new Map(), parses: 0 })
const parsedFiles = state.parsedFiles

/** How many content files this process has parsed: the unit tests count reads with it. */
export const contentFilesParsed = () => state.parses

/**
 * A content file's object (JSON) or text (MDX), read once per change of the file; undefined when it
 * does not exist. A species' file that `gatsby develop` watches is not even looked at until the
 * watcher sees it change.
 */
function readContentFile(absolutePath: string): { parsed: Parsed; size: number; mtimeMs: number } | undefined {
  const known = parsedFiles.get(absolutePath)
  if (known && unchangedSinceRead(absolutePath)) return known
  readingSpeciesFile(absolutePath)
  const stats = statSync(absolutePath, { throwIfNoEntry: false })
  if (!stats) return undefined
  if (known && known.mtimeMs === stats.mtimeMs && known.size === stats.size) return known
  state.parses++
  let parsed: Parsed
  const text = readFileSync(absolutePath, "utf8")
  if (absolutePath.endsWith(".mdx")) {
    parsed = { text }
  } else {
    try {
      const data: unknown = JSON.parse(text)
      parsed =
        typeof data !== "object" || data === null || Array.isArray(data)
          ? { problem: "holds no JSON object; expected { ...fields }" }
          : { data: data as Record<string, unknown> }
    } catch (error) {
      parsed = { problem: `is not valid JSON: ${(error as Error).message}` }
    }
  }
  const read = { mtimeMs: stats.mtimeMs, size: stats.size, parsed }
  parsedFiles.set(absolutePath, read)
  return read
}

/**
 * The files of content/ outside the species' folders, as paths inside it, in name order: the site's
 * settings, cards, legal pages, images and their translations, a few dozen files however large the
 * guide grows. The species' folders are listed by species/files.ts, which knows their layout.
 */
function filesOutsideSpecies(root: string): string[] {
  const found: string[] = []
  const walk = (folder: string) => {
    const entries = readdirSync(path.join(root, folder), { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
    )
    for (const entry of entries) {
      const relativePath = folder ? `${folder}/${entry.name}` : entry.name
      if (entry.isDirectory()) {
        // content/species/ and content/i18n/<language>/species/.
        if (parseContentFileName(`${relativePath}/`).source !== `${SPECIES_DIR}/`) walk(relativePath)
      } else if (entry.isFile()) {
        found.push(relativePath)
      }
    }
  }
  if (existsSync(root)) walk("")
  return found
}

/**
 * The JSON and MDX files of content/ (as paths inside it) that the site reads or reports, by kind,
 * and the rest; and those of them outside the species' folders, which develop watches by their times.
 */
function listContent(root: string): {
  byKind: Map<ContentKind, string[]>
  notRead: string[]
  outsideSpecies: string[]
} {
  const byKind = new Map<ContentKind, string[]>(CONTENT_KINDS.map((kind) => [kind, []]))
  const notRead: string[] = []
  const isContent = (relativePath: string) => /\.(json|mdx)$/.test(relativePath)
  const outsideSpecies = filesOutsideSpecies(root).filter(isContent)
  for (const relativePath of [...outsideSpecies, ...speciesFilePaths(root).filter(isContent)]) {
    const kind = readKindOf(relativePath)
    if (kind) byKind.get(kind)!.push(relativePath)
    else if (relativePath.endsWith(".json")) notRead.push(relativePath)
  }
  return { byKind, notRead, outsideSpecies }
}

/** content/ as one build reads it. Each kind is read at its first use, and then kept. */
export class ContentSnapshot {
  readonly root: string
  private readonly listing: ReturnType<typeof listContent>
  private readonly kinds = new Map<ContentKind, KindFiles<JsonContentFile | TextContentFile>>()

  constructor(root: string) {
    this.root = root
    this.listing = listContent(root)
  }

  /** The JSON and MDX files outside the species' folders, as paths inside content/: a few dozen. */
  get filesOutsideSpecies(): readonly string[] {
    return this.listing.outsideSpecies
  }

  private read(kind: ContentKind): KindFiles<JsonContentFile | TextContentFile> {
    const known = this.kinds.get(kind)
    if (known) return known
    const read: KindFiles<JsonContentFile | TextContentFile> = { files: [], translations: [], unreadable: [] }
    for (const relativePath of this.listing.byKind.get(kind)!) {
      const { source, language } = parseContentFileName(relativePath)
      const file = `content/${relativePath}`
      const absolutePath = path.join(this.root, relativePath)
      const contents = readContentFile(absolutePath)
      if (!contents) continue
      const { parsed, size, mtimeMs } = contents
      if ("problem" in parsed) {
        read.unreadable.push({ file, message: parsed.problem })
        continue
      }
      const entry = { file, source: `content/${source}`, language, kind, absolutePath, size, mtimeMs, ...parsed }
      if (language === null) read.files.push(entry)
      else read.translations.push({ ...entry, language })
    }
    this.kinds.set(kind, read)
    return read
  }

  private json(kind: Exclude<ContentKind, "legal">): KindFiles<JsonContentFile> {
    return this.read(kind) as KindFiles<JsonContentFile>
  }

  /** content/site.json; null when it is missing or not a JSON object (the checks say which). */
  get site(): JsonContentFile | null {
    return this.json("site").files[0] ?? null
  }

  /** The site's languages (siteLanguages: site.json's list, the default first). */
  get languages(): string[] {
    return siteLanguages(this.site?.data)
  }

  get defaultLanguage(): string {
    return this.languages[0]!
  }

  get features(): JsonContentFile[] {
    return this.json("features").files
  }

  /** The legal pages' MDX files as written. */
  get legal(): TextContentFile[] {
    return this.read("legal").files as TextContentFile[]
  }

  /** The species' English files, each order's folder in turn. */
  get species(): JsonContentFile[] {
    return this.json("species").files
  }

  /** The translations of one kind of content, in every language. */
  translations(kind: "legal"): Array<Translated<TextContentFile>>
  translations(kind: Exclude<ContentKind, "legal">): Array<Translated<JsonContentFile>>
  translations(kind: ContentKind): Array<Translated<JsonContentFile | TextContentFile>> {
    return this.read(kind).translations
  }

  /** The species' files by English file, indexed at first use: sourcing asks for each of 10,000 species. */
  private speciesIndex: Map<string, SpeciesFiles> | undefined

  /**
   * A species' files, by its English file's path ("content/species/hymenoptera/asian-hornet.json"):
   * that file and its translation into each language that has one. Undefined when there is none, or
   * it could not be read.
   */
  speciesFiles(source: string): SpeciesFiles | undefined {
    if (!this.speciesIndex) {
      this.speciesIndex = new Map(this.species.map((english) => [english.source, { english, translations: new Map() }]))
      for (const translation of this.translations("species")) {
        this.speciesIndex.get(translation.source)?.translations.set(translation.language, translation)
      }
    }
    return this.speciesIndex.get(source)
  }

  /** Every file that could not be read, or that the site does not read, with what is wrong: all kinds are read. */
  get unreadable(): ContentProblem[] {
    return [
      ...CONTENT_KINDS.flatMap((kind) => this.read(kind).unreadable),
      ...this.listing.notRead.map((relativePath) => ({ file: `content/${relativePath}`, message: NOT_READ })),
    ]
  }

  /**
   * Lets go of the species' files as read: at 10,000 species, 30,000 texts that Gatsby's main process
   * otherwise held through the bundles and the pages, where a build's memory peaks (docs/scale.md).
   */
  releaseSpecies(): void {
    this.kinds.delete("species")
    this.speciesIndex = undefined
    for (const relativePath of this.listing.byKind.get("species")!)
      parsedFiles.delete(path.join(this.root, relativePath))
  }
}

const statKey = (file: string) => {
  const stats = statSync(file, { throwIfNoEntry: false })
  return stats ? `${stats.size}:${stats.mtimeMs}` : "-"
}

/**
 * content/ as this build reads it. `gatsby build` reads it once; `gatsby develop` again after a
 * change (contentChanged, or a file of the site's settings, cards or legal pages changed or gone),
 * each file that did not change taken from the last read.
 */
export function contentSnapshot(): ContentSnapshot {
  const root = contentRoot()
  const { current } = state
  if (current && current.root === root && (!isDevelop() || unchangedOutsideSpecies())) return current
  const snapshot = new ContentSnapshot(root)
  state.current = snapshot
  state.outsideSpecies = isDevelop()
    ? new Map(
        snapshot.filesOutsideSpecies.map((relativePath) => {
          const file = path.join(root, relativePath)
          return [file, statKey(file)]
        }),
      )
    : undefined
  return state.current
}

function unchangedOutsideSpecies(): boolean {
  return [...(state.outsideSpecies ?? [])].every(([file, key]) => statKey(file) === key)
}

/**
 * Content changed (a file Gatsby's watcher or the species' watcher names): the next snapshot reads
 * content/ again, taking each file that did not change from the last read.
 */
export function contentChanged(): void {
  state.current = undefined
}

/**
 * A snapshot read afresh from `root` (each unchanged file from the last read), for the scripts and
 * tests that read a copy of the site outside a build.
 */
export function readContentSnapshot(root = contentRoot()): ContentSnapshot {
  return new ContentSnapshot(root)
}

/**
 * In `gatsby build`, which builds once, lets go of the species' files as read once createPages and
 * the editor's files have read them; the site's settings stay for the host's files. Develop keeps
 * them for its next edit.
 */
export function releaseSpeciesFiles(): void {
  if (!isDevelop()) state.current?.releaseSpecies()
}
