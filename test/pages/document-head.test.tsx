import { type ReactElement } from "react"
import { render } from "@testing-library/react"
import { Head as HomeHead } from "../../src/pages/index"
import { Head as NotFoundHead } from "../../src/pages/404"
import { Head as LegalHead } from "../../src/templates/legal-page"
import { headProps, homePageData, legalPageData, notFoundPageData } from "../support/content"

function headOf(element: ReactElement) {
  const { container } = render(element)
  return {
    title: container.querySelector("title")?.textContent,
    description: container.querySelector('meta[name="description"]')?.getAttribute("content"),
  }
}

describe("document titles and descriptions", () => {
  it("home: BugLens · Instant Insect Identification", () => {
    const head = headOf(<HomeHead {...headProps(homePageData(), "/")} />)
    expect(head.title).toBe("BugLens · Instant Insect Identification")
    expect(head.description).toMatch(/identifies insects from a single photo/)
  })

  it("privacy: Privacy Policy · BugLens", () => {
    const head = headOf(<LegalHead {...headProps(legalPageData(), "/privacy/")} />)
    expect(head.title).toBe("Privacy Policy · BugLens")
    expect(head.description).toBe("How the BugLens website and app treat your information, in plain language.")
  })

  it("terms: Terms of Use · BugLens", () => {
    const terms = {
      title: "Terms of Use",
      description: "The terms for using the BugLens website and app, in plain language.",
      effectiveDate: "30 Mar 2025",
      effectiveDateIso: "2025-03-30",
    }
    const head = headOf(<LegalHead {...headProps(legalPageData(undefined, terms), "/terms/")} />)
    expect(head.title).toBe("Terms of Use · BugLens")
    expect(head.description).toBe(terms.description)
  })

  it("404: Page Not Found · BugLens", () => {
    const head = headOf(<NotFoundHead {...headProps(notFoundPageData(), "/nope")} />)
    expect(head.title).toBe("Page Not Found · BugLens")
    expect(head.description).toBeTruthy()
  })
})
