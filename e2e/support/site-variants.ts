import { createHash } from "crypto"
import fs from "fs"
import path from "path"
import { files as SITE_SOURCES } from "../../scripts/site-sources.json"
import { copySite, editJson } from "../../test/content-builds/site-copy"

/** Where the stand-in form service of e2e/hosts/form-endpoint.mjs listens. */
export const FORM_ENDPOINT_PORT = 9301
export const FORM_ENDPOINT_URL = `http://localhost:${FORM_ENDPOINT_PORT}/messages`

/** Arabic copy, in part, for the right-to-left variant: e2e/support/arabic/ mirrors content/i18n/ar/. */
const ARABIC = path.join(__dirname, "arabic")

/**
 * Builds of the site with one content switch changed, for the browser tests that are about that
 * switch. Each is served on its own port (playwright.config.ts); the default build serves the rest.
 * `rtl` adds Arabic, which is not shipped, to prove that a right-to-left language lays out mirrored.
 */
export const SITE_VARIANTS: Record<
  "endpoint" | "netlify" | "rtl",
  { port: number; delivery?: Record<string, string>; addLanguage?: { code: string; files: string } }
> = {
  endpoint: { port: 9210, delivery: { mode: "endpoint", url: FORM_ENDPOINT_URL } },
  netlify: { port: 9220, delivery: { mode: "netlify" } },
  rtl: { port: 9230, addLanguage: { code: "ar", files: ARABIC } },
}

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
  return hash.digest("hex")
}

/** Builds the variant into .variants/<name>/public, unless it is already built from the same sources. */
export async function buildVariant(name: SiteVariantName): Promise<void> {
  const dir = variantDir(name)
  const stampFile = path.join(dir, "built-from.sha256")
  const stamp = fingerprint(name)
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, "utf8") === stamp) return
  const site = copySite(dir)
  const { delivery, addLanguage } = SITE_VARIANTS[name]
  editJson(path.join(site.content, "site.json"), (data) => {
    if (delivery) (data.contact as Record<string, unknown>).delivery = delivery
    if (addLanguage) (data.languages as string[]).push(addLanguage.code)
  })
  if (addLanguage) fs.cpSync(addLanguage.files, path.join(site.content, "i18n", addLanguage.code), { recursive: true })
  const { ok, output } = await site.buildInBackground()
  if (!ok) throw new Error(`The "${name}" variant of the site did not build:\n${output}`)
  fs.writeFileSync(stampFile, stamp)
}
