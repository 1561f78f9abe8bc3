import type { Page, Request } from "@playwright/test"
import { expect, gotoHydrated, test } from "./fixtures"

const SEND_DELAY_MS = 1000
// A headless browser on a busy 2-core machine can be late by a few frames, never early.
const LATE_TOLERANCE_MS = 300

async function openForm(page: Page) {
  await gotoHydrated(page, "/")
  await page.getByRole("heading", { name: "Get in Touch" }).scrollIntoViewIfNeeded()
  // Let Gatsby finish prefetching the links now in view, so only the submit's effects are recorded.
  await page.waitForLoadState("networkidle")
}

async function fillIn(page: Page, email = "ada@example.org") {
  await page.getByLabel("Name").fill("Ada Lovelace")
  await page.getByLabel("Email").fill(email)
  await page.getByLabel("Message").fill("Which beetle has seven spots?")
}

test("an empty form is stopped by the browser", async ({ page }) => {
  await openForm(page)
  await page.getByRole("button", { name: "Send Message" }).click()

  await expect(page.getByLabel("Name")).toBeFocused()
  expect(await page.getByLabel("Name").evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true)
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled()
  await expect(page.getByRole("status")).toHaveCount(0)
})

test("a malformed email is stopped by the browser and nothing typed is lost", async ({ page }) => {
  await openForm(page)
  await fillIn(page, "ada-at-example")
  await page.getByRole("button", { name: "Send Message" }).click()

  const email = page.getByLabel("Email")
  await expect(email).toBeFocused()
  expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true)
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled()
  await expect(email).toHaveValue("ada-at-example")
  await expect(page.getByLabel("Message")).toHaveValue("Which beetle has seven spots?")
})

test("sending takes one second, then a toast confirms, the fields clear, and nothing is sent", async ({ page }) => {
  await openForm(page)
  await fillIn(page)
  const requests: Request[] = []
  page.on("request", (request) => requests.push(request))
  await page.evaluate(() => {
    const times: { submit?: number; toast?: number } = {}
    ;(window as unknown as { sendTimes: typeof times }).sendTimes = times
    document.querySelector("form")!.addEventListener("submit", () => (times.submit = performance.now()))
    new MutationObserver(() => {
      if (
        times.toast === undefined &&
        document.querySelector('[role="status"]')?.textContent?.includes("Message Sent")
      ) {
        times.toast = performance.now()
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true })
  })

  await page.getByRole("button", { name: "Send Message" }).click()

  const sending = page.getByRole("button", { name: "Sending..." })
  await expect(sending).toBeDisabled()
  await expect(sending).toHaveCSS("opacity", "0.6")
  await expect(page.getByRole("status")).toHaveCount(0)

  const toast = page.getByRole("status")
  await expect(toast).toContainText("Message Sent")
  await expect(toast).toContainText("Thanks for contacting us! We'll respond shortly.")
  const { submit, toast: shown } = await page.evaluate(
    () => (window as unknown as { sendTimes: { submit: number; toast: number } }).sendTimes,
  )
  expect(shown - submit).toBeGreaterThanOrEqual(SEND_DELAY_MS)
  expect(shown - submit).toBeLessThan(SEND_DELAY_MS + LATE_TOLERANCE_MS)

  await expect(page.getByLabel("Name")).toHaveValue("")
  await expect(page.getByLabel("Email")).toHaveValue("")
  await expect(page.getByLabel("Message")).toHaveValue("")
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled()
  // Sending may fetch the site's own code (the toast library loads on first send) and Gatsby may
  // prefetch page data for links in view; nothing else goes out, and nothing carries the message.
  const ownFiles = /^\/([\w~.-]+\.js|page-data\/[\w/-]+\/page-data\.json)$/
  const unexpected = requests.filter(
    (request) => request.method() !== "GET" || !ownFiles.test(new URL(request.url()).pathname),
  )
  expect(unexpected.map((request) => `${request.method()} ${request.url()}`)).toEqual([])
  for (const request of requests) {
    expect(request.postData()).toBeNull()
    expect(decodeURIComponent(request.url())).not.toMatch(/Ada|example\.org|seven spots/)
  }
})
