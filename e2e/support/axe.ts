import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]

/** axe's WCAG 2.2 AA and best-practice violations on the page as it is now. */
export async function axeViolations(page: Page) {
  // Details (a CSS selector, the HTML) of the violations only, the one result read: axe otherwise
  // makes them for every node a rule passed too (2-7 of 160 CPU-seconds on the axe tests here).
  const results = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ["violations"] })
    .analyze()
  return results.violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.target.join(" ")),
  }))
}

/**
 * The theme a variant's axe test checks at this screen size: each theme once, light at a laptop's
 * size and dark on a phone, as the site's own pages are checked (playwright.config.ts).
 */
export const axeColorScheme = (isMobile: boolean) => (isMobile ? "dark" : "light")
