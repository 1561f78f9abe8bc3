import { act, fireEvent, render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import toast from "react-hot-toast"
import { renderToString } from "react-dom/server"
import ContactSection from "../../src/components/ContactSection"
import { siteConfig } from "../support/content"

function contactSection(site = siteConfig()) {
  return (
    <ContactSection
      id="contact"
      headingId="contact-heading"
      heading={site.contact.heading}
      intro={site.contact.intro}
      noScriptNote={site.contact.noScriptNote}
      contactEmail={site.contactEmail}
      form={site.contact}
      sendDelayMs={site.behaviour.sendDelayMs}
      messageRows={site.behaviour.messageRows}
    />
  )
}

function renderContact(site = siteConfig()) {
  return render(contactSection(site))
}

/**
 * Moves the fake clock on and lets promises settle: the toast library is fetched when sending
 * starts and the toast shows once both the delay has passed and the fetch has resolved.
 */
async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms)
  })
}

function fields() {
  return {
    name: screen.getByLabelText("Name"),
    email: screen.getByLabelText("Email"),
    message: screen.getByLabelText("Message"),
  }
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  const { name, email, message } = fields()
  await user.type(name, "Ada Lovelace")
  await user.type(email, "ada@example.org")
  await user.type(message, "Which beetle is this?")
}

describe("contact form", () => {
  beforeEach(() => {
    jest.useFakeTimers()
  })

  afterEach(() => {
    // react-hot-toast keeps its toasts in a module-level store that outlives each render.
    act(() => toast.remove())
  })

  it("labels its three fields and leaves validation to the browser", () => {
    renderContact()
    const { name, email, message } = fields()
    expect(name).toBeRequired()
    expect(email).toBeRequired()
    expect(email).toHaveAttribute("type", "email")
    expect(message).toBeRequired()
    expect(message.tagName).toBe("TEXTAREA")
    expect(message).toHaveAttribute("rows", "5")
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled()
  })

  it("does not submit while a field is empty or the email is malformed", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    renderContact()
    const send = screen.getByRole("button", { name: "Send Message" })

    await user.click(send)
    expect(send).toHaveTextContent("Send Message")

    const { name, email, message } = fields()
    await user.type(name, "Ada")
    await user.type(email, "not-an-email")
    await user.type(message, "Hello")
    await user.click(send)

    expect(email).toBeInvalid()
    expect(send).toHaveTextContent("Send Message")
    expect(email).toHaveValue("not-an-email")
  })

  it("sends for one second, then confirms with a toast and clears the fields", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    renderContact()
    await fillIn(user)

    await user.click(screen.getByRole("button", { name: "Send Message" }))

    const button = screen.getByRole("button", { name: "Sending..." })
    expect(button).toBeDisabled()
    expect(button).toHaveClass("disabled:opacity-60")
    expect(fields().message).toHaveValue("Which beetle is this?")

    await advance(999)
    expect(screen.queryByText("Message Sent")).not.toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled()
    expect(fields().name).toHaveValue("Ada Lovelace")

    await advance(1)
    const toast = screen.getByRole("status")
    expect(toast).toHaveTextContent("Message Sent")
    expect(toast).toHaveTextContent("Thanks for contacting us! We'll respond shortly.")
    expect(toast).toHaveAttribute("aria-live", "polite")
    const { name, email, message } = fields()
    expect(name).toHaveValue("")
    expect(email).toHaveValue("")
    expect(message).toHaveValue("")
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled()
  })

  it("ignores a second submit while the first is sending", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    renderContact()
    await fillIn(user)
    const form = screen.getByRole("button", { name: "Send Message" }).closest("form")!

    await act(async () => {
      fireEvent.submit(form)
      fireEvent.submit(form)
    })
    await advance(500)
    await act(async () => {
      fireEvent.submit(form)
    })
    await advance(2000)

    expect(screen.getAllByText("Message Sent")).toHaveLength(1)
  })

  it("keeps what was typed unchanged while sending", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    renderContact()
    await fillIn(user)
    await user.click(screen.getByRole("button", { name: "Send Message" }))

    await user.type(fields().message, " more")

    expect(fields().message).toHaveValue("Which beetle is this?")
  })

  it("sends nothing over the network", async () => {
    const fetchSpy = jest.fn()
    const originalFetch = window.fetch
    window.fetch = fetchSpy
    const openSpy = jest.spyOn(XMLHttpRequest.prototype, "open")
    const beaconSpy = jest.fn()
    Object.defineProperty(navigator, "sendBeacon", { configurable: true, value: beaconSpy })
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
      renderContact()
      await fillIn(user)
      await user.click(screen.getByRole("button", { name: "Send Message" }))
      await advance(1000)

      expect(screen.getByText("Message Sent")).toBeInTheDocument()
      expect(fetchSpy).not.toHaveBeenCalled()
      expect(openSpy).not.toHaveBeenCalled()
      expect(beaconSpy).not.toHaveBeenCalled()
    } finally {
      window.fetch = originalFetch
    }
  })

  it("takes its delay and message rows from content", async () => {
    const site = siteConfig()
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    renderContact({ ...site, behaviour: { ...site.behaviour, sendDelayMs: 3000, messageRows: 8 } })
    expect(fields().message).toHaveAttribute("rows", "8")
    await fillIn(user)
    await user.click(screen.getByRole("button", { name: "Send Message" }))

    await advance(2999)
    expect(screen.queryByText("Message Sent")).not.toBeInTheDocument()
    await advance(1)
    expect(screen.getByText("Message Sent")).toBeInTheDocument()
  })

  it("tells visitors without JavaScript to email instead, and keeps Send disabled in the static HTML", () => {
    const html = renderToString(contactSection())
    const note = html.match(/<p class="no-js-only[^"]*">(.*?)<\/p>/s)?.[1] ?? ""
    expect(note).toContain("Sending this form needs JavaScript")
    expect(note).toContain('href="mailto:hello@buglens.app"')
    expect(html).toMatch(/<button type="submit" disabled=""/)
  })

  it("enables Send once the page's JavaScript is running", () => {
    renderContact()
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled()
  })

  it("submits by POST, so a submit without JavaScript puts nothing typed into the URL", () => {
    renderContact()
    expect(screen.getByRole("button", { name: "Send Message" }).closest("form")).toHaveAttribute("method", "post")
  })
})
