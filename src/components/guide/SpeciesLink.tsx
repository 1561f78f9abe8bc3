import SafetyLevelBadge from "./SafetyLevelBadge"
import SpeciesNameLink from "./SpeciesNameLink"

export interface SpeciesEntry {
  slug: string
  /** The order it belongs to (Latin), by which the index groups it. */
  order: string
  path: string
  commonName: string
  scientificName: string
  level: string
  levelLabel: string
  lang?: Readonly<{ commonName?: string; levelLabel?: string }>
}

/** One species in the guide's lists: its names, linking to its page, and its level. */
export default function SpeciesLink({ species }: { species: SpeciesEntry }) {
  return (
    <li
      data-level={species.level}
      className="flex flex-wrap items-center justify-between gap-2 border-b border-line py-3"
    >
      <SpeciesNameLink species={species} />
      <SafetyLevelBadge level={species.level} label={species.levelLabel} lang={species.lang?.levelLabel} />
    </li>
  )
}
