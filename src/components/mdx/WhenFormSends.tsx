import type { ReactNode } from "react"
import { useLegalFacts } from "./LegalFactsContext"

/**
 * Legal text that holds only while the contact form delivers messages to a service, so the privacy
 * policy follows `contact.delivery` in content/site.json without an editor having to remember it.
 */
export default function WhenFormSends({ children }: { children?: ReactNode }) {
  return useLegalFacts().formService ? <>{children}</> : null
}
