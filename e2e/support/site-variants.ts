import { createHash } from "crypto"
import fs from "fs"
import path from "path"
import { files as SITE_SOURCES } from "../../scripts/site-sources.json"
import { copySite, editJson } from "../../test/content-builds/site-copy"

/** Where the stand-in form service of e2e/hosts/form-endpoint.mjs listens. */
export const FORM_ENDPOINT_PORT = 9301
export const FORM_ENDPOINT_URL = `http://localhost:${FORM_ENDPOINT_PORT}/messages`

/**
 * Builds of the site with one content switch changed, for the browser tests that are about that
 * switch. Each is served on its own port (playwright.config.ts); the default build serves the rest.
 */
export const SITE_VARIANTS = {
  endpoint: { port: 9210, delivery: { mode: "endpoint", url: FORM_ENDPOINT_URL } },
  netlify: { port: 9220, delivery: { mode: "netlify" } },
} as const

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
  const hash = createHash("sha256").update(JSON.stringify(SITE_VARIANTS[name]))
  for (const file of [...SITE_SOURCES, "package-lock.json"]) addTree(hash, path.join(root, file))
  return hash.digest("hex")
}

/** Builds the variant into .variants/<name>/public, unless it is already built from the same sources. */
export async function buildVariant(name: SiteVariantName): Promise<void> {
  const dir = variantDir(name)
  const stampFile = path.join(dir, "built-from.sha256")
  const stamp = fingerprint(name)
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, "utf8") === stamp) return
  const site = copySite(dir)
  editJson(path.join(site.content, "site.json"), (data) => {
    ;(data.contact as Record<string, unknown>).delivery = SITE_VARIANTS[name].delivery
  })
  const { ok, output } = await site.buildInBackground()
  if (!ok) throw new Error(`The "${name}" variant of the site did not build:\n${output}`)
  fs.writeFileSync(stampFile, stamp)
}
