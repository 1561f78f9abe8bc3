import type { ChildProcess } from "child_process"
import type { Page } from "@playwright/test"
import { cspViolations, expect, recordCspViolations, test } from "../fixtures"
import { DECAP_SERVER_PORT, startDecapServer } from "./cms-repo"

/**
 * Decap's local proxy on the throwaway repository (e2e/cms-repo.setup.ts), for as long as the spec
 * file's tests run, and the guards of every test of the browser editor: it talks to that proxy and to
 * nothing else outside the site, and runs under its CSP without a violation. Call at the top of a
 * spec file whose tests run serially.
 */
export function guardTheEditor(): void {
  let decapServer: ChildProcess | undefined
  test.beforeAll(async () => {
    decapServer = await startDecapServer()
  })
  test.afterAll(async () => {
    if (!decapServer || decapServer.exitCode !== null) return
    const exited = new Promise((resolve) => decapServer!.once("exit", resolve))
    decapServer.kill()
    await exited
  })

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
