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
  src: string
  srcSet?: string
  sizes: string
  width: number
  height: number
  /** Newest format first, as the browser should try them. */
  sources: ReadonlyArray<{ type: string; srcSet: string }>
  placeholderColor?: string
}

const FORMAT_ORDER = ["image/avif", "image/webp"]

/** A <picture> from sharp's image data, drawn at its own width at most (`sizes`), AVIF before WebP. */
export function responsivePicture(data: SharpImageData): ResponsivePicture {
  const sources = [...(data.images.sources ?? [])]
    .sort((a, b) => FORMAT_ORDER.indexOf(a.type) - FORMAT_ORDER.indexOf(b.type))
    .map(({ type, srcSet }) => ({ type, srcSet }))
  return {
    src: data.images.fallback?.src ?? "",
    srcSet: data.images.fallback?.srcSet,
    sizes: `${data.width}px`,
    width: data.width,
    height: data.height,
    sources,
    placeholderColor: data.backgroundColor,
  }
}
