/** Who resizes photos: the build, or the image CDN of the host (content/site.json, images.resizedBy). */
export type ImageResizer = "build" | "netlify" | "cloudflare"

/** What an <img> needs to let the browser pick a width: the fallback, the candidates, the drawn size. */
export interface ResizedImage {
  src: string
  srcSet?: string
  sizes?: string
}

/**
 * The address of `path` (the photo as the build copied it, `/static/.../x.jpg`) resized to `width`
 * by the host's image CDN. Both are same-origin paths, so the site's `img-src 'self'` covers them,
 * and both pick AVIF or WebP by the browser's Accept header (Netlify by default, Cloudflare with
 * `format=auto`).
 */
export function cdnImageUrl(resizer: Exclude<ImageResizer, "build">, path: string, width: number): string {
  return resizer === "netlify"
    ? `/.netlify/images?url=${encodeURIComponent(path)}&w=${width}`
    : `/cdn-cgi/image/width=${width},format=auto${path}`
}

/**
 * A photo drawn `drawnWidth` CSS pixels wide: with the build as resizer, the file itself (today's
 * pipeline); with a CDN, one candidate per screen density (1x, 2x, 3x), none wider than the original,
 * the 2x one as the fallback.
 */
export function resizedImage(
  resizer: ImageResizer,
  path: string,
  { drawnWidth, originalWidth }: { drawnWidth: number; originalWidth: number },
): ResizedImage {
  if (resizer === "build") return { src: path }
  const widths = [...new Set([1, 2, 3].map((density) => Math.min(drawnWidth * density, originalWidth)))]
  return {
    src: cdnImageUrl(resizer, path, widths[Math.min(1, widths.length - 1)]!),
    srcSet: widths.map((width) => `${cdnImageUrl(resizer, path, width)} ${width}w`).join(", "),
    sizes: `${drawnWidth}px`,
  }
}
