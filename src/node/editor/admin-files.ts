import { existsSync, promises as fs } from "fs"
import path from "path"
import postcss from "postcss"
import tailwindcss from "@tailwindcss/postcss"
import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import FeatureCard from "../../components/FeatureCard"
import SafetyAnswer from "../../components/guide/SafetyAnswer"
import DeviceScreenshot from "../../components/app/DeviceScreenshot"
import StoreLinks from "../../components/app/StoreLinks"
import { APP_STORES, SAFETY_LEVELS } from "../content"
import { APP_STYLE_SOURCES } from "../bundles"
import { FEATURE_ICON_NAMES } from "../../lib/feature-icons"
import { formatDate } from "../../lib/dates"
import { fillTemplate } from "../../lib/fill-template"
import { hazardKey } from "../../lib/guide"
import { PAGE_STYLE_KINDS } from "../../lib/page-styles"
import { leftUntranslated } from "../../lib/untranslated"
import decapCms from "../../../scripts/decap-cms.json"
import { cmsConfig, type CmsSettings } from "./cms-config"
import { speciesCollectionName } from "./species-collections"
import { baseName, untranslatedSpecies, type CmsTranslations } from "./translation-collections"
import { writeJsonInPieces } from "../json-files"

/** Where the content editor lives; not a Gatsby page, so none of the site's JavaScript loads there. */
export const ADMIN_PATH = "/admin/"

const DECAP_LOCAL_PROXY = "http://localhost:8081"

/**
 * The content editor's area (/admin/): its pages are not the site's, and it needs more than they
 * may have (see adminArea for what and why). The host's headers give it a policy of its own.
 */
export interface AdminArea {
  path: string
  /** Sources per CSP directive, added to the site's own (the host's `Directives`). */
  extraSources: Readonly<Record<string, readonly string[]>>
}

/**
 * What the editor needs beyond the site's own policy, and why:
 * - connect-src: the backend it commits through (GitHub's API, or Git Gateway on the site itself)
 *   and Decap's local proxy, which only answers on the editor's own machine (`npm run cms`); blob:,
 *   because Decap reads an uploaded picture back from its blob: URL to commit it;
 * - script-src: Netlify Identity's widget when editors sign in with it;
 * - img-src data: and blob:: Decap draws its icons and previews from these; avatars of GitHub users;
 * - 'unsafe-eval': Decap compiles its configuration schema (ajv) with `new Function`.
 */
export function adminArea(settings: CmsSettings): AdminArea {
  const github = settings.signIn.mode === "github"
  return {
    path: ADMIN_PATH,
    extraSources: {
      "script-src": ["'unsafe-eval'", ...(github ? [] : ["https://identity.netlify.com"])],
      "connect-src": ["blob:", DECAP_LOCAL_PROXY, ...(github ? ["https://api.github.com"] : [])],
      "img-src": ["data:", "blob:", ...(github ? ["https://avatars.githubusercontent.com"] : [])],
    },
  }
}

function adminPage(brand: string, settings: CmsSettings): string {
  const identity =
    settings.signIn.mode === "netlify-identity"
      ? '\n    <script src="https://identity.netlify.com/v1/netlify-identity-widget.js"></script>'
      : ""
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>Content editor · ${brand}</title>${identity}
  </head>
  <body>
    <script src="${ADMIN_PATH}decap-cms.js"></script>
    <script src="${ADMIN_PATH}site-facts.js"></script>
    <script src="${ADMIN_PATH}cms.js"></script>
  </body>
</html>
`
}

/**
 * The feature card as the site renders it, once per icon, with markers where the editor's text goes:
 * the preview shows the site's own component, not a copy of its markup.
 */
function featureCardTemplates(): Record<string, string> {
  return Object.fromEntries(
    FEATURE_ICON_NAMES.map((icon) => [
      icon,
      renderToStaticMarkup(
        createElement(FeatureCard, { title: "%%title%%", description: "%%description%%", icon, revealDelayMs: 0 }),
      ),
    ]),
  )
}

/**
 * The store buttons and a screenshot as the site renders them, with markers where the editor's
 * stores, labels and pictures go, for the preview of site.json.
 */
function appTemplates() {
  const copy = { storesLabel: "%%storesLabel%%", appStoreLabel: "%%label%%", googlePlayLabel: "%%label%%" }
  const storeList = (store: string) =>
    renderToStaticMarkup(
      createElement(StoreLinks, { stores: [{ store, url: "%%url%%", badge: null }], copy, tone: "page" }),
    )
  const items = Object.fromEntries(APP_STORES.map((store) => [store, /<li>.*<\/li>/s.exec(storeList(store))![0]]))
  const list = storeList(APP_STORES[0]).replace(/<li>.*<\/li>/s, "%%items%%")
  const screenshot = renderToStaticMarkup(
    createElement(DeviceScreenshot, {
      image: { width: 240, height: 520, images: { fallback: { src: "%%src%%" } } },
      alt: "%%alt%%",
    }),
  )
  return { storeList: list, storeItems: items, screenshot }
}

/**
 * The answer to "is it dangerous?" as a species' page renders it, once per level, with markers where
 * the species' words and the guide's labels go, for the preview of a species.
 */
function safetyAnswerTemplates(): Record<string, string> {
  return Object.fromEntries(
    SAFETY_LEVELS.map((level) => [
      level,
      renderToStaticMarkup(
        createElement(SafetyAnswer, {
          heading: "%%heading%%",
          level,
          levelLabel: "%%levelLabel%%",
          summary: "%%summary%%",
          hazardsLabel: "%%hazardsLabel%%",
          hazards: ["%%hazards%%"],
          adviceHeading: "%%adviceHeading%%",
          advice: "%%advice%%",
        }),
      ),
    ]),
  )
}

/** The editor's previews, in the order /admin/cms.js holds them. */
const PREVIEW_SOURCES = ["src/cms/admin.js", "src/cms/species-preview.js"]

/** The site's helpers the previews use, each a function that stands alone, served as the build compiled it. */
const PREVIEW_HELPERS = { fillTemplate, formatDate, hazardKey, leftUntranslated }

/**
 * The site's stylesheet, compiled as the site compiles it, for the editor's preview pane, with the
 * classes of the previews themselves (src/cms/) and of the app sections, which pages get only
 * once content uses them: the preview shows the store buttons and screenshots an editor is adding.
 */
async function siteStylesheet(root: string): Promise<string> {
  const from = path.join(root, "src/styles/global.css")
  const previewExclusions = [
    "src/cms",
    ...APP_STYLE_SOURCES,
    "src/components/guide",
    "src/templates/guide-index.tsx",
    "src/templates/species-page.tsx",
  ].map((source) => `@source not "${path.relative(path.dirname(from), path.join(root, source))}";`)
  const css = (await fs.readFile(from, "utf8"))
    .split("\n")
    .filter((line) => !previewExclusions.includes(line.trim()))
    .join("\n")
  const result = await postcss([tailwindcss()]).process(css, { from })
  // The rules of the kinds of page with their own (the guide's safety tones, the legal text), which
  // those pages inline beside the site's stylesheet.
  const pageStyles = await Promise.all(
    PAGE_STYLE_KINDS.map(async (kind) => {
      const pageFrom = path.join(root, `src/styles/${kind}.pcss`)
      return (await postcss([tailwindcss()]).process(await fs.readFile(pageFrom, "utf8"), { from: pageFrom })).css
    }),
  )
  return [result.css, ...pageStyles].join("\n")
}

/** How a language writes a legal page's date line, for the editor's preview. */
export interface PreviewLanguage {
  code: string
  locale: string
  effectiveDateLabel: string
  effectiveDateStyle: string
  /** The insect guide's labels (site.json's guide) in this language, for the species' previews. */
  guide: unknown
  /** The values of copy's placeholders ({brand}, {userCount}) as this language's pages fill them. */
  copyValues: Readonly<Record<string, string>>
}

export interface AdminFacts {
  brand: string
  /** The live site's address, to which each entry links its page. */
  siteUrl: string
  contactEmail: string
  cms: CmsSettings
  /** Who receives contact messages, or null when the form sends nothing: the legal preview shows the text that fits. */
  formService: string | null
  /** Every language, the default first. */
  languages: readonly PreviewLanguage[]
  /** The English files translations translate; also what the previews of translations take from them. */
  translations: CmsTranslations
}

/**
 * Writes /admin/: Decap CMS's prebuilt bundle (scripts/fetch-decap-cms.mjs), its configuration from
 * the content model, the site's stylesheet and components for the preview, and the previews of
 * src/cms/, which register them. Runs in `develop` and `build` alike, into public/.
 */
export async function writeAdminFiles(root: string, facts: AdminFacts): Promise<void> {
  const adminDir = path.join(root, "public", ADMIN_PATH)
  const bundleDir = path.join(root, decapCms.directory, decapCms.version)
  if (!existsSync(path.join(bundleDir, "decap-cms.js"))) {
    throw new Error(`Decap CMS is missing from ${bundleDir}: run "npm install" (or node scripts/fetch-decap-cms.mjs)`)
  }
  await fs.mkdir(adminDir, { recursive: true })
  for (const file of await fs.readdir(bundleDir)) {
    await fs.copyFile(path.join(bundleDir, file), path.join(adminDir, file))
  }
  const { brand, contactEmail, formService, languages, translations } = facts
  const siteFacts = {
    brand,
    contactEmail,
    formService,
    languages,
    featureCards: featureCardTemplates(),
    app: appTemplates(),
    safetyAnswers: safetyAnswerTemplates(),
    // What a species' translation does not hold and its preview shows: the Latin name and the safety.
    species: Object.fromEntries(
      (translations.species ?? []).map(({ file, data }) => {
        const { scientificName, safety } = data as {
          scientificName?: string
          safety?: { level?: string; hazards?: string[] }
        }
        return [baseName(file), { scientificName, level: safety?.level, hazards: safety?.hazards }]
      }),
    ),
    // The guide's collections, one per order, whose entries the species' preview shows.
    speciesCollections: (translations.orders ?? []).map(({ folder }) => speciesCollectionName(folder)),
    // By language, the species not yet translated into it: each is a file entry of its own (translation-collections.ts).
    untranslatedSpecies: Object.fromEntries(
      languages
        .slice(1)
        .map(({ code }) => [code, untranslatedSpecies(translations, code).map(({ file }) => baseName(file))]),
    ),
    // Card icons and legal dates by file name, for the previews of their translations.
    cards: Object.fromEntries(translations.cards.map(({ file, data }) => [baseName(file), data])),
    legal: Object.fromEntries(translations.legal.map(({ file, frontmatter }) => [baseName(file), frontmatter])),
  }
  await Promise.all([
    fs.writeFile(path.join(adminDir, "index.html"), adminPage(facts.brand, facts.cms)),
    // Down to each collection's entries, piece by piece: at 10,000 species it is the largest file the build writes.
    writeJsonInPieces(path.join(adminDir, "config.yml"), cmsConfig(facts.cms, translations, facts.siteUrl), 4),
    // The site's own helpers, as the build compiled them: the previews fill placeholders, name hazards,
    // write dates and fall back to English as pages do.
    fs.writeFile(
      path.join(adminDir, "site-facts.js"),
      [
        `window.SITE_FACTS = ${JSON.stringify(siteFacts)}`,
        ...Object.entries(PREVIEW_HELPERS).map(([name, helper]) => `window.${name} = ${helper.toString()}`),
        "",
      ].join("\n"),
    ),
    fs.writeFile(path.join(adminDir, "site.css"), await siteStylesheet(root)),
    // The previews, one file served: the site's and the feature cards', then the guide's, which uses their helpers.
    Promise.all(PREVIEW_SOURCES.map((source) => fs.readFile(path.join(root, source), "utf8"))).then((sources) =>
      fs.writeFile(path.join(adminDir, "cms.js"), sources.join("\n")),
    ),
  ])
}
