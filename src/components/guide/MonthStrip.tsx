interface MonthStripProps {
  /** The months adults are seen, 1-12. */
  months: readonly number[]
  /** The twelve months' one-letter names, January first, in the page's language. */
  shortNames: readonly string[]
  /** The same months as a sentence, which is what a screen reader reads instead of the strip. */
  text: string
  lang?: string
}

/** Twelve cells, January to December, filled where adults are seen: read at a glance, heard as a sentence. */
export default function MonthStrip({ months, shortNames, text, lang }: MonthStripProps) {
  return (
    <>
      <ol aria-hidden="true" className="mt-3 grid grid-cols-12 gap-1 text-center text-xs">
        {shortNames.map((name, index) => {
          const seen = months.includes(index + 1)
          return (
            <li
              key={index}
              data-seen={seen}
              className={`rounded px-0.5 py-2 font-semibold ${seen ? "bg-leaf-700 text-on-accent" : "border border-line text-muted"}`}
            >
              {name}
            </li>
          )
        })}
      </ol>
      <p className="mt-2 text-muted" lang={lang}>
        {text}
      </p>
    </>
  )
}
