import type { Page } from "@playwright/test"
import { cspViolations, expect, recordCspViolations, test } from "../fixtures"
import { DECAP_SERVER_PORT } from "./cms-repo"

/**
 * The guards of every test of the browser editor: it talks to Decap's local proxy and to nothing else
 * outside the site, and runs under its CSP without a violation. Call at the top of a spec file.
 */
export function guardTheEditor(): void {
  test.use({
    expectedProblems: new RegExp(`^request to another origin: http://localhost:${DECAP_SERVER_PORT}/api/v1$`),
  })

  test.beforeEach(async ({ page }) => {
    await recordCspViolations(page)
  })

  test.afterEach(async ({ page }) => {
    expect(await cspViolations(page)).toEqual([])
  })
}

/** Signs in to the local backend (decap-server), as `npm run cms` offers on one's own machine. */
export async function openEditor(page: Page, hash: string): Promise<void> {
  await page.goto("/admin/")
  await page.getByRole("button", { name: "Login" }).click()
  await expect(page.getByRole("heading", { name: "Collections" })).toBeVisible()
  await page.goto(`/admin/#${hash}`)
}

export async function publishNow(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish", exact: true }).click()
  await page.getByRole("menuitem", { name: "Publish now" }).click()
  await expect(page.getByText("Entry saved")).toBeVisible()
}
