import { HEADERS_PORT } from "../../playwright.config"
import { expect, gotoHydrated, test } from "../fixtures"

test.use({ baseURL: `http://localhost:${HEADERS_PORT}` })

test("is used by keyboard alone: type, then Tab to a result and open it", async ({ page }) => {
  await gotoHydrated(page, "/insects/")
  await page.getByRole("searchbox", { name: "Search the guide" }).focus()
  await page.keyboard.type("monarch")
  await expect(page.getByRole("status")).toHaveText(/species match “monarch”/)
  await page.keyboard.press("Tab")
  await expect(page.getByRole("search").getByRole("link", { name: /Monarch/ })).toBeFocused()
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(/\/insects\/monarch\/$/)
})
