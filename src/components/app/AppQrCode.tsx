interface AppQrCodeProps {
  /** The SVG path of the code's dark modules, made at build time (src/build/qr-code.ts). */
  path: string
  /** The code's side in modules, quiet zone included. */
  size: number
  /** What screen readers hear instead of the code: "QR code that opens https://buglens.app/app/". */
  label: string
  /** The visible line beside it. */
  text: string
  lang?: Readonly<Record<string, string | undefined>>
}

/**
 * The way from a desktop browser to a phone: a code the phone's camera opens. Wide screens only; on
 * a phone the store buttons are the way. Black on white in both themes, because many scanners
 * cannot read a code drawn light on dark.
 */
export default function AppQrCode({ path, size, label, text, lang = {} }: AppQrCodeProps) {
  return (
    <figure className="mt-8 hidden items-center gap-5 lg:flex">
      <svg
        role="img"
        aria-label={label}
        lang={lang.label}
        viewBox={`0 0 ${size} ${size}`}
        shapeRendering="crispEdges"
        className="h-36 w-36 shrink-0 rounded-lg bg-white shadow-sm ring-1 ring-line"
      >
        <path d={path} fill="#000" />
      </svg>
      <figcaption className="max-w-56 text-sm leading-relaxed text-muted" lang={lang.text}>
        {text}
      </figcaption>
    </figure>
  )
}
