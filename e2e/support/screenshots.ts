import fs from "fs"
import path from "path"
import sharp from "sharp"

/** An iPhone 15 Pro Max screenshot's size, the largest the App Store asks for. */
export const SCREENSHOT_SIZE = { width: 1290, height: 2796 }

const TINTS = [
  [46, 110, 62],
  [180, 60, 40],
  [40, 80, 120],
] as const

/**
 * A stand-in app screenshot at full size: a tinted gradient with fine noise, so that its PNG weighs
 * hundreds of kilobytes (600-770 KB) as a real one does, and a picture that reached a phone whole
 * would show in the bytes.
 * Deterministic, so a variant built from the same sources gets the same files.
 */
export async function writeScreenshot(file: string, index: number): Promise<void> {
  const { width, height } = SCREENSHOT_SIZE
  const [r, g, b] = TINTS[index % TINTS.length]!
  const pixels = Buffer.alloc(width * height * 3)
  let seed = 1234567 + index
  for (let y = 0; y < height; y += 1) {
    const shade = 0.55 + (0.45 * y) / height
    for (let x = 0; x < width; x += 1) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff
      const noise = (seed >> 16) & 15
      const offset = (y * width + x) * 3
      pixels[offset] = Math.min(255, r * shade + noise)
      pixels[offset + 1] = Math.min(255, g * shade + noise)
      pixels[offset + 2] = Math.min(255, b * shade + noise)
    }
  }
  fs.mkdirSync(path.dirname(file), { recursive: true })
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toFile(file)
}
