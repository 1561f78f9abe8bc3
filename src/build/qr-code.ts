import QRCode from "qrcode"

/** The blank margin scanners need around a code, in modules (ISO/IEC 18004 asks for four). */
export const QUIET_ZONE = 4

/**
 * A QR code made at build time, as one SVG path: a row's run of dark modules is one rectangle, so a
 * code for a short address is about 1.5 KB of markup and no script or image request. The size
 * includes the quiet zone; the path is drawn inside it.
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
