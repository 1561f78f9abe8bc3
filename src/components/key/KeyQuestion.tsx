import { memo } from "react"
interface KeyQuestionProps {
  /** The question's parameter in the URL: shape, colour, ... */
  question: string
  heading: string
  /** Each answer, its label and, for a colour, its swatch (a CSS background). */
  answers: ReadonlyArray<{ answer: string; label: string; swatch?: string }>
  chosen: readonly string[]
  onToggle: (answer: string) => void
  /** Until the page's JavaScript is live the choices cannot narrow anything, and say so by being disabled. */
  disabled: boolean
  lang?: string
}

/** One question of the identification key: its answers as checkboxes, any number of which may be chosen. */
function KeyQuestion({ question, heading, answers, chosen, onToggle, disabled, lang }: KeyQuestionProps) {
  return (
    <fieldset className="mt-6" disabled={disabled}>
      <legend className="text-lg font-semibold text-forest-900" lang={lang}>
        {heading}
      </legend>
      <ul className="mt-2 flex flex-wrap gap-2">
        {answers.map(({ answer, label, swatch }) => (
          <li key={answer}>
            <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line px-3 py-1 has-[:checked]:border-leaf-700 has-[:checked]:bg-leaf-100 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-70">
              <input
                type="checkbox"
                name={question}
                value={answer}
                checked={chosen.includes(answer)}
                onChange={() => onToggle(answer)}
                className="h-4 w-4 accent-leaf-700"
              />
              {swatch ? (
                <span
                  aria-hidden="true"
                  className="inline-block h-4 w-4 shrink-0 rounded-full border border-muted"
                  style={{ background: swatch }}
                />
              ) : null}
              <span>{label}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}

/** Memoized: a choice re-renders the key's page, and this only when its own props changed. */
export default memo(KeyQuestion)
