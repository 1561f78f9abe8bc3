import { test as setup } from "@playwright/test"
import { SITE_VARIANTS, buildVariant, type SiteVariantName } from "./support/site-variants"

/**
 * Builds the variants of the site that e2e/delivery/, e2e/rtl/, e2e/app/ and the audit need, side by
 * side (each build leaves a core idle much of the time), each skipped when its sources are unchanged.
 * A project of its own, so that `npm run check` can build them beside other untimed work, before any
 * timed test runs (`npm run test:e2e -- --project variants`).
 */
setup("build the variants of the site", async () => {
  setup.setTimeout(600_000)
  const names = Object.keys(SITE_VARIANTS) as SiteVariantName[]
  await Promise.all(names.map(buildVariant))
})
