import { memo } from "react"
import OrderDrawing from "../guide/OrderDrawing"
import SafetyLevelBadge from "../guide/SafetyLevelBadge"
import SpeciesNameLink from "../guide/SpeciesNameLink"

export interface KeyListedSpecies {
  path: string
  commonName: string
  scientificName: string
  order: string
  level: string
  levelLabel: string
  /** For a close match: "Does not fit: Its size". */
  missesText?: string
  /** On a shape's page: what the key knows of it, to compare by eye ("Colours: black, yellow"). */
  details?: ReadonlyArray<{ heading: string; answers: string }>
  lang?: Readonly<{ commonName?: string; levelLabel?: string }>
}

/**
 * One species the key lists: its drawing, its names linking to its page, its safety level in a word
 * and an icon (a dangerous species stands out by both, not by colour alone), and for a close match the
 * choice it misses.
 */
function KeyResultItem({ species }: { species: KeyListedSpecies }) {
  return (
    <li data-level={species.level} className="flex items-start gap-3 border-b border-line py-3">
      <OrderDrawing order={species.order} label="" size="small" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <SpeciesNameLink species={species} />
          <SafetyLevelBadge level={species.level} label={species.levelLabel} lang={species.lang?.levelLabel} />
        </div>
        {species.missesText ? <p className="mt-1 text-sm text-muted">{species.missesText}</p> : null}
        {species.details ? (
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-muted">
            {species.details.map(({ heading, answers }) => (
              <div key={heading} className="contents">
                <dt className="font-semibold">{heading}</dt>
                <dd>{answers}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </li>
  )
}

/** Memoized: a choice re-renders the key's page, and this only when its own props changed. */
export default memo(KeyResultItem)
