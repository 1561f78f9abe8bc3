import { useLegalFacts } from "./LegalFactsContext"

/** The page's effective date from its frontmatter, e.g. "30 Mar 2025". */
export default function EffectiveDate() {
  const { effectiveDate, effectiveDateIso } = useLegalFacts()
  return <time dateTime={effectiveDateIso}>{effectiveDate}</time>
}
