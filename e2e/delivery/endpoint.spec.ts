import { HEADERS_PORT } from "../../playwright.config"
import { cspViolations, expect, gotoHydrated, policiesOf, recordCspViolations, test } from "../fixtures"
import { FORM_ENDPOINT_URL, SITE_VARIANTS } from "../support/site-variants"
import { expectFieldsToHold, fillIn, messageFor, received, scriptAnswers } from "../support/form-service"

const SEND_TIMEOUT_MS = 15_000
// A headless browser on a busy 2-core machine can be late by a few frames, never early.
const LATE_TOLERANCE_MS = 1_000
const endpointOrigin = new URL(FORM_ENDPOINT_URL).origin

test.use({
  baseURL: `http://localhost:${SITE_VARIANTS.endpoint.port}`,
  // The form service is another origin, and the failures below are the tests' own doing.
  expectedProblems: new RegExp(
    `^(request to another origin: ${FORM_ENDPOINT_URL}|HTTP 500: ${FORM_ENDPOINT_URL}|console\\.error: Failed to load resource: (the server responded with a status of 500 \\(Internal Server Error\\)|net::ERR_EMPTY_RESPONSE))$`,
  ),
})

test.beforeEach(async ({ page }) => {
  await recordCspViolations(page)
})

function tokenOf(testId: string) {
  return `t-${testId}`
}

test("a message arrives at the form service with all three fields, then the fields clear", async ({
  page,
  request,
}, testInfo) => {
  const token = tokenOf(testInfo.testId)
  const message = messageFor(token)
  await gotoHydrated(page, "/")
  await fillIn(page, message)

  await page.getByRole("button", { name: "Send Message" }).click()

  const toast = page.getByRole("status")
  await expect(toast).toContainText("Message Sent")
  await expect(toast).toContainText("Thanks for contacting us! We'll respond shortly.")
  const { delivered } = await received(request, token)
  expect(delivered).toEqual([
    { fields: message, contentType: "application/x-www-form-urlencoded", accept: "application/json" },
  ])
  await expect(page.getByLabel("Name")).toHaveValue("")
  await expect(page.getByLabel("Email")).toHaveValue("")
  await expect(page.getByLabel("Message")).toHaveValue("")
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled()
  expect(await cspViolations(page)).toEqual([])
})

test("the button reads Sending... until the service answers, and a second submit does nothing", async ({
  page,
  request,
}, testInfo) => {
  const token = tokenOf(testInfo.testId)
  await scriptAnswers(request, token, ["200@1500"])
  await gotoHydrated(page, "/")
  await fillIn(page, messageFor(token))

  await page.getByRole("button", { name: "Send Message" }).click()
  const sending = page.getByRole("button", { name: "Sending..." })
  await expect(sending).toBeDisabled()
  await expect(sending).toHaveCSS("opacity", "0.6")
  await page.locator("form").evaluate((form: HTMLFormElement) => {
    form.requestSubmit()
    form.requestSubmit()
  })

  await expect(page.getByRole("status")).toContainText("Message Sent")
  expect((await received(request, token)).attempts).toBe(1)
})

for (const failure of [
  { answer: "500", what: "an error answer" },
  { answer: "down", what: "a service that is down" },
]) {
  test(`${failure.what} shows the error toast, keeps every field, and a retry then succeeds`, async ({
    page,
    request,
  }, testInfo) => {
    const token = tokenOf(testInfo.testId)
    const message = messageFor(token)
    await scriptAnswers(request, token, [failure.answer, "200"])
    await gotoHydrated(page, "/")
    await fillIn(page, message)

    await page.getByRole("button", { name: "Send Message" }).click()

    const alert = page.getByRole("alert").filter({ hasText: "Message not sent" })
    await expect(alert).toContainText("everything you wrote is still in the form")
    await expect(alert).toHaveAttribute("aria-live", "assertive")
    await expect(alert.getByRole("link", { name: "hello@buglens.app" })).toHaveAttribute(
      "href",
      "mailto:hello@buglens.app",
    )
    await expectFieldsToHold(page, message)
    await expect(page.getByRole("status")).toHaveCount(0)

    await page.getByRole("button", { name: "Send Message" }).click()

    await expect(page.getByRole("status")).toContainText("Message Sent")
    await expect(alert).toHaveCount(0)
    const { delivered, attempts } = await received(request, token)
    expect(attempts).toBe(2)
    expect(delivered.map((arrived) => arrived.fields)).toEqual([message])
    expect(await cspViolations(page)).toEqual([])
  })
}

test("a service that does not answer within 15 s counts as failed, and a retry then succeeds", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000)
  const token = tokenOf(testInfo.testId)
  const message = messageFor(token)
  await scriptAnswers(request, token, ["hang", "200"])
  await gotoHydrated(page, "/")
  await fillIn(page, message)
  // Read before the submit: the form's handler starts its 15 s inside requestSubmit, and whatever it
  // does after starting it ran before a time read afterwards, which then saw the failure 14,956 ms
  // after "submit" in a full run of the browser tests.
  const submittedAt = await page.evaluate(() => {
    const at = performance.now()
    document.querySelector("form")!.requestSubmit()
    return at
  })

  await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled()
  await page.waitForFunction(
    () => document.querySelector('[role="alert"]')?.textContent?.includes("Message not sent"),
    null,
    {
      timeout: SEND_TIMEOUT_MS + 5_000,
    },
  )
  const failedAfter = (await page.evaluate(() => performance.now())) - submittedAt
  expect(failedAfter).toBeGreaterThanOrEqual(SEND_TIMEOUT_MS)
  expect(failedAfter).toBeLessThan(SEND_TIMEOUT_MS + LATE_TOLERANCE_MS)
  await expectFieldsToHold(page, message)

  await page.getByRole("button", { name: "Send Message" }).click()
  await expect(page.getByRole("status")).toContainText("Message Sent")
  expect((await received(request, token)).delivered.map((arrived) => arrived.fields)).toEqual([message])
})

test("a bot that fills the hidden honeypot is answered as usual and nothing is sent", async ({
  page,
  request,
}, testInfo) => {
  const token = tokenOf(testInfo.testId)
  await gotoHydrated(page, "/")
  const honeypot = page.locator('input[name="_gotcha"]')
  await expect(honeypot).toBeHidden()
  // People and screen readers meet exactly the three fields.
  await expect(page.getByRole("main").getByRole("textbox")).toHaveCount(3)
  await fillIn(page, messageFor(token))
  await honeypot.evaluate((input: HTMLInputElement) => (input.value = "https://spam.example"))

  await page.getByRole("button", { name: "Send Message" }).click()

  await expect(page.getByRole("status")).toContainText("Message Sent")
  expect((await received(request, token)).attempts).toBe(0)
})

test("the policy allows exactly the form service's origin, and nothing else widens", async ({ request }) => {
  const directives = async (origin: string) => {
    const [csp] = (await policiesOf(await request.get(`${origin}/`))).meta
    return Object.fromEntries(csp!.split(/;\s*/).map((part) => [part.split(" ")[0], part]))
  }
  const changed = await directives(`http://localhost:${SITE_VARIANTS.endpoint.port}`)
  const standard = await directives(`http://localhost:${HEADERS_PORT}`)
  expect(changed["connect-src"]).toBe(`connect-src 'self' ${endpointOrigin}`)
  expect(changed["form-action"]).toBe(`form-action 'self' ${endpointOrigin}`)
  for (const name of Object.keys(standard).filter(
    (key) => !["connect-src", "form-action", "script-src"].includes(key),
  )) {
    expect(changed[name]).toBe(standard[name])
  }
})

test("the privacy policy says that messages go to the form service", async ({ page }) => {
  await gotoHydrated(page, "/privacy/")
  const policy = page.getByRole("main")
  await expect(policy).toContainText(
    "your name, email address and message go to localhost, the service that delivers them to us",
  )
  await expect(policy).not.toContainText("sends nothing")
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("the browser posts the form to the service itself, and the message arrives", async ({
    page,
    request,
  }, testInfo) => {
    const token = tokenOf(testInfo.testId)
    const message = messageFor(token)
    await page.goto("/")
    await expect(page.getByText("Sending this form needs JavaScript")).toHaveCount(0)
    await fillIn(page, message)

    await page.getByRole("button", { name: "Send Message" }).click()

    await expect(page.getByRole("heading", { name: "Thanks, your message arrived" })).toBeVisible()
    const { delivered } = await received(request, token)
    expect(delivered.map((arrived) => ({ ...arrived.fields }))).toEqual([{ ...message, _gotcha: "" }])
  })
})
