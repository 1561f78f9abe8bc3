import { existsSync } from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { formServiceOrigin } from "../../lib/contact-delivery"
import { languagesOf, readSiteJson } from "../content"
import { adminArea } from "../editor"
import { GUIDE_PATH } from "../../lib/guide"
import { localizedPath } from "../../lib/languages"
import { timedStep } from "../timed-step"
import { finishPages, notFoundRedirects } from "./post-build"
import { SEARCH_INDEX_DIR, rememberSearchInputs, writeSearchIndex } from "./search-index"
import { writeHostFiles } from "./write-host-files"

/**
 * One pass over Gatsby's output (post-build.ts), then the files the host reads, whose
 * Content-Security-Policy hashes the pages as that pass left them.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter, getNodesByType }) => {
  const publicDir = path.resolve("public")
  const languages = languagesOf(readSiteJson(getNodesByType))
  // The guide, when content has one, gets its search index. Pagefind reads only the pages' text, which
  // the pass over the pages leaves as it is, so the two run side by side, one on each core.
  const hasGuide = existsSync(path.join(publicDir, GUIDE_PATH, "index.html"))
  const timed = <T>(name: string, step: () => T) => timedStep(reporter, name, step)
  const [{ pages, broken }, index] = await Promise.all([
    timed("finishing pages", () => finishPages(publicDir, languages)),
    hasGuide ? timed("search index", () => writeSearchIndex(publicDir, languages)) : undefined,
  ])
  if (index) {
    await timed("recording the search index's pages", () => rememberSearchInputs(publicDir, languages, index.kept))
    const keptLanguages = Object.keys(index.kept)
    const kept = keptLanguages.length > 0 ? `; kept unchanged: ${keptLanguages.join(", ")}` : ""
    reporter.info(`Search index: ${index.pages} guide pages indexed by Pagefind${kept}`)
  }
  if (broken.length > 0) {
    reporter.panicOnBuild(`Built HTML contains NUL (U+0000) characters: ${broken.join(", ")}`)
    return
  }
  const { data, errors } = await graphql<Queries.HostFactsQuery>(
    `
      query HostFacts($defaultLanguage: String!) {
        siteConfig(language: { eq: $defaultLanguage }) {
          brand
          tagline
          siteUrl
          contact {
            delivery {
              mode
              url
            }
          }
          cms {
            repo
            branch
            signIn {
              mode
              authBaseUrl
            }
          }
        }
      }
    `,
    { defaultLanguage: languages[0] },
  )
  if (errors || !data?.siteConfig) {
    reporter.panicOnBuild("Could not read content/site.json for the host files", errors)
    return
  }
  const { brand, tagline, siteUrl, contact, cms } = data.siteConfig
  // Pagefind compiles its WebAssembly in a worker, which a browser runs under the worker script's own
  // policy: its folder needs the allowance as much as the pages that start it.
  const searchPaths = hasGuide
    ? [...languages.map((language) => localizedPath(GUIDE_PATH, language, languages[0]!)), `/${SEARCH_INDEX_DIR}/`]
    : []
  await timed("host files", () =>
    writeHostFiles(
      publicDir,
      {
        brand,
        tagline,
        siteUrl,
        formOrigin: formServiceOrigin(contact.delivery),
        admin: adminArea(cms),
        languages,
        searchPaths,
      },
      pages,
      notFoundRedirects(languages),
    ),
  )
}
