import { Link } from "gatsby"
import SafetyLevelBadge from "./SafetyLevelBadge"

export interface Lookalike {
  path: string
  commonName: string
  scientificName: string
  level: string
  levelLabel: string
  /** The one feature that tells the two apart. */
  difference: string
  lang?: Readonly<{ commonName?: string; difference?: string; levelLabel?: string }>
}

/** The species this one is mistaken for, each with its level and the feature that tells them apart. */
export default function LookalikeList({ lookalikes }: { lookalikes: readonly Lookalike[] }) {
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2">
      {lookalikes.map((lookalike) => (
        <li key={lookalike.path} className="rounded-2xl border border-line bg-surface p-5">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Link to={lookalike.path} className="text-lg font-bold text-leaf-700 underline underline-offset-2">
              <span lang={lookalike.lang?.commonName}>{lookalike.commonName}</span>
            </Link>
            <SafetyLevelBadge level={lookalike.level} label={lookalike.levelLabel} lang={lookalike.lang?.levelLabel} />
          </p>
          <p className="text-sm text-muted">
            <i lang="la">{lookalike.scientificName}</i>
          </p>
          <p className="mt-2 text-ink" lang={lookalike.lang?.difference}>
            {lookalike.difference}
          </p>
        </li>
      ))}
    </ul>
  )
}
