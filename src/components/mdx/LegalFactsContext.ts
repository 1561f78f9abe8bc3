import { createContext, useContext } from "react"

/** What legal MDX may insert with <Brand />, <ContactEmail /> and <EffectiveDate />. */
export interface LegalFacts {
  brand: string
  contactEmail: string
  effectiveDate: string
  effectiveDateIso: string
}

export const LegalFactsContext = createContext<LegalFacts | null>(null)

export function useLegalFacts(): LegalFacts {
  const facts = useContext(LegalFactsContext)
  if (!facts) throw new Error("Legal MDX components must be rendered inside the legal page template")
  return facts
}
