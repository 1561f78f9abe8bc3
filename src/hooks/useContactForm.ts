import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react"

export interface ContactFormValues {
  name: string
  email: string
  message: string
}

const emptyForm: ContactFormValues = { name: "", email: "", message: "" }

interface ContactFormOptions {
  /** How long the simulated send takes. */
  sendDelayMs: number
  /** Called as sending starts, e.g. to fetch what success will need. */
  onSending?: () => void
  /** Called once the message counts as sent, before the fields are cleared. */
  onSent: (values: ContactFormValues) => void
}

/**
 * The contact form's state. Nothing is sent anywhere: a submit waits `sendDelayMs`, then reports
 * success and clears the fields. The browser's own `required`/`type=email` checks run before
 * `onSubmit` is ever called.
 */
export function useContactForm({ sendDelayMs, onSending, onSent }: ContactFormOptions) {
  const [values, setValues] = useState<ContactFormValues>(emptyForm)
  const [sending, setSending] = useState(false)
  // The ref, not the state, guards against a second submit: both can arrive before a re-render.
  const sendingRef = useRef(false)
  const timer = useRef<ReturnType<typeof setTimeout>>()

  useEffect(() => () => clearTimeout(timer.current), [])

  const onChange = useCallback((event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = event.target
    setValues((current) => ({ ...current, [name]: value }))
  }, [])

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      if (sendingRef.current) return
      sendingRef.current = true
      setSending(true)
      onSending?.()
      const sent = values
      timer.current = setTimeout(() => {
        onSent(sent)
        setValues(emptyForm)
        sendingRef.current = false
        setSending(false)
      }, sendDelayMs)
    },
    [onSending, onSent, sendDelayMs, values],
  )

  return { values, sending, onChange, onSubmit }
}
