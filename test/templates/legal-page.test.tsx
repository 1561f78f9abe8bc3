import { render, screen, within } from "@testing-library/react"
import LegalPage from "../../src/templates/legal-page"
import FakeLegalMdx from "../support/fake-legal-mdx"
import { legalPageData, pageProps, siteConfig } from "../support/content"

function renderLegal(site = siteConfig(), pathname = "/privacy/") {
  return render(
    <LegalPage {...pageProps(legalPageData(site), pathname)}>
      <FakeLegalMdx />
    </LegalPage>,
  )
}

describe("legal page template", () => {
  it("shows the page title and its effective date as 30 Mar 2025", () => {
    renderLegal()
    expect(screen.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeInTheDocument()
    expect(screen.getByText("Effective 30 Mar 2025")).toBeInTheDocument()
  })

  it("gives MDX the brand, the contact address and the effective date", () => {
    renderLegal()
    const time = screen.getByText("30 Mar 2025", { selector: "time" })
    expect(time).toHaveAttribute("dateTime", "2025-03-30")
    expect(screen.getByText(/the BugLens app is available on the App Store/)).toBeInTheDocument()
    const article = screen.getByRole("article")
    expect(within(article).getByRole("link", { name: "hello@buglens.app" })).toHaveAttribute(
      "href",
      "mailto:hello@buglens.app",
    )
  })

  it("highlights its own link in the header", () => {
    renderLegal()
    const [headerLink] = screen.getAllByRole("link", { name: "Privacy Policy" })
    expect(headerLink).toHaveAttribute("aria-current", "page")
  })
})
