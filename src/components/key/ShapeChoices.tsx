import { memo } from "react"
import LineDrawing from "../guide/LineDrawing"

interface ShapeChoicesProps {
  heading: string
  /** Each shape's answer, label, page and drawing (its URL path). */
  shapes: ReadonlyArray<{ shape: string; label: string; path: string; drawing: string }>
  chosen: readonly string[]
  /** With JavaScript, a shape is chosen in place; without, its button submits the form to its page. */
  onToggle: (shape: string) => void
  hydrated: boolean
  lang?: string
}

/**
 * The key's first question, the shape, as buttons with a drawing each: without JavaScript each submits
 * the key's GET form to its shape's page, built with that shape's species (the form's other choices
 * travel in the query for the page's JavaScript to read); with it, each toggles its shape in place.
 */
function ShapeChoices({ heading, shapes, chosen, onToggle, hydrated, lang }: ShapeChoicesProps) {
  return (
    <fieldset className="mt-6">
      <legend className="text-lg font-semibold text-forest-900" lang={lang}>
        {heading}
      </legend>
      <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {shapes.map(({ shape, label, path, drawing }) => (
          <li key={shape}>
            <button
              type="submit"
              formAction={path}
              aria-pressed={hydrated ? chosen.includes(shape) : undefined}
              onClick={(event) => {
                if (!hydrated) return
                event.preventDefault()
                onToggle(shape)
              }}
              className="flex min-h-11 w-full items-center gap-2 rounded-lg border border-line px-3 py-2 text-start font-semibold text-ink hover:bg-leaf-100 aria-pressed:border-leaf-700 aria-pressed:bg-leaf-100"
            >
              <LineDrawing src={drawing} label="" size="small" />
              <span className="min-w-0 hyphens-auto">{label}</span>
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}

/** Memoized: a choice re-renders the key's page, and this only when its own props changed. */
export default memo(ShapeChoices)
