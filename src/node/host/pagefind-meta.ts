import { gunzipSync } from "zlib"

/**
 * The files one language's Pagefind index is made of, read from its page list (the
 * `pagefind.<hash>.pf_meta` file): its pages' fragments, its index chunks and its filters, as paths
 * inside the index folder. Pagefind names each by its content, so a file of the language that the
 * list does not name is left from an earlier index.
 */
export function filesOfIndex(metaFile: string, meta: Buffer): string[] {
  const [, pages, chunks, filters] = decodePageList(metaFile, meta)
  return [
    `/${metaFile}`,
    ...hashesOf(pages, 0).map((hash) => `/fragment/${hash}.pf_fragment`),
    ...hashesOf(chunks, 2).map((hash) => `/index/${hash}.pf_index`),
    ...hashesOf(filters, 1).map((hash) => `/filter/${hash}.pf_filter`),
  ]
}

/** Pagefind's page list: gzip, a signature, then CBOR ([version, pages, index chunks, filters, ...]). */
function decodePageList(metaFile: string, meta: Buffer): unknown[] {
  const SIGNATURE = "pagefind_dcd"
  try {
    const bytes = gunzipSync(meta)
    const start = bytes.subarray(0, SIGNATURE.length).toString("latin1") === SIGNATURE ? SIGNATURE.length : 0
    const [decoded] = decodeCbor(bytes, start)
    if (!Array.isArray(decoded) || decoded.length < 4) throw new Error("not the list Pagefind 1.x writes")
    return decoded
  } catch (error) {
    throw new Error(`Pagefind's page list ${metaFile} could not be read (${(error as Error).message})`)
  }
}

/** The hash at `position` in each entry of one of the page list's lists ([hash, word count] for a page). */
function hashesOf(list: unknown, position: number): string[] {
  if (!Array.isArray(list)) throw new Error("Pagefind's page list is not in the expected form")
  return list.map((entry) => {
    const hash = Array.isArray(entry) ? entry[position] : undefined
    if (typeof hash !== "string") throw new Error("Pagefind's page list names a file without a hash")
    return hash
  })
}

/** The CBOR value at `offset` (RFC 8949: the major types Pagefind writes) and the offset after it. */
function decodeCbor(bytes: Buffer, offset: number): [unknown, number] {
  const initial = bytes[offset]
  if (initial === undefined) throw new Error("ends early")
  const major = initial >> 5
  const info = initial & 31
  let at = offset + 1
  let length: number | null
  if (info < 24) length = info
  else if (info === 24) [length, at] = [bytes.readUInt8(at), at + 1]
  else if (info === 25) [length, at] = [bytes.readUInt16BE(at), at + 2]
  else if (info === 26) [length, at] = [bytes.readUInt32BE(at), at + 4]
  else if (info === 27) [length, at] = [Number(bytes.readBigUInt64BE(at)), at + 8]
  else if (info === 31) length = null
  else throw new Error(`unknown length ${info}`)
  switch (major) {
    case 0:
      return [length, at]
    case 1:
      return [-1 - length!, at]
    case 2:
      return [bytes.subarray(at, at + length!), at + length!]
    case 3:
      return [bytes.toString("utf8", at, at + length!), at + length!]
    case 4:
    case 5: {
      const items: unknown[] = []
      const count = major === 5 && length !== null ? length * 2 : length
      while (count === null ? bytes[at] !== 0xff : items.length < count) {
        const [item, next] = decodeCbor(bytes, at)
        items.push(item)
        at = next
      }
      if (count === null) at += 1
      return major === 4 ? [items, at] : [Object.fromEntries(pairs(items)), at]
    }
    case 7:
      return [info === 20 ? false : info === 21 ? true : null, at]
    default:
      throw new Error(`unexpected CBOR type ${major}`)
  }
}

function pairs(items: unknown[]): Array<[string, unknown]> {
  const out: Array<[string, unknown]> = []
  for (let index = 0; index < items.length; index += 2) out.push([String(items[index]), items[index + 1]])
  return out
}
