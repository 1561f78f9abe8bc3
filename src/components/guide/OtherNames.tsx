import { Fragment } from "react"
import { fillTemplate } from "../../lib/fill-template"

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
  /** "“{name}” is also a name of {species}." */
  sharedNameText: string
  /** "“{name}” is also used for {others}." */
  alsoUsedForText: string
  lang?: string
}

/** `template` with {name} filled and {species} as links to the species that share the name. */
function sharedNote(template: string, name: string, species: OtherName["sharedWith"]) {
  const [before = "", after = ""] = fillTemplate(template, { name }).split("{species}")
  return (
    <>
      {before}
      {species.map(({ path, commonName }, index) => (
        <Fragment key={path}>
          {index > 0 ? ", " : null}
          <a href={path} className="text-leaf-700 underline underline-offset-2">
            {commonName}
          </a>
        </Fragment>
      ))}
      {after}
    </>
  )
}

/**
 * The names people call a species by, under its own: what a visitor searched for, shown where they
 * land, and, for a name that means more than this species, what else it means.
 */
export default function OtherNames({ label, names, commonNameFirst, ...copy }: OtherNamesProps) {
  const listed = commonNameFirst ? names.slice(1) : names
  const notes = names.filter(({ alsoUsedFor, sharedWith }) => alsoUsedFor || sharedWith.length > 0)
  if (listed.length === 0 && notes.length === 0) return null
  return (
    <div className="mt-2 text-muted" lang={copy.lang}>
      {listed.length > 0 ? (
        <p>
          {label}: {listed.map(({ name }) => name).join(", ")}
        </p>
      ) : null}
      {notes.map(({ name, alsoUsedFor, sharedWith }) => (
        <p key={name} className="mt-1 text-sm">
          {sharedWith.length > 0 ? sharedNote(copy.sharedNameText, name, sharedWith) : null}
          {sharedWith.length > 0 && alsoUsedFor ? " " : null}
          {alsoUsedFor ? fillTemplate(copy.alsoUsedForText, { name, others: alsoUsedFor }) : null}
        </p>
      ))}
    </div>
  )
}
