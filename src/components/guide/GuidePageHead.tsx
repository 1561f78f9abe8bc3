import PageStylesheet from "../PageStylesheet"
import Seo from "../Seo"
import { fillTemplate } from "../../lib/fill-template"

interface GuidePageHeadProps {
  site: Queries.SeoFactsFragment & { readonly titles: Pick<Queries.SiteConfigTitles, "page"> }
  /** The page's own title, which the site's title template wraps ("{title} · BugLens"). */
  title: string
  description: string
  path: string
  structuredData: unknown
}

/** The head of every page of the insect guide: its tags, and the guide's own rules. */
export default function GuidePageHead({ site, title, ...seo }: GuidePageHeadProps) {
  return (
    <>
      <Seo site={site} title={fillTemplate(site.titles.page, { title })} {...seo} />
      <PageStylesheet kind="guide" />
    </>
  )
}
