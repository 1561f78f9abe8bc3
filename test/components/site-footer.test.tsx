import { act, render, screen, within } from "@testing-library/react"
import { hydrateRoot } from "react-dom/client"
import { renderToString } from "react-dom/server"
import SiteFooter from "../../src/components/SiteFooter"
import { siteConfig } from "../support/content"

function footer(buildYear: number, site = siteConfig()) {
  return (
    <SiteFooter
      brand={site.brand}
      tagline={site.tagline}
      contactEmail={site.contactEmail}
      contactLabel={site.footer.contactLabel}
      legalLabel={site.footer.legalLabel}
      copyright={site.footer.copyright}
      buildYear={buildYear}
      links={site.navigation}
      currentPath="/"
    />
  )
}

describe("footer", () => {
  it("shows the brand, tagline, both legal links and the contact address", () => {
    render(footer(2026))
    const contentinfo = screen.getByRole("contentinfo")
    expect(within(contentinfo).getByText("BugLens")).toBeInTheDocument()
    expect(within(contentinfo).getByText("Your pocket insect identification expert")).toBeInTheDocument()
    expect(within(contentinfo).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy/")
    expect(within(contentinfo).getByRole("link", { name: "Terms of Use" })).toHaveAttribute("href", "/terms/")
    expect(within(contentinfo).getByRole("link", { name: "hello@buglens.app" })).toHaveAttribute(
      "href",
      "mailto:hello@buglens.app",
    )
  })

  it("shows the visitor's current year, not the year the page was built", () => {
    jest.useFakeTimers({ now: new Date("2031-06-15T12:00:00Z") })
    render(footer(2026))
    expect(screen.getByText("© 2031 BugLens")).toBeInTheDocument()
  })

  it("hydrates a page built last year without a mismatch, then shows this year", async () => {
    jest.useFakeTimers({ now: new Date("2027-01-02T09:00:00Z") })
    const builtHtml = renderToString(footer(2026))
    expect(builtHtml).toContain("© 2026 BugLens")
    const container = document.createElement("div")
    container.innerHTML = builtHtml
    document.body.appendChild(container)

    await act(async () => {
      hydrateRoot(container, footer(2026))
    })

    expect(within(container).getByText("© 2027 BugLens")).toBeInTheDocument()
    // The shared setup fails the test on any console error, hydration warnings included.
    container.remove()
  })
})
