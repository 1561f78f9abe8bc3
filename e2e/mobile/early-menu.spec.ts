import { expect, openHeld, test } from "../fixtures"

// Each start-up is held at its moment (see openHeld), so every input lands in the window it is meant
// for, on any machine; the window is read back from the page's own timeline.
for (const moment of ["before React", "while hydrating"] as const) {
  for (const input of ["tap", "click"] as const) {
    test(`a ${input} on the menu toggle ${moment} opens the menu at once, and React keeps it open`, async ({
      page,
    }) => {
      const startUp = await openHeld(page, moment)
      const nav = page.getByRole("navigation", { name: "Primary" })
      const toggle = nav.getByRole("button", { name: "Menu" })
      // The header's inline link is hidden on a phone: this is the menu's.
      const privacy = nav.getByRole("link", { name: "Privacy Policy" })
      await toggle[input]()
      // Open while the start-up is still held: the browser itself answered the tap.
      await expect(privacy).toBeVisible()
      const menu = await privacy.evaluateHandle((link) => link.closest("[popover]")!)

      await startUp.release()

      expect(await startUp.landedIn()).toBe(moment)
      await expect(toggle).toHaveAttribute("aria-expanded", "true")
      await expect(privacy).toBeVisible()
      // React took over the very element the browser opened: nothing was rendered afresh.
      expect(await menu.evaluate((element) => element.isConnected && element.matches(":popover-open"))).toBe(true)
      await toggle.tap()
      await expect(toggle).toHaveAttribute("aria-expanded", "false")
      await expect(privacy).toBeHidden()
    })
  }
}
