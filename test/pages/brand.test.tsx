import { render, screen, within } from "@testing-library/react"
import HomePage, { Head as HomeHead } from "../../src/pages/index"
import { Head as LegalHead } from "../../src/templates/legal-page"
import { headProps, homePageData, legalPageData, pageProps, siteConfig } from "../support/content"

describe("the brand comes from content/site.json", () => {
  const renamed = siteConfig({ brand: "MothFinder" })

  it("renames the header, features heading, card copy and footer", () => {
    render(<HomePage {...pageProps(homePageData(renamed), "/")} />)
    expect(within(screen.getByRole("banner")).getByText("MothFinder")).toBeInTheDocument()
    expect(screen.getByRole("heading", { name: "Why Choose MothFinder?" })).toBeInTheDocument()
    expect(screen.getByText(/MothFinder identifies the insect in it/)).toBeInTheDocument()
    expect(within(screen.getByRole("contentinfo")).getByText(/^© \d{4} MothFinder$/)).toBeInTheDocument()
    expect(screen.queryByText(/BugLens/)).not.toBeInTheDocument()
  })

  it("renames the document titles", () => {
    const { container: home } = render(<HomeHead {...headProps(homePageData(renamed), "/")} />)
    expect(home.querySelector("title")).toHaveTextContent("MothFinder · Instant Insect Identification")
    const { container: legal } = render(<LegalHead {...headProps(legalPageData(renamed), "/privacy/")} />)
    expect(legal.querySelector("title")).toHaveTextContent("Privacy Policy · MothFinder")
  })
})
