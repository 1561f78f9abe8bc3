interface SpeciesPhotoProps {
  src: string
  /** The picture's own size, so the page keeps its place before it arrives. */
  width?: number
  height?: number
  alt: string
  /** "Photo: A. Person, CC BY 4.0": every photo names who took it and its licence. */
  credit: string
}

/** A species' photo beside its names, with its credit. */
export default function SpeciesPhoto({ src, width, height, alt, credit }: SpeciesPhotoProps) {
  return (
    <figure className="w-40 shrink-0">
      <img src={src} width={width} height={height} alt={alt} className="h-auto w-40 rounded-xl" />
      <figcaption className="mt-1 text-xs text-muted">{credit}</figcaption>
    </figure>
  )
}
