import { useLegalFacts } from "./LegalFactsContext"

/** Who receives contact form messages (content/site.json, `contact.delivery`): "Netlify" or the service's host name. */
export default function FormService() {
  return <>{useLegalFacts().formService}</>
}
