import path from "path"
import type { GatsbyNode } from "gatsby"
import { ADMIN_PATH, adminArea, writeAdminFiles } from "./src/node/editor/admin-files"
import { formServiceName, formServiceOrigin } from "./src/lib/contact-delivery"
import { checkContent, readContent, readImageFacts, registerContentErrors } from "./src/node/content/check-content"
import { languagesOf, onCreateNode as createContentNodes, readContentJson } from "./src/node/content/content-nodes"
import { formatTranslationReport, translationReport } from "./src/node/content/translation-report"
import { parseContentFileName } from "./src/node/content/translations"
import { localizedPath } from "./src/lib/languages"
import { createLegalPages } from "./src/node/content/create-legal-pages"
import { createAppPages } from "./src/node/content/create-app-pages"
import { EagerCompilePlugin } from "./src/node/bundles/eager-compile-plugin"
import { SITE_CONFIG_TYPE, createSchemaCustomization as declareContentTypes } from "./src/node/content/schema"
import { finishPages, notFoundRedirects } from "./src/node/host/post-build"
import { writeHostFiles } from "./src/node/host/write-host-files"
import { writeAppStyleSources } from "./src/node/bundles/app-styles"
import { builtStylesheets } from "./src/node/bundles/built-stylesheets"

export const onPreInit: GatsbyNode["onPreInit"] = registerContentErrors

/** Before webpack compiles the stylesheet: the app sections' classes only when content uses them. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = () => {
  writeAppStyleSources(__dirname)
}

/**
 * Each page's code stays in its own chunk instead of a shared one: the home page's first view is
 * then the runtime, React and one chunk of its own, one request fewer on a slow phone network. The
 * code the pages share (header, footer, head tags) is about 6 KB compressed; a visitor who moves to
 * another page fetches it again with that page, after first view. Every script is also marked for
 * eager compilation (see EagerCompilePlugin), which takes compiling off the main thread.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions, plugins }) => {
  if (stage === "build-html") {
    // Gatsby inlines the stylesheet into every page, but renders a page again only when its data or
    // the HTML renderer's code changed (Gatsby 5's per-template hashes), and the renderer holds no CSS.
    // So a change that reached only the stylesheet (a rule in global.css, a Tailwind directive such as
    // `@source not inline(...)`, a class new to one template) left the other pages, or all of them,
    // with the old styles inlined. The renderer names the stylesheets (gatsby-ssr.tsx), whose names
    // carry their content's hash: it changes with them, and every page is rendered again.
    actions.setWebpackConfig({
      plugins: [
        plugins.define({ __BUILT_STYLESHEETS__: JSON.stringify(builtStylesheets(path.join(__dirname, "public"))) }),
      ],
    })
    return
  }
  if (stage !== "build-javascript") return
  const config = getConfig()
  config.optimization.splitChunks.cacheGroups.commons = false
  config.optimization.splitChunks.cacheGroups.shared = false
  config.plugins.push(new EagerCompilePlugin())
  actions.replaceWebpackConfig(config)
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = declareContentTypes

export const onCreateNode: GatsbyNode["onCreateNode"] = createContentNodes

// Content is checked before any page is made, so an editor's mistake never reaches a page.
// `build` stops on a problem; `develop` keeps the legal pages while their files and site.json are
// sound, so the editor sees the problem lines alone, not a warning about an unused template too.
export const createPages: GatsbyNode["createPages"] = async (args) => {
  const content = readContent(args, await readImageFacts(args))
  const sound = checkContent(args, content)
  const languages = languagesOf(content.site?.data)
  if (sound.has("site")) {
    for (const line of formatTranslationReport(translationReport(content, languages))) args.reporter.info(line)
  }
  if (sound.has("site") && sound.has("legal")) await createLegalPages(args, languages)
  if (sound.has("site")) createAppPages(args, content.site?.data, languages)
}

/**
 * The pages of src/pages in every language: the home page at / and /de/, the 404 page at /404.html and
 * at /de/404/, which also answers every unknown path under /de/ when the site navigates in the browser.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions, getNodesByType }) => {
  if (page.context?.language || page.path.startsWith("/dev-404-page")) return
  const languages = languagesOf(readContentJson(getNodesByType).files.get("site.json")?.data)
  const [defaultLanguage = "en"] = languages
  actions.deletePage(page)
  actions.createPage({ ...page, context: { ...page.context, language: defaultLanguage } })
  if (page.path === "/404.html") return
  for (const language of languages.slice(1)) {
    const path = localizedPath(page.path, language, defaultLanguage)
    const notFound = page.path.startsWith("/404")
    actions.createPage({
      ...page,
      path,
      matchPath: notFound ? `/${language}/*` : page.matchPath,
      context: { ...page.context, language },
    })
  }
}

/**
 * The content editor at /admin/, written into public/ in develop and build alike. Its settings are
 * read from the node, not through GraphQL: develop keeps running with broken content, and then
 * there may be no settings to read.
 */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ getNodesByType, reporter }) => {
  const sites = getNodesByType(SITE_CONFIG_TYPE) as unknown as Queries.SiteConfig[]
  const site = sites.find(({ language, defaultLanguage }) => language === defaultLanguage)
  if (!site?.cms?.signIn) return
  const english = [...readContentJson(getNodesByType).files.values()].filter(
    ({ relativePath }) => parseContentFileName(relativePath).language === null,
  )
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
      contactEmail: site.contactEmail,
      cms: site.cms,
      formService: formServiceName(site.contact.delivery),
      languages: site.allLanguages.map(({ code }) => {
        const { locale, legal: dates } = sites.find(({ language }) => language === code) ?? site
        return { code, locale, ...dates }
      }),
      translations: {
        languages: site.allLanguages.slice(1),
        site: english.find(({ relativePath }) => relativePath === "site.json")?.data,
        cards: english
          .filter(({ relativePath }) => relativePath.startsWith("features/"))
          .map(({ relativePath, data }) => ({ file: path.basename(relativePath), data })),
        legal: legal.map(({ file, frontmatter }) => ({ file: path.basename(file), frontmatter })),
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

/**
 * One pass over Gatsby's output (post-build.ts), then the files the host reads, whose
 * Content-Security-Policy hashes the pages as that pass left them.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter, getNodesByType }) => {
  const publicDir = path.resolve("public")
  const languages = languagesOf(readContentJson(getNodesByType).files.get("site.json")?.data)
  const { pages, broken } = await finishPages(publicDir, languages)
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
  await writeHostFiles(
    publicDir,
    {
      brand,
      tagline,
      siteUrl,
      formOrigin: formServiceOrigin(contact.delivery),
      admin: adminArea(cms),
      languages,
    },
    pages,
    notFoundRedirects(languages),
  )
}
