import { expect, gotoHydrated, test } from "../fixtures"

test("wide screens show the legal links inline and no menu toggle", async ({ page }) => {
  await gotoHydrated(page, "/")
  const nav = page.getByRole("navigation", { name: "Primary" })
  await expect(nav.getByRole("link", { name: "Privacy Policy" })).toBeVisible()
  await expect(nav.getByRole("link", { name: "Terms of Use" })).toBeVisible()
  await expect(nav.getByRole("button", { name: "Menu" })).toBeHidden()
})
