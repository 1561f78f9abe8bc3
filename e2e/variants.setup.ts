import { test as setup } from "@playwright/test"
import { SITE_VARIANTS, buildVariant, type SiteVariantName } from "./support/site-variants"

/**
 * Builds the variants of the site that e2e/delivery/, e2e/rtl/, e2e/app/ and the audit need, one
 * after another in one folder so that each after the first reuses webpack's cache (buildVariant),
 * each skipped when its sources are unchanged. A project of its own, so that `npm run check` can
 * build them beside other untimed work, before any timed test runs
 * (`npm run test:e2e -- --project variants`).
 */
setup("build the variants of the site", async () => {
  // Twenty minutes: beside npm run check's other lanes the five builds took 326-367 s on this machine
  // quiet, and more than 600 s with two busy loops beside CI, a machine half as fast (#44).
  setup.setTimeout(1_200_000)
  for (const name of Object.keys(SITE_VARIANTS) as SiteVariantName[]) await buildVariant(name)
})
