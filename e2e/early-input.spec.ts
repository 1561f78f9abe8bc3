import { expect, openWhileHydrating, test } from "./fixtures"

test("a tap on Contact Us while the page hydrates still moves focus to the form's heading", async ({ page }) => {
  await openWhileHydrating(page)
  await page.getByRole("link", { name: "Contact Us" }).click()
  await expect(page.getByRole("heading", { name: "Get in Touch" })).toBeFocused()
})

test("typing into the form while the page hydrates is kept, and the message then sends", async ({ page }) => {
  const cdp = await openWhileHydrating(page)
  await page.getByLabel("Name").pressSequentially("Ada")
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 })
  await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0)
  await expect(page.getByLabel("Name")).toHaveValue("Ada")
  await page.getByLabel("Email").fill("ada@example.org")
  await page.getByLabel("Message").fill("Hello")
  await page.getByRole("button", { name: "Send Message" }).click()
  await expect(page.getByRole("status")).toContainText("Message Sent")
  await expect(page.getByLabel("Name")).toHaveValue("")
})
