import { resizedImage, type ImageResizer } from "../../lib/cdn-image"

/** The photo's width on the page in CSS pixels: `w-40` below. */
const DRAWN_WIDTH = 160

interface SpeciesPhotoProps {
  /** The photo as the build copied it (`publicURL`). */
  src: string
  /** Who resizes it: the build serves the file itself, a host's image CDN each width offered. */
  resizedBy: ImageResizer
  /** The picture's own size, so the page keeps its place before it arrives. */
  width?: number
  height?: number
  alt: string
  /** "Photo: A. Person, CC BY 4.0": every photo names who took it and its licence. */
  credit: string
}

/**
 * A species' photo beside its names, with its credit. It is in the first screen, so it loads at
 * once rather than lazily.
 */
export default function SpeciesPhoto({ src, resizedBy, width, height, alt, credit }: SpeciesPhotoProps) {
  // Without its own width the photo cannot be offered narrower than it is: the file itself, then.
  const image = resizedImage(width ? resizedBy : "build", src, { drawnWidth: DRAWN_WIDTH, originalWidth: width ?? 0 })
  return (
    <figure className="w-40 shrink-0">
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.sizes}
        width={width}
        height={height}
        alt={alt}
        decoding="async"
        className="h-auto w-40 rounded-xl"
      />
      <figcaption className="mt-1 text-xs text-muted">{credit}</figcaption>
    </figure>
  )
}
