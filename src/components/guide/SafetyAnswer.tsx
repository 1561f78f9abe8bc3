import SafetyLevelIcon from "./SafetyLevelIcon"

interface SafetyAnswerProps {
  heading: string
  level: string
  levelLabel: string
  summary: string
  hazardsLabel: string
  hazards: readonly string[]
  adviceHeading: string
  advice: string
  /** Texts shown in the default language for want of a translation, by field. */
  lang?: Readonly<Record<string, string | undefined>>
}

/** The answer to "is it dangerous?", first on a species' page: the level in words and shape, then what to do. */
export default function SafetyAnswer(props: SafetyAnswerProps) {
  const { heading, level, levelLabel, summary, hazardsLabel, hazards, adviceHeading, advice, lang = {} } = props
  return (
    <section aria-labelledby="safety-heading" data-level={level} className="safety-tone mt-6 rounded-2xl border-2 p-5">
      <h2 id="safety-heading" className="text-base font-semibold" lang={lang.heading}>
        {heading}
      </h2>
      <p className="mt-2 flex items-center gap-3 text-2xl font-extrabold">
        <SafetyLevelIcon level={level} className="h-8 w-8 shrink-0" />
        <span lang={lang.levelLabel}>{levelLabel}</span>
      </p>
      <p className="mt-3 text-lg text-ink" lang={lang.summary}>
        {summary}
      </p>
      {hazards.length > 0 ? (
        <p className="mt-3 text-ink">
          <span className="font-semibold" lang={lang.hazardsLabel}>
            {hazardsLabel}:
          </span>{" "}
          {hazards.join(", ")}
        </p>
      ) : null}
      <h3 className="mt-4 font-semibold text-ink" lang={lang.adviceHeading}>
        {adviceHeading}
      </h3>
      <p className="mt-1 text-ink" lang={lang.advice}>
        {advice}
      </p>
    </section>
  )
}
