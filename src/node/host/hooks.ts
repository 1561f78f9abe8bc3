import path from "path"
import type { GatsbyNode } from "gatsby"
import { formServiceOrigin } from "../../lib/contact-delivery"
import { SITE_CONFIG_TYPE, SPECIES_TYPE, filledCopy, siteLanguages } from "../content"
import { adminArea } from "../editor"
import { BUILD_CODE, BUILD_RECORDS, codeVersion } from "../build-records"
import { SEARCH_FILES_PATH } from "../../lib/search-index-files"
import { timedStep } from "../timed-step"
import { finishPagesInWorker } from "./finish-pages-worker"
import { notFoundRedirects } from "./post-build"
import { speciesToSearch, writeSearchIndex } from "./search-index"
import { writeHostFiles } from "./write-host-files"

/**
 * The site's facts the host files need, from the default language's SiteConfig node (as the editor's
 * hook reads them), then one pass over Gatsby's output (post-build.ts), which gives each page its
 * Content-Security-Policy, then the files the host reads.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter, getNodesByType }) => {
  const publicDir = path.resolve("public")
  const sites = getNodesByType(SITE_CONFIG_TYPE) as unknown as Queries.SiteConfig[]
  const site = sites.find(({ language, defaultLanguage }) => language === defaultLanguage)
  if (!site) {
    reporter.panicOnBuild("Could not read content/site.json for the host files")
    return
  }
  const languages = siteLanguages(site)
  const { brand, siteUrl, contact, cms } = site
  const tagline = filledCopy(site.tagline, site)
  const formOrigin = formServiceOrigin(contact.delivery)
  const admin = adminArea(cms)
  // The guide, when content has one, gets its search index, made from the species' nodes: it does
  // not wait for the pass over the pages.
  const hasGuide = getNodesByType(SPECIES_TYPE).length > 0
  const timed = <T>(name: string, step: () => T) => timedStep(reporter, name, step)
  const [{ pages, broken }, index] = await Promise.all([
    timed("finishing pages", () =>
      finishPagesInWorker(path.resolve(BUILD_CODE), { publicDir, languages, adminPath: admin.path, formOrigin }),
    ),
    hasGuide
      ? timed("search index", () =>
          writeSearchIndex(publicDir, speciesToSearch(getNodesByType, languages), {
            file: BUILD_RECORDS.searchIndex,
            version: codeVersion(),
          }),
        )
      : undefined,
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
