import ContactForm, { type ContactFormCopy } from "./ContactForm"
import { useLazyToast } from "../hooks/useLazyToast"
import { SIMULATED, sendsMessages, type ContactDelivery } from "../lib/contact-delivery"

interface ContactSectionProps {
  id: string
  headingId: string
  heading: string
  intro: string
  /** Shown only without JavaScript when the form cannot send then (simulated delivery). */
  noScriptNote: string
  contactEmail: string
  form: ContactFormCopy
  /** Where messages go; the spec's simulated send unless content chooses a service. */
  delivery?: ContactDelivery
  sendDelayMs: number
  sendTimeoutMs?: number
  messageRows: number
  /** The page's language when it is not the default one; delivered messages carry it (ContactForm). */
  replyLanguage?: string
  /** Texts that show the default language's words for want of a translation, by prop name. */
  lang?: Readonly<Record<string, string>>
}

/** How long a form service may take to answer when content does not say. */
const DEFAULT_SEND_TIMEOUT_MS = 15_000

export default function ContactSection({
  id,
  headingId,
  heading,
  intro,
  noScriptNote,
  contactEmail,
  form,
  delivery = SIMULATED,
  sendDelayMs,
  sendTimeoutMs = DEFAULT_SEND_TIMEOUT_MS,
  messageRows,
  replyLanguage,
  lang = {},
}: ContactSectionProps) {
  const { Toaster, load: loadToast } = useLazyToast()
  const emailLink = (
    <a
      href={`mailto:${contactEmail}`}
      className="rounded font-semibold text-leaf-700 underline underline-offset-4 hover:text-leaf-800"
    >
      {contactEmail}
    </a>
  )
  return (
    // scroll-mt keeps the heading clear of the fixed header when "Contact Us" scrolls here (the
    // section's when scripted, the heading's when the browser follows the link).
    <section id={id} aria-labelledby={headingId} className="scroll-mt-20 py-20 sm:py-24">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 md:grid-cols-[2fr_3fr]">
        <div>
          <h2
            id={headingId}
            tabIndex={-1}
            lang={lang.heading}
            className="scroll-mt-20 text-3xl font-bold tracking-tight text-forest-900 sm:text-4xl"
          >
            {heading}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted" lang={lang.intro}>
            {intro}
          </p>
          <p className="mt-6">{emailLink}</p>
        </div>
        <div className="rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8">
          {sendsMessages(delivery) ? null : (
            // Hidden by the `js` class that the page sets as soon as its JavaScript runs.
            <p className="no-js-only mb-5 rounded-lg bg-leaf-50 p-4 text-ink" lang={lang.noScriptNote}>
              {noScriptNote} {emailLink}.
            </p>
          )}
          <ContactForm
            copy={form}
            delivery={delivery}
            sendDelayMs={sendDelayMs}
            sendTimeoutMs={sendTimeoutMs}
            messageRows={messageRows}
            contactLink={emailLink}
            loadToast={loadToast}
            lang={lang}
            replyLanguage={replyLanguage}
          />
        </div>
      </div>
      {Toaster ? <Toaster /> : null}
    </section>
  )
}
