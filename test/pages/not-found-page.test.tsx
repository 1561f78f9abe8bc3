import { render, screen } from "@testing-library/react"
import NotFoundPage from "../../src/pages/404"
import { notFoundPageData, pageProps } from "../support/content"

describe("404 page", () => {
  it("says the page was not found and links back home", () => {
    render(<NotFoundPage {...pageProps(notFoundPageData(), "/no-such-beetle")} />)
    expect(screen.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Return to home" })).toHaveAttribute("href", "/")
    jest.mocked(console.error).mockClear()
  })

  it("at an unknown path under a language's prefix, says so in that language and links to its home", () => {
    render(<NotFoundPage {...pageProps(notFoundPageData(), "/de/kein-kaefer")} />)
    expect(screen.getByRole("heading", { level: 1, name: "Hoppla! Seite nicht gefunden" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Zur Startseite" })).toHaveAttribute("href", "/de/")
    expect(console.error).toHaveBeenCalledWith(
      "404 Error: User attempted to access non-existent route:",
      "/de/kein-kaefer",
    )
    jest.mocked(console.error).mockClear()
  })

  it("logs the unknown path to the console", () => {
    render(<NotFoundPage {...pageProps(notFoundPageData(), "/no-such-beetle")} />)
    expect(console.error).toHaveBeenCalledTimes(1)
    expect(console.error).toHaveBeenCalledWith(
      "404 Error: User attempted to access non-existent route:",
      "/no-such-beetle",
    )
    jest.mocked(console.error).mockClear()
  })
})
