import { freshCmsRepo, startDecapServer } from "./support/cms-repo"
import { SITE_VARIANTS, buildVariant, type SiteVariantName } from "./support/site-variants"

/**
 * Builds the variants of the site that the tests in e2e/delivery/, e2e/rtl/ and e2e/app/ need, side by side (each build
 * leaves a core idle much of the time) and before any test runs, so no build competes with a timed
 * test. Then gives e2e/cms/ a throwaway copy of the repository with Decap's local proxy serving it.
 */
export default async function globalSetup(): Promise<() => void> {
  const names = Object.keys(SITE_VARIANTS) as SiteVariantName[]
  console.log(`Building the ${names.join(" and ")} variants of the site (skipped when their sources are unchanged)`)
  await Promise.all(names.map(buildVariant))
  freshCmsRepo()
  const decapServer = await startDecapServer()
  return () => {
    decapServer.kill()
  }
}
