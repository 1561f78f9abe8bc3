import { useCallback } from "react"
import ContactField from "./ContactField"
import { useContactForm } from "../hooks/useContactForm"
import { useHydrated } from "../hooks/useHydrated"
import type { ToastModule } from "../hooks/useLazyToast"

export interface ContactFormCopy {
  readonly nameLabel: string
  readonly emailLabel: string
  readonly messageLabel: string
  readonly submitLabel: string
  readonly sendingLabel: string
  readonly successTitle: string
  readonly successText: string
}

interface ContactFormProps {
  copy: ContactFormCopy
  sendDelayMs: number
  messageRows: number
  /** Called when sending starts; resolves to react-hot-toast once it is loaded. */
  loadToast: () => Promise<ToastModule>
}

/**
 * Name, email and message, checked by the browser alone (`required`, `type="email"`). Nothing
 * leaves the page: sending is simulated. Until the page's JavaScript is live the button stays
 * disabled, because a submit then would leave the page and lose what was typed; `method="post"`
 * keeps anything typed out of the URL even so.
 */
export default function ContactForm({ copy, sendDelayMs, messageRows, loadToast }: ContactFormProps) {
  const onSent = useCallback(async () => {
    const { default: toast } = await loadToast()
    toast.success(
      <span>
        <strong className="block font-semibold">{copy.successTitle}</strong>
        {copy.successText}
      </span>,
      { duration: 6000 },
    )
  }, [copy.successTitle, copy.successText, loadToast])
  const { values, sending, onChange, onSubmit } = useContactForm({ sendDelayMs, onSending: loadToast, onSent })
  const hydrated = useHydrated()
  const fields = [
    { name: "name", label: copy.nameLabel, control: { type: "text", autoComplete: "name" } },
    { name: "email", label: copy.emailLabel, control: { type: "email", autoComplete: "email" } },
    { name: "message", label: copy.messageLabel, control: { rows: messageRows } },
  ] as const

  return (
    <form method="post" onSubmit={onSubmit} aria-busy={sending} className="space-y-5">
      {fields.map((field) => (
        <ContactField key={field.name} {...field} value={values[field.name]} onChange={onChange} readOnly={sending} />
      ))}
      <button
        type="submit"
        disabled={sending || !hydrated}
        className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-leaf-700 px-7 py-3 text-base font-semibold text-white shadow-md shadow-leaf-800/20 transition-[background-color,opacity] hover:bg-leaf-800 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
      >
        {sending ? copy.sendingLabel : copy.submitLabel}
      </button>
    </form>
  )
}
