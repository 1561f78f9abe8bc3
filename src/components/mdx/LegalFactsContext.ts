import { createContext, useContext } from "react"

/** What legal MDX may insert with <Brand />, <ContactEmail />, <EffectiveDate /> and <FormService />. */
export interface LegalFacts {
  brand: string
  contactEmail: string
  effectiveDate: string
  effectiveDateIso: string
  /** Who receives contact form messages, or null when the form sends nothing (content/site.json). */
  formService: string | null
}

export const LegalFactsContext = createContext<LegalFacts | null>(null)

export function useLegalFacts(): LegalFacts {
  const facts = useContext(LegalFactsContext)
  if (!facts) throw new Error("Legal MDX components must be rendered inside the legal page template")
  return facts
}
