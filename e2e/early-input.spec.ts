import { expect, openHeld, test } from "./fixtures"

// Each start-up is held at its moment (see openHeld), so every input lands in the window it is meant
// for, on any machine; the window is read back from the page's own timeline.
for (const moment of ["before React", "while hydrating"] as const) {
  test(`Contact Us, tapped or clicked ${moment}, moves focus to the form's heading`, async ({ page, isMobile }) => {
    const startUp = await openHeld(page, moment)
    const contactUs = page.getByRole("link", { name: "Contact Us" })
    // A phone taps, a laptop clicks: the mobile project has touch, the desktop one a mouse.
    await (isMobile ? contactUs.tap() : contactUs.click())
    await startUp.release()

    expect(await startUp.landedIn()).toBe(moment)
    const heading = page.getByRole("heading", { name: "Get in Touch" })
    await expect(heading).toBeFocused()
    await expect(heading).toBeInViewport()
  })
}

test("typing into the form while the page hydrates is kept, and the message then sends", async ({ page }) => {
  const startUp = await openHeld(page, "while hydrating")
  await page.getByLabel("Name").pressSequentially("Ada")
  await startUp.release()

  expect(await startUp.landedIn()).toBe("while hydrating")
  await expect(page.getByLabel("Name")).toHaveValue("Ada")
  await page.getByLabel("Email").fill("ada@example.org")
  await page.getByLabel("Message").fill("Hello")
  await page.getByRole("button", { name: "Send Message" }).click()
  await expect(page.getByRole("status")).toContainText("Message Sent")
  await expect(page.getByLabel("Name")).toHaveValue("")
})

test("a search typed before the page's scripts have started is answered once they have", async ({ page }) => {
  const startUp = await openHeld(page, "before React", "/insects/")
  // The field shows before the bundles run (the page's inline script marks it usable before the first paint).
  await page.getByRole("searchbox", { name: "Search the guide" }).pressSequentially("ladybug")
  await startUp.release()

  expect(await startUp.landedIn()).toBe("before React")
  await expect(page.getByRole("status")).toHaveText(/species match “ladybug”/)
  const harlequin = page.getByRole("search").getByRole("listitem").filter({ hasText: "Harlequin ladybird" })
  await expect(harlequin).toContainText("Caution")
})
