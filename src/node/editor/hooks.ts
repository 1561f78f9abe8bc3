import path from "path"
import type { GatsbyNode } from "gatsby"
import { formServiceName } from "../../lib/contact-delivery"
import { SITE_CONFIG_TYPE, copyValues, parseContentFileName, readContentJson } from "../content"
import { ADMIN_PATH, writeAdminFiles } from "./admin-files"

/**
 * The content editor at /admin/, written into public/ in develop and build alike. Its settings are
 * read from the node, not through GraphQL: develop keeps running with broken content, and then
 * there may be no settings to read.
 */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ getNodesByType, reporter }) => {
  const sites = getNodesByType(SITE_CONFIG_TYPE) as unknown as Queries.SiteConfig[]
  const site = sites.find(({ language, defaultLanguage }) => language === defaultLanguage)
  if (!site?.cms?.signIn) return
  const files = [...readContentJson(getNodesByType).files.values()]
  const english = files.filter(({ relativePath }) => parseContentFileName(relativePath).language === null)
  // Each language's species translations there are: the editor lists those by their folder.
  const translatedSpecies: Record<string, string[]> = {}
  for (const { relativePath } of files) {
    const { source, language } = parseContentFileName(relativePath)
    if (language === null || !source.startsWith("species/")) continue
    ;(translatedSpecies[language] ??= []).push(path.basename(source))
  }
  const legal = (
    getNodesByType("Mdx") as unknown as Array<{ frontmatter: unknown; internal: { contentFilePath: string } }>
  )
    .map(({ frontmatter, internal }) => ({
      file: path.relative(path.resolve("content"), internal.contentFilePath),
      frontmatter,
    }))
    .filter(({ file }) => parseContentFileName(file).language === null)
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
        site: english.find(({ relativePath }) => relativePath === "site.json")?.data,
        cards: english
          .filter(({ relativePath }) => relativePath.startsWith("features/"))
          .map(({ relativePath, data }) => ({ file: path.basename(relativePath), data })),
        legal: legal.map(({ file, frontmatter }) => ({ file: path.basename(file), frontmatter })),
        species: english
          .filter(({ relativePath }) => relativePath.startsWith("species/"))
          .map(({ relativePath, data }) => ({ file: path.basename(relativePath), data })),
        translatedSpecies,
      },
    })
  } catch (error) {
    reporter.panicOnBuild(`Could not write the content editor (/admin/): ${(error as Error).message}`)
  }
}

/** `develop` serves public/ as files only; /admin/ needs its index page, as a static host gives it. */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  app.get(ADMIN_PATH, (_request: unknown, response: { sendFile: (file: string) => void }) =>
    response.sendFile(path.resolve("public", "admin", "index.html")),
  )
}
