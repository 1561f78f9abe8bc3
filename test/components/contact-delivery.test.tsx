import { act, fireEvent, render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import toast from "react-hot-toast"
import { renderToString } from "react-dom/server"
import ContactSection from "../../src/components/ContactSection"
import type { ContactDelivery } from "../../src/lib/contact-delivery"
import { siteConfig } from "../support/content"

const ENDPOINT: ContactDelivery = { mode: "endpoint", url: "https://forms.example/f/abc" }
const NETLIFY: ContactDelivery = { mode: "netlify", url: null }
const TIMEOUT_MS = 15_000

function contactSection(delivery: ContactDelivery) {
  const site = siteConfig()
  return (
    <ContactSection
      id="contact"
      headingId="contact-heading"
      heading={site.contact.heading}
      intro={site.contact.intro}
      noScriptNote={site.contact.noScriptNote}
      contactEmail={site.contactEmail}
      form={site.contact}
      delivery={delivery}
      sendDelayMs={site.behaviour.sendDelayMs}
      sendTimeoutMs={TIMEOUT_MS}
      messageRows={site.behaviour.messageRows}
    />
  )
}

/** A fetch whose answers the test gives one by one: each call waits until the test settles it. */
function controllableFetch() {
  const calls: Array<{ url: string; init: RequestInit; answer: (status: number) => void; fail: () => void }> = []
  const fetchMock = jest.fn(
    (url: string, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))
        calls.push({
          url,
          init,
          answer: (status) => resolve({ ok: status >= 200 && status < 300, status } as Response),
          fail: () => reject(new TypeError("Failed to fetch")),
        })
      }),
  )
  window.fetch = fetchMock as unknown as typeof fetch
  return calls
}

const typed = { name: "Ada Lovelace", email: "ada@example.org", message: "Which beetle is this?" }

function fields() {
  return {
    name: screen.getByLabelText("Name"),
    email: screen.getByLabelText("Email"),
    message: screen.getByLabelText("Message"),
  }
}

async function fillInAndSend() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
  const { name, email, message } = fields()
  await user.type(name, typed.name)
  await user.type(email, typed.email)
  await user.type(message, typed.message)
  await user.click(screen.getByRole("button", { name: "Send Message" }))
  return user
}

async function settle(step: () => void = () => undefined) {
  await act(async () => step())
}

function expectFieldsToHoldWhatWasTyped() {
  const { name, email, message } = fields()
  expect(name).toHaveValue(typed.name)
  expect(email).toHaveValue(typed.email)
  expect(message).toHaveValue(typed.message)
}

async function expectFailureToast() {
  const alert = await screen.findByRole("alert")
  expect(alert).toHaveTextContent("Message not sent")
  expect(alert).toHaveTextContent("everything you wrote is still in the form")
  expect(alert).toHaveAttribute("aria-live", "assertive")
  expect(within(alert).getByRole("link", { name: "hello@buglens.app" })).toHaveAttribute(
    "href",
    "mailto:hello@buglens.app",
  )
}

describe("contact form with a form service", () => {
  const originalFetch = window.fetch

  beforeEach(() => {
    jest.useFakeTimers()
  })

  afterEach(() => {
    act(() => toast.remove())
    window.fetch = originalFetch
  })

  it("posts the three fields URL-encoded to the endpoint, then confirms and clears the fields", async () => {
    const calls = controllableFetch()
    render(contactSection(ENDPOINT))
    await fillInAndSend()

    expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled()
    expect(calls).toHaveLength(1)
    const [{ url, init, answer }] = calls as [(typeof calls)[0]]
    expect(url).toBe("https://forms.example/f/abc")
    expect(init.method).toBe("POST")
    expect(init.headers).toEqual({
      "Content-Type": "application/x-www-form-urlencoded",
      Accept: "application/json",
    })
    expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toEqual(typed)

    await settle(() => answer(200))

    expect(await screen.findByRole("status")).toHaveTextContent("Message Sent")
    const { name, email, message } = fields()
    expect(name).toHaveValue("")
    expect(email).toHaveValue("")
    expect(message).toHaveValue("")
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled()
  })

  it("waits for the service, with no simulated delay on top", async () => {
    const calls = controllableFetch()
    render(contactSection(ENDPOINT))
    await fillInAndSend()

    await settle(() => calls[0]!.answer(204))

    expect(await screen.findByRole("status")).toHaveTextContent("Message Sent")
  })

  it.each([
    ["a refusal (500)", (call: { answer: (status: number) => void }) => call.answer(500)],
    ["a redirect it cannot follow (302)", (call: { answer: (status: number) => void }) => call.answer(302)],
    ["a network error", (call: { fail: () => void }) => call.fail()],
  ])("after %s, shows the error toast and keeps every field for a retry", async (_what, outcome) => {
    const calls = controllableFetch()
    render(contactSection(ENDPOINT))
    const user = await fillInAndSend()

    await settle(() => outcome(calls[0]!))

    await expectFailureToast()
    expect(screen.queryByRole("status")).not.toBeInTheDocument()
    expectFieldsToHoldWhatWasTyped()
    const send = screen.getByRole("button", { name: "Send Message" })
    expect(send).toBeEnabled()

    await user.click(send)
    await settle(() => calls[1]!.answer(200))
    expect(await screen.findByRole("status")).toHaveTextContent("Message Sent")
  })

  it("gives up after the time limit when the service does not answer", async () => {
    const calls = controllableFetch()
    render(contactSection(ENDPOINT))
    await fillInAndSend()

    await settle(() => jest.advanceTimersByTime(TIMEOUT_MS - 1))
    expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled()
    expect(screen.queryByRole("alert")).not.toBeInTheDocument()

    await settle(() => jest.advanceTimersByTime(1))

    await expectFailureToast()
    expectFieldsToHoldWhatWasTyped()
    expect(calls[0]!.init.signal?.aborted).toBe(true)
  })

  it("ignores a second submit while the first is in flight", async () => {
    const calls = controllableFetch()
    render(contactSection(ENDPOINT))
    await fillInAndSend()
    const form = screen.getByRole("button", { name: "Sending..." }).closest("form")!

    await settle(() => {
      fireEvent.submit(form)
      fireEvent.submit(form)
    })

    expect(calls).toHaveLength(1)
  })

  it("answers a bot that filled the honeypot like anyone else, and sends nothing", async () => {
    const calls = controllableFetch()
    const { container } = render(contactSection(ENDPOINT))
    const honeypot = container.querySelector<HTMLInputElement>('input[name="_gotcha"]')!
    expect(honeypot).not.toBeVisible()
    expect(screen.getAllByRole("textbox")).toHaveLength(3)
    fireEvent.change(honeypot, { target: { value: "buy now" } })

    await fillInAndSend()

    expect(await screen.findByRole("status")).toHaveTextContent("Message Sent")
    expect(calls).toHaveLength(0)
  })

  it("posts to the site itself with the form's name in Netlify mode", async () => {
    const calls = controllableFetch()
    render(contactSection(NETLIFY))
    await fillInAndSend()

    expect(calls[0]!.url).toBe("/")
    expect(Object.fromEntries(new URLSearchParams(String(calls[0]!.init.body)))).toEqual({
      "form-name": "contact",
      ...typed,
    })
  })

  it("works without JavaScript: the static HTML posts to the service, with Send enabled and no JavaScript note", () => {
    const endpoint = renderToString(contactSection(ENDPOINT))
    expect(endpoint).toMatch(/<form method="post" action="https:\/\/forms\.example\/f\/abc"/)
    expect(endpoint).toMatch(/<button type="submit" class=/)
    expect(endpoint).not.toContain("Sending this form needs JavaScript")

    const netlify = renderToString(contactSection(NETLIFY))
    expect(netlify).toMatch(/<form method="post" name="contact" data-netlify="true" netlify-honeypot="_gotcha"/)
    expect(netlify).toContain('<input type="hidden" name="form-name" value="contact"/>')
  })
})
