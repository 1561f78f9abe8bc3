import sharp from "sharp"
import { SHARE_IMAGE } from "../../lib/share-image"

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** Splits text into lines of at most `width` characters, at spaces. */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = []
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1)
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

/**
 * The picture a shared link shows: the brand and the tagline beside the ladybird-in-a-lens mark,
 * drawn from content/site.json so a rename updates it. Fonts: whatever sans-serif the build machine
 * has (DejaVu and Liberation on Debian).
 */
export function shareImageSvg(brand: string, tagline: string): string {
  const { width, height } = SHARE_IMAGE
  const brandSize = Math.min(104, Math.floor(900 / Math.max(brand.length, 1)))
  const taglineLines = wrapText(tagline, 26)
    .slice(0, 3)
    .map((line, index) => `<tspan x="96" dy="${index === 0 ? 0 : 56}">${escapeXml(line)}</tspan>`)
    .join("")
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0d1c12"/>
      <stop offset="1" stop-color="#2b6139"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <path d="M-40 560c120-170 330-220 470-160-110 150-300 220-470 160z" fill="#347646" opacity="0.45"/>
  <path d="M1010 40c90 10 170 70 190 150-90-10-170-60-190-150z" fill="#347646" opacity="0.5"/>
  <rect x="96" y="170" width="96" height="10" rx="5" fill="#f2b33d"/>
  <text x="96" y="${300}" font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif" font-size="${brandSize}" font-weight="700" fill="#ffffff">${escapeXml(brand)}</text>
  <text x="96" y="${390}" font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif" font-size="44" fill="#dcebd8">${taglineLines}</text>
  <g transform="translate(900 315)">
    <circle r="205" fill="#eef5ec"/>
    <circle r="205" fill="none" stroke="#f2b33d" stroke-width="16"/>
    <g transform="rotate(-20)">
      <path d="M0-95a110 110 0 0 1 110 113c0 66-49 116-110 116s-110-50-110-116A110 110 0 0 1 0-95z" fill="#c2410c"/>
      <path d="M-62-79a73 73 0 0 1 124 0 79 79 0 0 0-124 0z" fill="#14291b"/>
      <circle cy="-101" r="43" fill="#14291b"/>
      <circle cx="-15" cy="-114" r="9" fill="#f7f5ee"/>
      <circle cx="15" cy="-114" r="9" fill="#f7f5ee"/>
      <path d="M0-60v193" stroke="#14291b" stroke-width="11"/>
      <circle cx="-52" cy="-5" r="20" fill="#14291b"/>
      <circle cx="52" cy="-5" r="20" fill="#14291b"/>
      <circle cx="-44" cy="63" r="17" fill="#14291b"/>
      <circle cx="44" cy="63" r="17" fill="#14291b"/>
    </g>
  </g>
</svg>`
}

export async function writeShareImage(file: string, brand: string, tagline: string): Promise<void> {
  await sharp(Buffer.from(shareImageSvg(brand, tagline)))
    .png()
    .toFile(file)
}
