import { useLegalFacts } from "./LegalFactsContext"

/** The brand from content/site.json, so legal text follows a rename. */
export default function Brand() {
  return <>{useLegalFacts().brand}</>
}
