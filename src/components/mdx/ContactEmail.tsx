import { useLegalFacts } from "./LegalFactsContext"

export default function ContactEmail() {
  const { contactEmail } = useLegalFacts()
  return <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
}
