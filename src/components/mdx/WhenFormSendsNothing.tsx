import type { ReactNode } from "react"
import { useLegalFacts } from "./LegalFactsContext"

/** Legal text that holds only while the contact form sends nothing (the simulated mode). */
export default function WhenFormSendsNothing({ children }: { children?: ReactNode }) {
  return useLegalFacts().formService ? null : <>{children}</>
}
