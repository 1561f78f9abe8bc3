import { type ReactElement } from "react"
import { render, screen } from "@testing-library/react"
import type { WrapPageElementBrowserArgs } from "gatsby"
import { wrapPageElement } from "../../src/gatsby/wrap-page-element"

function BrokenPage(): ReactElement {
  throw new Error("The beetle escaped")
}

function wrap(element: ReactElement, pathname: string) {
  return wrapPageElement({ element, props: { location: { pathname } } as WrapPageElementBrowserArgs["props"] })
}

describe("error while rendering a page", () => {
  it("shows the Unexpected Application Error! screen with the error's message", () => {
    render(wrap(<BrokenPage />, "/"))
    expect(screen.getByRole("heading", { name: "Unexpected Application Error!" })).toBeInTheDocument()
    expect(screen.getByText("The beetle escaped")).toBeInTheDocument()
    expect(screen.getByRole("alert")).toBeInTheDocument()
    // React and the boundary both report the error; that is expected here.
    expect(console.error).toHaveBeenCalled()
    jest.mocked(console.error).mockClear()
  })

  it("renders the page untouched when nothing throws", () => {
    render(wrap(<p>All good</p>, "/"))
    expect(screen.getByText("All good")).toBeInTheDocument()
    expect(screen.queryByText("Unexpected Application Error!")).not.toBeInTheDocument()
  })

  it("gives the next page a fresh start after navigation", () => {
    const { rerender } = render(wrap(<BrokenPage />, "/"))
    jest.mocked(console.error).mockClear()
    rerender(wrap(<p>Privacy</p>, "/privacy/"))
    expect(screen.getByText("Privacy")).toBeInTheDocument()
    expect(screen.queryByText("Unexpected Application Error!")).not.toBeInTheDocument()
  })
})
