import type { Page, TestInfo } from "@playwright/test"

/**
 * Not assertions on pixels: pictures of the site on every run, so anyone can look at it without
 * starting it. They land in test-results/screenshots/<project>-<name>.png and in the HTML report.
 */
export async function capture(page: Page, testInfo: TestInfo, name: string, fullPage = true): Promise<void> {
  const path = `test-results/screenshots/${testInfo.project.name}-${name}.png`
  await page.screenshot({ path, fullPage })
  await testInfo.attach(name, { path, contentType: "image/png" })
}
