import { responsivePicture, type SharpImageData } from "../../lib/responsive-picture"

interface DeviceScreenshotProps {
  image: SharpImageData
  alt: string
  lang?: string
}

/**
 * One app screenshot in a plain phone frame, as a <picture>: AVIF, then WebP, each in 1x, 2x and 3x
 * of the frame's width; a browser that reads neither (none current) gets one JPEG at 2x. Lazy, with its size set so nothing moves when it arrives; until
 * then the frame shows the picture's main colour, mixed into the page's background so it is a dim
 * patch in the dark theme, not a bright one.
 */
export default function DeviceScreenshot({ image, alt, lang }: DeviceScreenshotProps) {
  const picture = responsivePicture(image)
  return (
    <div className="rounded-[2.25rem] bg-footer p-2.5 shadow-lg ring-1 ring-line">
      <picture>
        {picture.sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={picture.sizes} />
        ))}
        <img
          src={picture.src}
          width={picture.width}
          height={picture.height}
          alt={alt}
          lang={lang}
          loading="lazy"
          decoding="async"
          style={
            picture.placeholderColor
              ? { backgroundColor: `color-mix(in srgb, ${picture.placeholderColor} 45%, var(--color-canvas))` }
              : undefined
          }
          className="block h-auto w-60 rounded-[1.75rem]"
        />
      </picture>
    </div>
  )
}
