import { existsSync, readdirSync, statSync, watch, type FSWatcher } from "fs"
import path from "path"
import { SPECIES_DIR, speciesSourceOfFile } from "./files"
import { TRANSLATIONS_FOLDER } from "../translations"

/** How long a species' file is left to settle after a change before it is read: a save can come as several events. */
const SETTLE_MS = 50

/** The content folder whose species develop watches; undefined before it does, and in a build. */
let watchedContentRoot: string | undefined

/**
 * The species' files read since the watcher last named them, by absolute path. Reading content for
 * the checks asks here before it looks at a file's modification time: on every edit at 10,000
 * species, the 30,000 stats were most of reading content.
 */
const speciesReadSinceChange = new Set<string>()

/**
 * Calls `onFile` with each species' file (English or a translation) added, changed or removed. The
 * species' folders are watched with fs.watch, which names the file that changed: chokidar read the
 * whole folder again on each event, a second of CPU an edit at 10,000 species, on the thread
 * `gatsby develop` runs on (docs/scale.md). The folders above them are watched too, so that a folder made later (an
 * editor's first translation into a language) is watched and its files read.
 */
function watchSpeciesFiles(contentRoot: string, onFile: (file: string) => void): void {
  const watched = new Map<string, { watcher: FSWatcher; identity: string }>()
  const pending = new Map<string, NodeJS.Timeout>()
  const changed = (file: string) => {
    speciesReadSinceChange.delete(file)
    clearTimeout(pending.get(file))
    pending.set(
      file,
      setTimeout(() => {
        pending.delete(file)
        onFile(file)
      }, SETTLE_MS),
    )
  }
  /**
   * Watches `folder`, calling `onName` with each name that changes in it; true when it was not
   * watched before (new, or made again since), false when it is not there or already watched.
   */
  const watchFolder = (folder: string, onName: (name: string) => void): boolean => {
    const stats = statSync(folder, { throwIfNoEntry: false })
    // A folder made again may get the old one's inode number, not its birth time.
    const identity = `${stats?.ino}:${stats?.birthtimeMs}`
    const before = watched.get(folder)
    if (before && stats && before.identity === identity) return false
    before?.watcher.close()
    watched.delete(folder)
    if (!stats?.isDirectory()) return false
    try {
      const watcher = watch(folder, (_event, name) => name && onName(name.toString()))
      watcher.on("error", () => {
        watcher.close()
        if (watched.get(folder)?.watcher === watcher) watched.delete(folder)
      })
      // Develop's server keeps the process running; the watchers need not.
      watcher.unref()
      watched.set(folder, { watcher, identity })
      return true
    } catch {
      // Removed meanwhile: its parent's watcher sees it made again.
      return false
    }
  }
  /** The files each order's folder held, so that a folder removed reads its species again. */
  const speciesFiles = new Map<string, Set<string>>()
  /** An order's folder of species; `made`: it appeared (or went) while develop ran, so its files changed too. */
  const watchSpeciesFolder = (folder: string, made: boolean) => {
    const json = (name: string) => name.endsWith(".json")
    const before = speciesFiles.get(folder) ?? new Set<string>()
    const names = new Set<string>()
    const isNew = watchFolder(folder, (name) => {
      if (!json(name)) return
      names.add(name)
      changed(path.join(folder, name))
    })
    if (!isNew && existsSync(folder)) return
    for (const name of existsSync(folder) ? readdirSync(folder).filter(json) : []) names.add(name)
    speciesFiles.set(folder, names)
    if (made) for (const name of new Set([...before, ...names])) changed(path.join(folder, name))
  }
  /** content/species/ or a language's: a folder of orders' folders, each watched. */
  const watchSpeciesTree = (folder: string, made: boolean) => {
    const orders = new Set(speciesFiles.keys())
    watchFolder(folder, (name) => watchSpeciesFolder(path.join(folder, name), true))
    const now = existsSync(folder)
      ? readdirSync(folder, { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => path.join(folder, entry.name))
      : []
    // A tree made again, or removed: its orders' folders that went are read again too.
    const gone = made ? [...orders].filter((order) => path.dirname(order) === folder && !now.includes(order)) : []
    for (const order of [...now, ...gone]) watchSpeciesFolder(order, made)
  }
  const watchLanguageFolder = (folder: string, made: boolean) => {
    watchFolder(folder, (name) => name === SPECIES_DIR && watchSpeciesTree(path.join(folder, name), true))
    watchSpeciesTree(path.join(folder, SPECIES_DIR), made)
  }
  const i18n = path.join(contentRoot, TRANSLATIONS_FOLDER)
  const watchTranslations = (made: boolean) => {
    watchFolder(i18n, (name) => watchLanguageFolder(path.join(i18n, name), true))
    if (existsSync(i18n)) for (const name of readdirSync(i18n)) watchLanguageFolder(path.join(i18n, name), made)
  }
  watchFolder(contentRoot, (name) => {
    if (name === SPECIES_DIR) watchSpeciesTree(path.join(contentRoot, SPECIES_DIR), true)
    if (name === TRANSLATIONS_FOLDER) watchTranslations(true)
  })
  watchSpeciesTree(path.join(contentRoot, SPECIES_DIR), false)
  watchTranslations(false)
}

/**
 * Calls `onSource` with the English file of each species whose files (English or a translation)
 * are added, changed or removed, from the first call on: `gatsby develop` calls it on every build,
 * and the species are watched once.
 */
export function watchSpecies(contentRoot: string, onSource: (source: string) => void): void {
  if (watchedContentRoot !== undefined) return
  watchedContentRoot = contentRoot
  watchSpeciesFiles(contentRoot, (file) => {
    const source = speciesSourceOfFile(contentRoot, file)
    if (source) onSource(source)
  })
}

/** True when develop watches the species' file `absolutePath` and has not seen it change since it was last read. */
export function unchangedSinceRead(absolutePath: string): boolean {
  return speciesReadSinceChange.has(absolutePath)
}

/**
 * Notes that `absolutePath` is about to be read, when it is a species' file develop watches. Noted
 * before the read: a save during it is an event after it, which clears the note.
 */
export function readingSpeciesFile(absolutePath: string): void {
  const root = watchedContentRoot
  if (root !== undefined && speciesSourceOfFile(root, absolutePath)) speciesReadSinceChange.add(absolutePath)
}
