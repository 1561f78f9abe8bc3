import { expect, openWhileHydrating, test } from "../fixtures"

test("a tap on the menu toggle while the page hydrates opens the menu", async ({ page }) => {
  await openWhileHydrating(page)
  await page.getByRole("button", { name: "Menu" }).tap()
  await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "true")
})
