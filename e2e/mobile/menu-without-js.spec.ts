import type { Page } from "@playwright/test"
import { expect, test } from "../fixtures"

test.use({ javaScriptEnabled: false })

/** The expanded state Chromium gives assistive technology for the menu toggle, from its accessibility tree. */
async function expandedState(page: Page): Promise<unknown> {
  const cdp = await page.context().newCDPSession(page)
  const { root } = await cdp.send("DOM.getDocument")
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "[popovertarget]" })
  const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false })
  return nodes[0]?.properties?.find((property) => property.name === "expanded")?.value.value
}

test("on a phone without JavaScript the menu opens, closes and leads to the legal pages", async ({ page }) => {
  await page.goto("/")
  const nav = page.getByRole("navigation", { name: "Primary" })
  const toggle = nav.getByRole("button", { name: "Menu" })
  const terms = nav.getByRole("link", { name: "Terms of Use" })
  await expect(terms).toBeHidden()
  expect(await expandedState(page)).toBe(false)

  await toggle.tap()
  await expect(nav.getByRole("link", { name: "Privacy Policy" })).toBeVisible()
  await expect(terms).toBeVisible()
  await expect(nav.getByRole("link", { name: "Deutsch" })).toBeVisible()
  expect(await expandedState(page)).toBe(true)
  await toggle.tap()
  await expect(terms).toBeHidden()

  await toggle.tap()
  await terms.tap()
  await expect(page).toHaveURL("/terms/")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Use")
  await nav.getByRole("button", { name: "Menu" }).tap()
  await expect(terms).toHaveAttribute("aria-current", "page")
  await page.keyboard.press("Escape")
  await expect(terms).toBeHidden()
})
