import type { ChangeEvent } from "react"
import type { ContactFormValues } from "../hooks/useContactForm"

interface ContactFieldProps {
  name: keyof ContactFormValues
  label: string
  value: string
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void
  /** While the message is being sent, what was typed stays as it is. */
  readOnly: boolean
  /** An input of this type, or a textarea of this many rows. */
  control: { type: "text" | "email"; autoComplete: string } | { rows: number }
  /** Set when the label is the default language's, for want of a translation. */
  labelLang?: string
}

const fieldClassName =
  "mt-1.5 block w-full rounded-lg border border-field bg-surface px-3.5 py-2.5 text-base text-ink shadow-sm placeholder:text-muted focus:border-leaf-700 focus-visible:outline-leaf-700 read-only:bg-canvas"

/** One labelled, required field of the contact form; the browser checks it. */
export default function ContactField({
  name,
  label,
  value,
  onChange,
  readOnly,
  control,
  labelLang,
}: ContactFieldProps) {
  const id = `contact-${name}`
  const shared = { id, name, required: true, readOnly, value, onChange }
  return (
    <div>
      <label htmlFor={id} lang={labelLang} className="block text-sm font-semibold text-forest-900">
        {label}
      </label>
      {"rows" in control ? (
        <textarea {...shared} rows={control.rows} className={`${fieldClassName} resize-y`} />
      ) : (
        <input {...shared} type={control.type} autoComplete={control.autoComplete} className={fieldClassName} />
      )}
    </div>
  )
}
