import { Fragment } from "react"
import { fillTemplate } from "../../lib/fill-template"
import type { OtherName } from "./OtherNames"

interface OtherNameNotesProps {
  /** The species' other names; the common name too when another species goes by it. */
  names: readonly OtherName[]
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
 * What else a species' names mean: a visitor who came by "daddy long-legs" learns that it may have
 * been a harvestman, and reaches the guide's other species of the name. Shown after the safety
 * answer, which stays on a phone's first screen however many names a species has.
 */
export default function OtherNameNotes({ names, ...copy }: OtherNameNotesProps) {
  const notes = names.filter(({ alsoUsedFor, sharedWith }) => alsoUsedFor || sharedWith.length > 0)
  if (notes.length === 0) return null
  return (
    <div className="mt-4 text-sm text-muted" lang={copy.lang}>
      {notes.map(({ name, alsoUsedFor, sharedWith }) => (
        <p key={name} className="mt-1">
          {sharedWith.length > 0 ? sharedNote(copy.sharedNameText, name, sharedWith) : null}
          {sharedWith.length > 0 && alsoUsedFor ? " " : null}
          {alsoUsedFor ? fillTemplate(copy.alsoUsedForText, { name, others: alsoUsedFor }) : null}
        </p>
      ))}
    </div>
  )
}
