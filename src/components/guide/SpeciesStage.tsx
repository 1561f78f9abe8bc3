import MonthStrip from "./MonthStrip"

export interface SpeciesStageProps {
  /** The stage's name in the page's language: "Caterpillar". */
  name: string
  /** The months it is met, 1-12, with the same as a sentence ("Met in January to April."). */
  months: readonly number[]
  monthsText: string
  monthInitials: readonly string[]
  sizeLabel: string
  /** "15–40 mm", as the language writes it. */
  sizeText: string
  looks: string
  effectLabel: string
  effect: string
  /** Set where a text shows the default language's words, for want of a translation. */
  lang?: Readonly<{ name?: string; monthsText?: string; looks?: string; effect?: string; labels?: string }>
}

/**
 * A stage before the adult at which people meet a species (its caterpillar, its grub): when, how big,
 * how it looks and what it does, so that a visitor holding a caterpillar reads about the caterpillar.
 */
export default function SpeciesStage(props: SpeciesStageProps) {
  const { name, months, monthsText, monthInitials, sizeLabel, sizeText, looks, effectLabel, effect, lang } = props
  return (
    <div className="mt-6">
      <h3 className="text-lg font-semibold text-forest-900" lang={lang?.name}>
        {name}
      </h3>
      <MonthStrip months={months} shortNames={monthInitials} text={monthsText} lang={lang?.monthsText} />
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold" lang={lang?.labels}>
          {sizeLabel}
        </dt>
        <dd>{sizeText}</dd>
      </dl>
      <p className="mt-3" lang={lang?.looks}>
        {looks}
      </p>
      <p className="mt-2">
        <strong lang={lang?.labels}>{effectLabel}:</strong> <span lang={lang?.effect}>{effect}</span>
      </p>
    </div>
  )
}
