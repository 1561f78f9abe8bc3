import { promises as fs } from "fs"
import path from "path"

/**
 * A JSON file the build wrote before (a record kept in .cache/), or undefined
 * when there is none or it cannot be read: the build then starts that step afresh.
 */
export async function readJsonFile<T>(file: string): Promise<T | undefined> {
  return fs
    .readFile(file, "utf8")
    .then((text) => JSON.parse(text) as T)
    .catch(() => undefined)
}

/** Writes `value` as JSON, making the file's folder when it has none yet (.cache/ on a first build). */
export async function writeJsonFile(file: string, value: unknown): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true })
  await fs.writeFile(file, JSON.stringify(value))
}

/** An object JSON.stringify writes key by key: no class instance, no toJSON of its own. */
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" &&
  value !== null &&
  [Object.prototype, null].includes(Object.getPrototypeOf(value) as object | null) &&
  typeof (value as { toJSON?: unknown }).toJSON !== "function"

/** What JSON.stringify leaves out of an object, and writes as null in an array. */
const isUnwritten = (value: unknown) => value === undefined || typeof value === "function" || typeof value === "symbol"

/**
 * `JSON.stringify(value, null, indent)` in pieces: arrays and plain objects down to `levels` deep
 * are written element by element, anything deeper as one string each. The text is the same.
 */
export function* jsonPieces(value: unknown, indent: number, levels: number, depth = 0): Generator<string> {
  const inner = " ".repeat(indent * (depth + 1))
  const outer = " ".repeat(indent * depth)
  if (depth < levels && Array.isArray(value) && value.length > 0) {
    yield "["
    for (const [at, item] of value.entries()) {
      yield `${at > 0 ? "," : ""}\n${inner}`
      yield* jsonPieces(isUnwritten(item) ? null : item, indent, levels, depth + 1)
    }
    yield `\n${outer}]`
    return
  }
  const entries = isPlainObject(value) ? Object.entries(value).filter(([, item]) => !isUnwritten(item)) : []
  if (depth < levels && entries.length > 0) {
    yield "{"
    for (const [at, [key, item]] of entries.entries()) {
      yield `${at > 0 ? "," : ""}\n${inner}${JSON.stringify(key)}: `
      yield* jsonPieces(item, indent, levels, depth + 1)
    }
    yield `\n${outer}}`
    return
  }
  // A JSON text holds no line break but between its values, so indenting each line places it.
  yield (JSON.stringify(value, null, indent) ?? "null").replace(/\n/g, `\n${outer}`)
}

/**
 * Writes `value` as indented JSON, and a line break, without making the whole text one string: the
 * editor's configuration at 10,000 species, as one string, raised the build's peak memory
 * (docs/scale.md, "Why the build code is shaped this way"). `levels`: how deep to write piece by piece (jsonPieces).
 */
export async function writeJsonInPieces(file: string, value: unknown, levels: number): Promise<void> {
  const handle = await fs.open(file, "w")
  try {
    let buffer = ""
    for (const piece of jsonPieces(value, 2, levels)) {
      buffer += piece
      if (buffer.length >= 1 << 20) {
        await handle.write(buffer)
        buffer = ""
      }
    }
    await handle.write(`${buffer}\n`)
  } finally {
    await handle.close()
  }
}
