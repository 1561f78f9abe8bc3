import type { APIRequestContext } from "@playwright/test"
import { cspViolations, expect, gotoHydrated, policiesOf, recordCspViolations, test } from "../fixtures"
import { SITE_VARIANTS } from "../support/site-variants"
import { fillIn, messageFor } from "../support/form-service"

const HOST = `http://localhost:${SITE_VARIANTS.netlify.port}`

test.use({ baseURL: HOST })

async function submissionsWith(request: APIRequestContext, token: string) {
  const all: Array<{ path: string; fields: Record<string, string> }> = await (
    await request.get(`${HOST}/__submissions`)
  ).json()
  return all.filter((submission) => submission.fields.message?.includes(token))
}

test("the built form carries what Netlify's build bot registers", async ({ request }) => {
  const html = await (await request.get("/")).text()
  const form = /<form\b[^>]*>/.exec(html)![0]
  expect(form).toContain('name="contact"')
  expect(form).toContain('data-netlify="true"')
  expect(form).toContain('netlify-honeypot="_gotcha"')
  expect(form).toContain('method="post"')
  expect(form).not.toContain("action=")
  expect(html).toMatch(/<input type="hidden" name="form-name" value="contact"\/>/)
  expect(html).toMatch(/<p hidden="">.*<input name="_gotcha" tabindex="-1"/s)
})

test("the script posts the message to the site itself, and Netlify receives it", async ({
  page,
  request,
}, testInfo) => {
  await recordCspViolations(page)
  const token = `t-${testInfo.testId}`
  const message = messageFor(token)
  await gotoHydrated(page, "/")
  await fillIn(page, message)

  await page.getByRole("button", { name: "Send Message" }).click()

  await expect(page.getByRole("status")).toContainText("Message Sent")
  await expect(page.getByLabel("Message")).toHaveValue("")
  expect(await submissionsWith(request, token)).toEqual([{ path: "/", fields: { "form-name": "contact", ...message } }])
  expect(await cspViolations(page)).toEqual([])
})

test("the policy stays as narrow as the simulated site's: the form posts to the site itself", async ({ request }) => {
  const [csp] = (await policiesOf(await request.get("/"))).meta
  expect(csp).toContain("connect-src 'self';")
  expect(csp).toMatch(/form-action 'self'(;|$)/)
})

test("the privacy policy says that messages go to Netlify", async ({ page }) => {
  await gotoHydrated(page, "/privacy/")
  await expect(page.getByRole("main")).toContainText("your name, email address and message go to Netlify")
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("the browser posts the form itself and Netlify receives it", async ({ page, request }, testInfo) => {
    const token = `t-${testInfo.testId}`
    const message = messageFor(token)
    await page.goto("/")
    await fillIn(page, message)

    await page.getByRole("button", { name: "Send Message" }).click()

    await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible()
    expect(await submissionsWith(request, token)).toEqual([
      { path: "/", fields: { "form-name": "contact", _gotcha: "", ...message } },
    ])
  })
})
