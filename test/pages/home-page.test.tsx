import { cleanup, render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { mockAllIsIntersecting } from "react-intersection-observer/test-utils"
import HomePage from "../../src/pages/index"
import { stubMatchMedia } from "../support/setup"
import { features, homePageData, pageProps, siteConfig } from "../support/content"

function renderHome(site = siteConfig()) {
  return render(<HomePage {...pageProps(homePageData(site), "/")} />)
}

function follows(first: HTMLElement, second: HTMLElement): boolean {
  return Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING)
}

describe("home page", () => {
  it("shows header, hero, features, contact and footer in that order", () => {
    renderHome()
    const header = screen.getByRole("banner")
    const hero = screen.getByRole("heading", { level: 1, name: "Identify Insects Instantly" })
    const featuresHeading = screen.getByRole("heading", { level: 2, name: "Why Choose BugLens?" })
    const contact = screen.getByRole("heading", { level: 2, name: "Get in Touch" })
    const footer = screen.getByRole("contentinfo")
    expect(follows(header, hero)).toBe(true)
    expect(follows(hero, featuresHeading)).toBe(true)
    expect(follows(featuresHeading, contact)).toBe(true)
    expect(follows(contact, footer)).toBe(true)
  })

  it("states the 20,000+ user claim in the hero", () => {
    renderHome()
    expect(screen.getByText("Used by 20,000+ nature enthusiasts")).toBeInTheDocument()
  })

  it("shows the six feature cards in their content order", () => {
    renderHome()
    const list = screen.getByRole("heading", { name: "Why Choose BugLens?" }).closest("section")!
    const titles = within(list)
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent)
    expect(titles).toEqual([
      "Instant Recognition",
      "Safety Alerts",
      "Extensive Database",
      "Detailed Information",
      "Offline Mode",
      "Regular Updates",
    ])
    expect(titles).toEqual(features().map((feature) => feature.title))
  })

  it("staggers the cards' fade-in by 100 ms each and reveals them when they come into view", () => {
    renderHome()
    const cards = within(screen.getByRole("heading", { name: "Why Choose BugLens?" }).closest("section")!).getAllByRole(
      "listitem",
    )
    expect(cards).toHaveLength(6)
    expect(cards.map((card) => card.style.transitionDelay)).toEqual([
      "0ms",
      "100ms",
      "200ms",
      "300ms",
      "400ms",
      "500ms",
    ])
    expect(cards.every((card) => card.dataset.revealed === "false")).toBe(true)

    mockAllIsIntersecting(true)

    expect(cards.every((card) => card.dataset.revealed === "true")).toBe(true)
  })

  it("links no card as the specification has it, and a card whose content gives a link, in the page's language", () => {
    const section = () => screen.getByRole("heading", { name: "Why Choose BugLens?" }).closest("section")!
    const specification = homePageData()
    const unlinked = specification.allFeature.nodes.map((card) => ({ ...card, link: null }))
    render(<HomePage {...pageProps({ ...specification, allFeature: { nodes: unlinked } }, "/")} />)
    expect(within(section()).queryAllByRole("link")).toEqual([])
    cleanup()
    const site = { ...siteConfig(), language: "de" }
    const data = homePageData(site)
    const [first, ...rest] = data.allFeature.nodes
    const linked = { ...first!, link: { path: "/insects/key/", label: "Was hast du gesehen?" } }
    render(<HomePage {...pageProps({ ...data, allFeature: { nodes: [linked, ...rest] } }, "/de/")} />)
    expect(within(section()).getByRole("link", { name: "Was hast du gesehen?" })).toHaveAttribute(
      "href",
      "/de/insects/key/",
    )
  })

  it("takes the stagger from content", () => {
    const site = siteConfig()
    renderHome({ ...site, behaviour: { ...site.behaviour, cardStaggerMs: 250 } })
    const cards = within(screen.getByRole("heading", { name: "Why Choose BugLens?" }).closest("section")!).getAllByRole(
      "listitem",
    )
    expect(cards[2]!.style.transitionDelay).toBe("500ms")
  })

  it("scrolls smoothly to the contact section from Contact Us and moves focus there", async () => {
    const user = userEvent.setup()
    renderHome()
    const contactSection = screen.getByRole("region", { name: "Get in Touch" })

    await user.click(screen.getByRole("link", { name: "Contact Us" }))

    const scrollIntoView = jest.mocked(Element.prototype.scrollIntoView)
    expect(scrollIntoView.mock.contexts).toEqual([contactSection])
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" })
    expect(screen.getByRole("heading", { name: "Get in Touch" })).toHaveFocus()
  })

  it("jumps without animation when the visitor prefers reduced motion", async () => {
    stubMatchMedia(true)
    const user = userEvent.setup()
    renderHome()

    await user.click(screen.getByRole("link", { name: "Contact Us" }))

    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ behavior: "auto", block: "start" })
  })

  it("keeps Contact Us a real link to the contact heading, which the browser focuses without JavaScript", () => {
    renderHome()
    expect(screen.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "#contact")
    const heading = within(screen.getByRole("region", { name: "Get in Touch" })).getByRole("heading", {
      name: "Get in Touch",
    })
    expect(heading).toHaveAttribute("id", "contact")
    expect(heading).toHaveAttribute("tabindex", "-1")
  })
})
