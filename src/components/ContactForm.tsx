import { useCallback, useRef, type ReactNode } from "react"
import ContactField from "./ContactField"
import { useContactForm, type ContactFormValues } from "../hooks/useContactForm"
import { useHydrated } from "../hooks/useHydrated"
import type { ToastModule } from "../hooks/useLazyToast"
import {
  HONEYPOT_FIELD,
  LANGUAGE_FIELD,
  NETLIFY_FORM_NAME,
  formAttributes,
  postMessage,
  sendsMessages,
  type ContactDelivery,
} from "../lib/contact-delivery"

export interface ContactFormCopy {
  readonly nameLabel: string
  readonly emailLabel: string
  readonly messageLabel: string
  readonly submitLabel: string
  readonly sendingLabel: string
  readonly successTitle: string
  readonly successText: string
  readonly failureTitle: string
  readonly failureText: string
}

interface ContactFormProps {
  copy: ContactFormCopy
  /** Where messages go; simulated (the spec's behaviour) unless content says otherwise. */
  delivery: ContactDelivery
  sendDelayMs: number
  /** How long a form service may take to answer before the message counts as not sent. */
  sendTimeoutMs: number
  messageRows: number
  /** Offered in the failure toast, as the other way to reach us. */
  contactLink: ReactNode
  /** Called when sending starts; resolves to react-hot-toast once it is loaded. */
  loadToast: () => Promise<ToastModule>
  /**
   * The page's language when it is not the default one: a delivered message then carries it as a
   * `language` field, so the reply can be written in it. Messages in the default language carry none.
   */
  replyLanguage?: string
  /** Texts that show the default language's words for want of a translation, by prop name. */
  lang?: Readonly<Record<string, string>>
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Name, email and message, checked by the browser alone (`required`, `type="email"`).
 *
 * Simulated (the default): nothing leaves the page. Until the page's JavaScript is live the button
 * stays disabled, because a submit then would leave the page and lose what was typed.
 *
 * With a form service: the script posts the message and waits for the service's answer; the form's
 * own `action` and `method` make it work without JavaScript too. A hidden honeypot field catches bots.
 */
export default function ContactForm({
  copy,
  delivery,
  sendDelayMs,
  sendTimeoutMs,
  messageRows,
  contactLink,
  loadToast,
  lang = {},
  replyLanguage,
}: ContactFormProps) {
  const realDelivery = sendsMessages(delivery)
  const failureToast = useRef<string>()

  const onSending = useCallback(async () => {
    const { default: toast } = await loadToast()
    if (failureToast.current) toast.dismiss(failureToast.current)
  }, [loadToast])
  const onSent = useCallback(async () => {
    const { default: toast } = await loadToast()
    toast.success(
      <span>
        <strong className="block font-semibold" lang={lang.successTitle}>
          {copy.successTitle}
        </strong>
        <span lang={lang.successText}>{copy.successText}</span>
      </span>,
      { duration: 6000 },
    )
  }, [copy.successTitle, copy.successText, lang.successTitle, lang.successText, loadToast])
  const onFailed = useCallback(async () => {
    const { default: toast } = await loadToast()
    failureToast.current = toast.error(
      <span>
        <strong className="block font-semibold" lang={lang.failureTitle}>
          {copy.failureTitle}
        </strong>
        <span lang={lang.failureText}>{copy.failureText}</span> {contactLink}.
      </span>,
      // Read out at once: the visitor is waiting to know whether the message went.
      { duration: 12000, ariaProps: { role: "alert", "aria-live": "assertive" } },
    )
  }, [copy.failureTitle, copy.failureText, lang.failureTitle, lang.failureText, contactLink, loadToast])
  const deliver = useCallback(
    (values: ContactFormValues) =>
      realDelivery
        ? postMessage(delivery, replyLanguage ? { ...values, language: replyLanguage } : values, sendTimeoutMs)
        : wait(sendDelayMs),
    [delivery, realDelivery, replyLanguage, sendDelayMs, sendTimeoutMs],
  )
  const { values, sending, onChange, onSubmit } = useContactForm({ deliver, onSending, onSent, onFailed })
  const hydrated = useHydrated()
  const fields = [
    { name: "name", label: copy.nameLabel, labelLang: lang.nameLabel, control: { type: "text", autoComplete: "name" } },
    {
      name: "email",
      label: copy.emailLabel,
      labelLang: lang.emailLabel,
      control: { type: "email", autoComplete: "email" },
    },
    { name: "message", label: copy.messageLabel, labelLang: lang.messageLabel, control: { rows: messageRows } },
  ] as const

  return (
    <form method="post" {...formAttributes(delivery)} onSubmit={onSubmit} aria-busy={sending} className="space-y-5">
      {delivery.mode === "netlify" ? <input type="hidden" name="form-name" value={NETLIFY_FORM_NAME} /> : null}
      {realDelivery && replyLanguage ? <input type="hidden" name={LANGUAGE_FIELD} value={replyLanguage} /> : null}
      {realDelivery ? (
        // display: none keeps it from people, keyboards and screen readers; bots read the HTML.
        <p hidden>
          <label>
            Leave this field empty <input name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
          </label>
        </p>
      ) : null}
      {fields.map((field) => (
        <ContactField key={field.name} {...field} value={values[field.name]} onChange={onChange} readOnly={sending} />
      ))}
      <button
        type="submit"
        disabled={sending || (!realDelivery && !hydrated)}
        lang={sending ? lang.sendingLabel : lang.submitLabel}
        className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-leaf-700 px-7 py-3 text-base font-semibold text-on-accent shadow-md shadow-leaf-800/20 transition-[background-color,opacity] hover:bg-leaf-800 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
      >
        {sending ? copy.sendingLabel : copy.submitLabel}
      </button>
    </form>
  )
}
