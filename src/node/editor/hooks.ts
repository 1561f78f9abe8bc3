import path from "path"
import type { GatsbyNode } from "gatsby"
import { formServiceName } from "../../lib/contact-delivery"
import { ordersInGuideOrder } from "../../lib/guide"
import {
  SITE_CONFIG_TYPE,
  SPECIES_FOLDER,
  contentAsRead,
  contentSnapshot,
  copyValues,
  speciesFolderOf,
} from "../content"
import { ADMIN_PATH, writeAdminFiles } from "./admin-files"
import type { GuideOrder } from "./species-collections"

/**
 * The content editor at /admin/, written into public/ in develop and build alike. Its settings are
 * read from the node, not through GraphQL: develop keeps running with broken content, and then
 * there may be no settings to read.
 */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ getNodesByType, reporter }) => {
  const sites = getNodesByType(SITE_CONFIG_TYPE) as unknown as Queries.SiteConfig[]
  const site = sites.find(({ language, defaultLanguage }) => language === defaultLanguage)
  if (!site?.cms?.signIn) return
  // content/ as the build read it (its snapshot), and the legal pages as the checks read them.
  const content = contentSnapshot()
  // Each language's species translations there are: the editor lists those by their folder.
  const translatedSpecies: Record<string, string[]> = {}
  for (const { source, language } of content.translations("species")) {
    ;(translatedSpecies[language] ??= []).push(source.slice(SPECIES_FOLDER.length))
  }
  const species = content.species.map(({ file, data }) => ({ file: file.slice(SPECIES_FOLDER.length), data }))
  try {
    await writeAdminFiles(process.cwd(), {
      brand: site.brand,
      siteUrl: site.siteUrl,
      contactEmail: site.contactEmail,
      cms: site.cms,
      formService: formServiceName(site.contact.delivery),
      languages: site.allLanguages.map(({ code }) => {
        const inLanguage = sites.find(({ language }) => language === code) ?? site
        const { locale, legal: dates, guide } = inLanguage
        return { code, locale, ...dates, guide, copyValues: copyValues(inLanguage) }
      }),
      translations: {
        defaultLanguage: site.defaultLanguage,
        languages: site.allLanguages.slice(1),
        site: content.site?.data,
        cards: content.features.map(({ file, data }) => ({ file: path.basename(file), data })),
        legal: contentAsRead({ getNodesByType }).legal.map(({ file, frontmatter }) => ({
          file: path.basename(file),
          frontmatter,
        })),
        orders: guideOrders(site.guide.orders, species),
        species,
        translatedSpecies,
      },
    })
  } catch (error) {
    reporter.panicOnBuild(`Could not write the content editor (/admin/): ${(error as Error).message}`)
  }
}

/**
 * The guide's orders as the editor lists them, in the guide's order (ordersInGuideOrder), each with
 * the folder of content/species/ its species are in.
 */
function guideOrders(
  listed: ReadonlyArray<{ name: string; label: string }>,
  species: ReadonlyArray<{ file: string; data: Record<string, unknown> }>,
): GuideOrder[] {
  const speciesOrders = species.map(({ file, data }) =>
    typeof data.order === "string" ? data.order : file.split("/")[0]!,
  )
  return ordersInGuideOrder(listed, speciesOrders).map((order) => ({ folder: speciesFolderOf(order.name), ...order }))
}

/** `develop` serves public/ as files only; /admin/ needs its index page, as a static host gives it. */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  app.get(ADMIN_PATH, (_request: unknown, response: { sendFile: (file: string) => void }) =>
    response.sendFile(path.resolve("public", "admin", "index.html")),
  )
}
