import AxeBuilder from "@axe-core/playwright"
import { type Page, test } from "@playwright/test"

/** How much longer a test may take for each axe check it makes. */
const AXE_ROOM_MS = 30_000

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]

/**
 * axe's WCAG 2.2 AA and best-practice violations on the page as it is now, or only in the part that
 * `within` selects: what a test has just changed, when the rest of the page is checked elsewhere.
 */
export async function axeViolations(page: Page, { within }: { within?: string } = {}) {
  // Each check adds its own room to the test's limit rather than spending the test's: axe over the
  // guide's index took 5 s alone here, and the tests that check it took 24-26 s of their 30 s limit
  // in CI beside two busy loops.
  test.info().setTimeout(test.info().timeout + AXE_ROOM_MS)
  const builder = new AxeBuilder({ page })
  if (within) builder.include(within)
  // Details (a CSS selector, the HTML) of the violations only, the one result read: axe otherwise
  // makes them for every node a rule passed too (2-7 of 160 CPU-seconds on the axe tests here).
  const results = await builder
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
