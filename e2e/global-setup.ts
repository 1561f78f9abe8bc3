import { freshCmsRepo, startDecapServer } from "./support/cms-repo"
import { SITE_VARIANTS, buildVariant, type SiteVariantName } from "./support/site-variants"

/**
 * Builds the variants of the site that the tests in e2e/delivery/ need, one after another and
 * before any test runs, so no build competes with a timed test for the machine's two cores. Then
 * gives e2e/cms/ a throwaway copy of the repository with Decap's local proxy serving it.
 */
export default async function globalSetup(): Promise<() => void> {
  for (const name of Object.keys(SITE_VARIANTS) as SiteVariantName[]) {
    console.log(`Building the "${name}" variant of the site (skipped when its sources are unchanged)`)
    buildVariant(name)
  }
  freshCmsRepo()
  const decapServer = await startDecapServer()
  return () => {
    decapServer.kill()
  }
}
