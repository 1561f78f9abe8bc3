import { createHash } from "crypto"
import { existsSync, mkdirSync, writeFileSync } from "fs"
import path from "path"
import QRCode from "qrcode"

/** The blank margin scanners need around a code, in modules (ISO/IEC 18004 asks for four). */
export const QUIET_ZONE = 4

/**
 * A QR code made at build time, as one SVG path: a row's run of dark modules is one rectangle. The
 * size includes the quiet zone; the path is drawn inside it.
 */
export function qrCode(text: string): { qrCodePath: string; qrCodeSize: number } {
  // Level M survives a scratched or partly covered code (15 %) and keeps a URL's code small.
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" })
  const { size } = modules
  const runs: string[] = []
  for (let row = 0; row < size; row += 1) {
    let column = 0
    while (column < size) {
      if (!modules.get(row, column)) {
        column += 1
        continue
      }
      const start = column
      while (column < size && modules.get(row, column)) column += 1
      runs.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${column - start}v1h-${column - start}z`)
    }
  }
  return { qrCodePath: runs.join(""), qrCodeSize: size + 2 * QUIET_ZONE }
}

/** The code as an SVG file: black modules on a white square, crisp at any size. */
export function qrCodeSvg(text: string): string {
  const { qrCodePath, qrCodeSize } = qrCode(text)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${qrCodeSize} ${qrCodeSize}" shape-rendering="crispEdges"><rect width="${qrCodeSize}" height="${qrCodeSize}" fill="#fff"/><path d="${qrCodePath}"/></svg>\n`
}

/**
 * Writes the code of `text` into public/static/ under a name made from its content (so hosts may cache
 * it for good, as all of /static/), and returns its address. A file, not markup in the page: the hero
 * stays inside the first round trip, and a phone, which never shows the code, never loads it.
 */
export function writeQrCodeFile(publicDir: string, text: string): string {
  const svg = qrCodeSvg(text)
  const name = `qr-${createHash("sha256").update(svg).digest("hex").slice(0, 16)}.svg`
  const file = path.join(publicDir, "static", name)
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, svg)
  }
  return `/static/${name}`
}
