/**
 * The part of gatsby-plugin-sharp's `gatsbyImageData` (a JSON scalar in the schema, so typegen cannot
 * describe it) that a plain <picture> needs.
 */
export interface SharpImageData {
  width: number
  height: number
  backgroundColor?: string
  images: {
    fallback?: { src: string; srcSet?: string; sizes?: string }
    sources?: ReadonlyArray<{ srcSet: string; type: string; sizes?: string }>
  }
}

export interface ResponsivePicture {
  /** The fallback for browsers without AVIF and WebP: one JPEG, at twice the width drawn. */
  src: string
  sizes: string
  width: number
  height: number
  /** Newest format first, as the browser should try them. */
  sources: ReadonlyArray<{ type: string; srcSet: string }>
  placeholderColor?: string
}

const FORMAT_ORDER = ["image/avif", "image/webp"]

/** The candidate of a srcset drawn `width` pixels wide ("a.jpg 240w, b.jpg 480w", 480 -> b.jpg). */
function widthFrom(srcSet: string | undefined, width: number): string | undefined {
  return srcSet
    ?.split(",")
    .map((candidate) => candidate.trim().split(/\s+/))
    .find(([, descriptor]) => descriptor === `${width}w`)?.[0]
}

/** A <picture> from sharp's image data, drawn at its own width at most (`sizes`), AVIF before WebP. */
export function responsivePicture(data: SharpImageData): ResponsivePicture {
  const sources = [...(data.images.sources ?? [])]
    .sort((a, b) => FORMAT_ORDER.indexOf(a.type) - FORMAT_ORDER.indexOf(b.type))
    .map(({ type, srcSet }) => ({ type, srcSet }))
  return {
    src: widthFrom(data.images.fallback?.srcSet, data.width * 2) ?? data.images.fallback?.src ?? "",
    sizes: `${data.width}px`,
    width: data.width,
    height: data.height,
    sources,
    placeholderColor: data.backgroundColor,
  }
}
