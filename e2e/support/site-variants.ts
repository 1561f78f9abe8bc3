import { createHash } from "crypto"
import { speciesSourceOf } from "../../src/node/content/species/files"
import fs from "fs"
import path from "path"
import sharp from "sharp"
import { files as SITE_SOURCES } from "../../scripts/site-sources.json"
import { copySite, editJson } from "../../test/content-builds/site-copy"
import { writeScreenshot } from "./screenshots"

/** Where the stand-in form service of e2e/hosts/form-endpoint.mjs listens. */
export const FORM_ENDPOINT_PORT = 9301
export const FORM_ENDPOINT_URL = `http://localhost:${FORM_ENDPOINT_PORT}/messages`

/** Arabic copy, in part, for the right-to-left variant: e2e/support/arabic/ mirrors content/i18n/ar/. */
const ARABIC = path.join(__dirname, "arabic")

/** The stores of #18's example content: both, so the QR code carries the site's app page. */
export const APP_STORES = [
  { store: "app-store", url: "https://apps.apple.com/app/id6443872901", appId: "6443872901" },
  { store: "google-play", url: "https://play.google.com/store/apps/details?id=app.buglens.android" },
]

/** Screenshots as an iPhone 15 Pro Max takes them: 1290 x 2796 PNGs, made by e2e/support/screenshots.ts. */
export const APP_SCREENSHOTS = [
  { image: "images/screens/identify.png", alt: "The camera view framing a ladybird on a leaf" },
  { image: "images/screens/result.png", alt: "The result: a seven-spot ladybird, harmless, with its habitat" },
  { image: "images/screens/offline.png", alt: "The field guide open without a network connection" },
]

/** The species of the `guide-pages` variant, with those their lookalikes lead to: several letters. */
export const GUIDE_PAGES_SPECIES = [
  "asian-hornet",
  "bed-bug",
  "house-fly",
  "monarch",
  "seven-spot-ladybird",
  "stag-beetle",
]

/**
 * Builds of the site with one content switch changed, for the browser tests that are about that
 * switch. Each is served on its own port (playwright.config.ts); the default build serves the rest.
 * `rtl` adds Arabic, which is not shipped, to prove that a right-to-left language lays out mirrored.
 * `guide-pages` lists three species a page, so that a small guide shows how a large one is split.
 * The two hosts' variants also give a species a photo and let the host's image CDN resize it, as a
 * site on that host would: `netlify` (Netlify Forms, Netlify Image CDN) and `endpoint` (a form
 * service, Cloudflare's image resizing).
 */
export const SITE_VARIANTS: Record<
  "endpoint" | "netlify" | "rtl" | "app" | "guide-pages",
  {
    port: number
    delivery?: Record<string, string>
    addLanguage?: { code: string; files: string }
    app?: { stores: typeof APP_STORES; screenshots: typeof APP_SCREENSHOTS }
    guide?: { species: readonly string[]; pageSize: number }
    /** Who resizes photos, and the species given one (VARIANT_PHOTO). */
    images?: { resizedBy: "netlify" | "cloudflare"; photoOf: string }
  }
> = {
  endpoint: {
    port: 9210,
    delivery: { mode: "endpoint", url: FORM_ENDPOINT_URL },
    images: { resizedBy: "cloudflare", photoOf: "asian-hornet" },
  },
  netlify: {
    port: 9220,
    delivery: { mode: "netlify" },
    images: { resizedBy: "netlify", photoOf: "asian-hornet" },
  },
  rtl: { port: 9230, addLanguage: { code: "ar", files: ARABIC } },
  app: { port: 9240, app: { stores: APP_STORES, screenshots: APP_SCREENSHOTS } },
  "guide-pages": { port: 9250, guide: { species: GUIDE_PAGES_SPECIES, pageSize: 3 } },
}

/** The photo a variant's species gets: as large as a camera's, so every width offered is smaller. */
export const VARIANT_PHOTO = { width: 1200, height: 800, credit: "A. Photographer", licence: "CC BY 4.0" }

export type SiteVariantName = keyof typeof SITE_VARIANTS

const root = path.resolve(__dirname, "../..")

export function variantDir(name: SiteVariantName): string {
  return path.join(root, ".variants", name)
}

function addTree(hash: ReturnType<typeof createHash>, file: string): void {
  if (!fs.existsSync(file)) return
  if (fs.statSync(file).isDirectory()) {
    for (const entry of fs.readdirSync(file).sort()) addTree(hash, path.join(file, entry))
    return
  }
  hash.update(path.relative(root, file)).update(fs.readFileSync(file))
}

/** A fingerprint of what the variant is built from: its change and every source file of the site. */
function fingerprint(name: SiteVariantName): string {
  const variant = SITE_VARIANTS[name]
  const hash = createHash("sha256").update(JSON.stringify(variant))
  for (const file of [...SITE_SOURCES, "package-lock.json"]) addTree(hash, path.join(root, file))
  if (variant.addLanguage) addTree(hash, variant.addLanguage.files)
  if (variant.app) addTree(hash, path.join(__dirname, "screenshots.ts"))
  return hash.digest("hex")
}

/**
 * Builds the variant into .variants/<name>/public, unless it is already built from the same sources:
 * in the folder that copies share (buildInSharedFolder), so that only the first variant built
 * compiles the site's code.
 */
export async function buildVariant(name: SiteVariantName): Promise<void> {
  const dir = variantDir(name)
  const stampFile = path.join(dir, "built-from.sha256")
  const stamp = fingerprint(name)
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, "utf8") === stamp) return
  const { delivery, addLanguage, app, guide, images } = SITE_VARIANTS[name]
  const site = copySite(dir, guide ? { species: guide.species } : {})
  editJson(path.join(site.content, "site.json"), (data) => {
    if (delivery) (data.contact as Record<string, unknown>).delivery = delivery
    if (addLanguage) (data.languages as string[]).push(addLanguage.code)
    if (app) Object.assign(data.app as Record<string, unknown>, app)
    if (guide) (data.behaviour as Record<string, unknown>).guidePageSize = guide.pageSize
    if (images) (data.images as Record<string, unknown>).resizedBy = images.resizedBy
  })
  if (images) {
    const image = `images/species/${images.photoOf}.jpg`
    fs.mkdirSync(path.join(site.content, "images/species"), { recursive: true })
    await sharp({
      create: { width: VARIANT_PHOTO.width, height: VARIANT_PHOTO.height, channels: 3, background: "#6b4f1d" },
    })
      .jpeg()
      .toFile(path.join(site.content, image))
    editJson(path.join(site.content, speciesSourceOf(site.content, images.photoOf)!), (species) => {
      species.photo = { image, credit: VARIANT_PHOTO.credit, licence: VARIANT_PHOTO.licence }
    })
  }
  if (app) {
    await Promise.all(app.screenshots.map(({ image }, index) => writeScreenshot(path.join(site.content, image), index)))
  }
  if (addLanguage) fs.cpSync(addLanguage.files, path.join(site.content, "i18n", addLanguage.code), { recursive: true })
  const { ok, output } = await site.buildInSharedFolder()
  if (!ok) throw new Error(`The "${name}" variant of the site did not build:\n${output}`)
  fs.writeFileSync(stampFile, stamp)
}
