interface AppQrCodeProps {
  /** The code as an SVG file the build wrote (src/node/content/qr-code.ts). */
  src: string
  /** What screen readers hear instead of the code: "QR code that opens https://buglens.app/app/". */
  label: string
  /** The visible line beside it. */
  text: string
  lang?: Readonly<Record<string, string | undefined>>
}

/**
 * The way from a desktop browser to a phone: a code the phone's camera opens. Wide screens only; on
 * a phone the store buttons are the way, and the lazy image, never shown there, is never fetched.
 * Black on white in both themes, because many scanners cannot read a code drawn light on dark.
 */
export default function AppQrCode({ src, label, text, lang = {} }: AppQrCodeProps) {
  return (
    <figure className="mt-8 hidden items-center gap-5 lg:flex">
      <img
        src={src}
        alt={label}
        lang={lang.label}
        width={144}
        height={144}
        loading="lazy"
        className="h-36 w-36 shrink-0 rounded-lg bg-white shadow-sm ring-1 ring-line"
      />
      <figcaption className="max-w-56 text-sm leading-relaxed text-muted" lang={lang.text}>
        {text}
      </figcaption>
    </figure>
  )
}
