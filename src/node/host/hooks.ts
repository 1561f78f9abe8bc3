import path from "path"
import type { GatsbyNode, NodePluginArgs } from "gatsby"
import { formServiceOrigin } from "../../lib/contact-delivery"
import { SITE_CONFIG_TYPE, SPECIES_TYPE, contentSnapshot, filledCopy } from "../content"
import { adminArea } from "../editor"
import { BUILD_CODE, BUILD_RECORDS, codeVersion } from "../build-records"
import { SEARCH_FILES_PATH } from "../../lib/search-index-files"
import { timedStep } from "../timed-step"
import { notFoundRedirects } from "./post-build"
import { speciesToSearch, type SearchIndexFacts } from "./search-index"
import { finishPagesInThreads, searchIndexInThread } from "./thread-tasks"
import { writeHostFiles } from "./write-host-files"
import { isBuild } from "../gatsby-command"

/** The default language's SiteConfig node, which holds the site's facts; none when content/site.json could not be read. */
function siteOf(getNodesByType: NodePluginArgs["getNodesByType"]): Queries.SiteConfig | undefined {
  const sites = getNodesByType(SITE_CONFIG_TYPE) as unknown as Queries.SiteConfig[]
  return sites.find(({ language, defaultLanguage }) => language === defaultLanguage)
}

/**
 * The search index this build started in onPostBootstrap, for onPostBuild to wait for; none in
 * develop, or without a guide.
 */
let searchIndexMade: Promise<SearchIndexFacts> | undefined

/**
 * The guide's search index, started as soon as the species are known, in a thread of its own: it
 * needs the species' nodes alone, and while Gatsby's worker runs the pages' queries and renders their
 * HTML, its main process mostly waits, so on two cores the index costs the build next to no time
 * (docs/scale.md, "The search index during the build"). `gatsby develop` makes none: its pages say
 * the search is not available.
 */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ reporter, getNodesByType }) => {
  searchIndexMade = undefined
  const site = siteOf(getNodesByType)
  if (!isBuild() || !site) return
  if (getNodesByType(SPECIES_TYPE).length === 0) return
  const task = {
    publicDir: path.resolve("public"),
    speciesByLanguage: speciesToSearch(getNodesByType, contentSnapshot().languages),
    recordFile: { file: BUILD_RECORDS.searchIndex, version: codeVersion() },
  }
  searchIndexMade = timedStep(reporter, "search index", () => searchIndexInThread(path.resolve(BUILD_CODE), task))
  // Its failure is reported by onPostBuild, which waits for it; until then it is not unhandled.
  searchIndexMade.catch(() => undefined)
}

/**
 * The site's facts the host files need, from the default language's SiteConfig node (as the editor's
 * hook reads them), then one pass over Gatsby's output (post-build.ts), which gives each page its
 * Content-Security-Policy, then the files the host reads.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter, getNodesByType }) => {
  const publicDir = path.resolve("public")
  const site = siteOf(getNodesByType)
  if (!site) {
    reporter.panicOnBuild("Could not read content/site.json for the host files")
    return
  }
  const { languages } = contentSnapshot()
  const { brand, siteUrl, contact, cms } = site
  const tagline = filledCopy(site.tagline, site)
  const formOrigin = formServiceOrigin(contact.delivery)
  const admin = adminArea(cms)
  const hasGuide = getNodesByType(SPECIES_TYPE).length > 0
  const timed = <T>(name: string, step: () => T) => timedStep(reporter, name, step)
  const [{ pages, broken }, index] = await Promise.all([
    timed("finishing pages", () =>
      finishPagesInThreads(path.resolve(BUILD_CODE), { publicDir, languages, adminPath: admin.path, formOrigin }),
    ),
    searchIndexMade,
  ])
  if (index) {
    const species = Object.entries(index.species).map(([language, count]) => `${language} ${count}`)
    const kept = index.kept.length > 0 ? `; ${index.kept.join(", ")} as the last build made them` : ""
    reporter.info(
      `Search index: species ${species.join(", ")}${kept}; ${index.written} files written, ${index.removed} removed`,
    )
  }
  if (broken.length > 0) {
    reporter.panicOnBuild(`Built HTML contains NUL (U+0000) characters: ${broken.join(", ")}`)
    return
  }
  await timed("host files", () =>
    writeHostFiles(
      publicDir,
      {
        brand,
        tagline,
        siteUrl,
        admin,
        languages,
        immutableFolders: hasGuide ? [SEARCH_FILES_PATH] : [],
      },
      pages,
      notFoundRedirects(languages),
    ),
  )
}
