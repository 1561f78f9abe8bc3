import type { GatsbyNode } from "gatsby"
import { localizedPath } from "../../lib/languages"
import { timedStep } from "../timed-step"
import { checkContent, readContent, readImageFacts } from "./check-content"
import { contentSnapshot } from "./snapshot"
import { createAppPages } from "./create-app-pages"
import { createGuidePages, createSpeciesPagesOnce } from "./species/guide-pages"
import { createLegalPages } from "./create-legal-pages"
import { formatTranslationReport, translationReport } from "./translation-report"
import { sharedOtherNames } from "./validate"

// Content is checked before any page is made, so an editor's mistake never reaches a page.
// `build` stops on a problem; `develop` keeps the legal pages while their files and site.json are
// sound, so the editor sees the problem lines alone, not a warning about an unused template too.
export const createPages: GatsbyNode["createPages"] = async (args) => {
  const timed = <T>(name: string, step: () => T) => timedStep(args.reporter, name, step)
  const content = await timed("reading content", async () => readContent(args, await readImageFacts(args)))
  const sound = timed("checking content", () => checkContent(args, content))
  const { languages } = contentSnapshot()
  if (sound.has("site")) {
    const report = timed("translation report", () => translationReport(content, languages))
    for (const line of formatTranslationReport(report)) args.reporter.info(line)
  }
  if (sound.has("species")) {
    for (const { language, name, slugs } of sharedOtherNames(content)) {
      const where = language ?? languages[0]
      args.reporter.info(`species names: "${name}" (${where}) is a name of ${slugs.join(", ")}; it finds them all`)
    }
  }
  if (sound.has("site") && sound.has("legal")) await timed("legal pages", () => createLegalPages(args, languages))
  if (sound.has("site")) createAppPages(args, content.site?.data, languages)
  if (sound.has("site") && sound.has("species")) timed("guide pages", () => createGuidePages(args, languages))
}

/** The species' pages that createPages found, made once (species/guide-pages.ts says why). */
export const createPagesStatefully: GatsbyNode["createPagesStatefully"] = (args) => {
  timedStep(args.reporter, "species pages", () => createSpeciesPagesOnce(args))
}

/**
 * The pages of src/pages in every language: the home page at / and /de/, the 404 page at /404.html and
 * at /de/404/. The German 404 page has no `matchPath` of /de/*, though it answers every unknown path
 * under /de/: Gatsby would list every page under /de/ in match-paths.json, which it bundles into the
 * script every page loads, and match each link against the list (gatsbyjs/gatsby#21701;
 * docs/scale.md). The 404 page speaks the language of the path it answers instead (src/pages/404.tsx).
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (page.context?.language || page.path.startsWith("/dev-404-page")) return
  const { languages, defaultLanguage } = contentSnapshot()
  actions.deletePage(page)
  actions.createPage({ ...page, context: { ...page.context, language: defaultLanguage } })
  if (page.path === "/404.html") return
  for (const language of languages.slice(1)) {
    const path = localizedPath(page.path, language, defaultLanguage)
    actions.createPage({ ...page, path, context: { ...page.context, language } })
  }
}
