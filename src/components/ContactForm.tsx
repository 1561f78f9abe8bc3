import { useCallback } from "react"
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

const labelClassName = "block text-sm font-semibold text-forest-900"
const fieldClassName =
  "mt-1.5 block w-full rounded-lg border border-field bg-surface px-3.5 py-2.5 text-base text-ink shadow-sm placeholder:text-muted focus:border-leaf-700 focus-visible:outline-leaf-700 read-only:bg-canvas"

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

  return (
    <form method="post" onSubmit={onSubmit} aria-busy={sending} className="space-y-5">
      <div>
        <label htmlFor="contact-name" className={labelClassName}>
          {copy.nameLabel}
        </label>
        <input
          id="contact-name"
          name="name"
          type="text"
          autoComplete="name"
          required
          readOnly={sending}
          value={values.name}
          onChange={onChange}
          className={fieldClassName}
        />
      </div>
      <div>
        <label htmlFor="contact-email" className={labelClassName}>
          {copy.emailLabel}
        </label>
        <input
          id="contact-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          readOnly={sending}
          value={values.email}
          onChange={onChange}
          className={fieldClassName}
        />
      </div>
      <div>
        <label htmlFor="contact-message" className={labelClassName}>
          {copy.messageLabel}
        </label>
        <textarea
          id="contact-message"
          name="message"
          rows={messageRows}
          required
          readOnly={sending}
          value={values.message}
          onChange={onChange}
          className={`${fieldClassName} resize-y`}
        />
      </div>
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
