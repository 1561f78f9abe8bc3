import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react"
import { HONEYPOT_FIELD } from "../lib/contact-delivery"

export interface ContactFormValues {
  name: string
  email: string
  message: string
}

const emptyForm: ContactFormValues = { name: "", email: "", message: "" }

interface ContactFormOptions {
  /** Sends the message: resolves once it was taken, rejects when it was not. */
  deliver: (values: ContactFormValues) => Promise<void>
  /** Called as sending starts, e.g. to fetch what the outcome will need. */
  onSending?: () => void
  /** Called once the message counts as sent, before the fields are cleared. */
  onSent: (values: ContactFormValues) => void
  /** Called when the message was not taken; the fields keep what was typed. */
  onFailed?: () => void
}

/**
 * The contact form's state: idle -> sending on submit, then back to idle, with the fields cleared
 * only when the message was taken. The browser's own `required`/`type=email` checks run before
 * `onSubmit` is ever called. A submit that filled the hidden honeypot field is a bot's: it is
 * answered like any other, and nothing is sent.
 */
export function useContactForm({ deliver, onSending, onSent, onFailed }: ContactFormOptions) {
  const [values, setValues] = useState<ContactFormValues>(emptyForm)
  const [sending, setSending] = useState(false)
  // The ref, not the state, guards against a second submit: both can arrive before a re-render.
  const sendingRef = useRef(false)
  const mounted = useRef(true)

  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const onChange = useCallback((event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = event.target
    setValues((current) => ({ ...current, [name]: value }))
  }, [])

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      if (sendingRef.current) return
      const honeypot = event.currentTarget.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null
      sendingRef.current = true
      setSending(true)
      onSending?.()
      const sent = values
      let delivered = true
      try {
        if (!honeypot?.value) await deliver(sent)
      } catch {
        delivered = false
      }
      sendingRef.current = false
      if (!mounted.current) return
      if (delivered) {
        onSent(sent)
        setValues(emptyForm)
      } else {
        onFailed?.()
      }
      setSending(false)
    },
    [deliver, onSending, onSent, onFailed, values],
  )

  return { values, sending, onChange, onSubmit }
}
