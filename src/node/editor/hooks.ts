import path from "path"
import type { GatsbyNode } from "gatsby"
import { formServiceName } from "../../lib/contact-delivery"
import { SITE_CONFIG_TYPE, SPECIES_FOLDER, contentAsRead, copyValues, speciesFolderOf } from "../content"
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
  // Content as the build read it for its checks, sorted by kind (check-content.ts).
  const content = contentAsRead({ getNodesByType })
  // Each language's species translations there are: the editor lists those by their folder.
  const translatedSpecies: Record<string, string[]> = {}
  for (const { source, language } of content.translations ?? []) {
    if (source.startsWith(SPECIES_FOLDER))
      (translatedSpecies[language] ??= []).push(source.slice(SPECIES_FOLDER.length))
  }
  const species = (content.species ?? []).map(({ file, data }) => ({
    file: file.slice(SPECIES_FOLDER.length),
    data: data as Record<string, unknown>,
  }))
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
        legal: content.legal.map(({ file, frontmatter }) => ({ file: path.basename(file), frontmatter })),
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
 * The guide's orders as the editor lists them: each order site.json names, in its order, with its
 * everyday name, then any other order a species' folder holds, by its Latin name.
 */
function guideOrders(
  listed: ReadonlyArray<{ name: string; label: string }>,
  species: ReadonlyArray<{ file: string; data: Record<string, unknown> }>,
): GuideOrder[] {
  const orders = new Map(listed.map(({ name, label }) => [speciesFolderOf(name), { name, label }]))
  for (const { file, data } of species) {
    const folder = file.split("/")[0]!
    const name = typeof data.order === "string" ? data.order : folder
    if (!orders.has(folder)) orders.set(folder, { name, label: name })
  }
  return [...orders].map(([folder, order]) => ({ folder, ...order }))
}

/** `develop` serves public/ as files only; /admin/ needs its index page, as a static host gives it. */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  app.get(ADMIN_PATH, (_request: unknown, response: { sendFile: (file: string) => void }) =>
    response.sendFile(path.resolve("public", "admin", "index.html")),
  )
}
