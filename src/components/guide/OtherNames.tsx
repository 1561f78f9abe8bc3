export interface OtherName {
  name: string
  /** What else, outside the guide, bears the name: "harvestmen and cellar spiders". */
  alsoUsedFor?: string | null
  /** The guide's other species that go by the name. */
  sharedWith: ReadonlyArray<{ path: string; commonName: string }>
}

interface OtherNamesProps {
  /** "Also called" */
  label: string
  /** The species' other names; the common name too when another species goes by it. */
  names: readonly OtherName[]
  /** Whether the first of `names` is the common name, listed only for what it shares. */
  commonNameFirst: boolean
  lang?: string
}

/**
 * The names people call a species by, under its own: what a visitor searched for, shown where they
 * land. What else a name means is `OtherNameNotes`, after the safety answer.
 */
export default function OtherNames({ label, names, commonNameFirst, lang }: OtherNamesProps) {
  const listed = commonNameFirst ? names.slice(1) : names
  if (listed.length === 0) return null
  return (
    <p className="mt-2 text-muted" lang={lang}>
      {label}: {listed.map(({ name }) => name).join(", ")}
    </p>
  )
}
