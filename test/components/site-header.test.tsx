import { act, fireEvent, render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { renderToString } from "react-dom/server"
import SiteHeader from "../../src/components/SiteHeader"
import { siteConfig } from "../support/content"

function header(currentPath = "/", site = siteConfig()) {
  return (
    <SiteHeader
      brand={site.brand}
      homeLinkLabel={site.header.homeLinkLabel}
      menuLabel={site.header.menuLabel}
      navigationLabel={site.header.navigationLabel}
      links={site.navigation}
      currentPath={currentPath}
      compactAfterPx={site.behaviour.headerCompactAfterPx}
    />
  )
}

function renderHeader(currentPath = "/", site = siteConfig()) {
  return render(header(currentPath, site))
}

async function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { configurable: true, value: y })
  fireEvent.scroll(window)
  // The header reads the position on the next animation frame.
  await act(() => new Promise((resolve) => requestAnimationFrame(resolve)))
}

function menuOf(toggle: HTMLElement): HTMLElement {
  return document.getElementById(toggle.getAttribute("popovertarget")!)!
}

afterEach(() => {
  Object.defineProperty(window, "scrollY", { configurable: true, value: 0 })
})

describe("header", () => {
  it("stays expanded at 20 px of scroll and turns compact and translucent at 21 px", async () => {
    renderHeader()
    const header = screen.getByRole("banner")
    expect(header).toHaveClass("fixed")

    await scrollTo(20)
    expect(header).toHaveAttribute("data-compact", "false")
    expect(header).not.toHaveClass("backdrop-blur-md")

    await scrollTo(21)
    expect(header).toHaveAttribute("data-compact", "true")
    expect(header).toHaveClass("fixed", "backdrop-blur-md", "bg-canvas/85")

    await scrollTo(0)
    expect(header).toHaveAttribute("data-compact", "false")
  })

  it("is compact straight away when the page opens already scrolled", () => {
    Object.defineProperty(window, "scrollY", { configurable: true, value: 400 })
    renderHeader()
    expect(screen.getByRole("banner")).toHaveAttribute("data-compact", "true")
  })

  it("links to the Privacy Policy and Terms of Use, highlighting the current page", () => {
    renderHeader("/privacy/")
    const nav = screen.getByRole("navigation", { name: "Primary" })
    expect(within(nav).getAllByRole("link", { name: "Privacy Policy" })[0]).toHaveAttribute("aria-current", "page")
    expect(within(nav).getAllByRole("link", { name: "Terms of Use" })[0]).not.toHaveAttribute("aria-current")
  })

  it("treats /terms and /terms/ as the same page", () => {
    renderHeader("/terms")
    expect(screen.getAllByRole("link", { name: "Terms of Use" })[0]).toHaveAttribute("aria-current", "page")
    expect(screen.getAllByRole("link", { name: "Privacy Policy" })[0]).not.toHaveAttribute("aria-current")
  })

  it("highlights no legal link on the home page", () => {
    renderHeader("/")
    for (const link of screen.getAllByRole("link", { name: /Privacy Policy|Terms of Use/ })) {
      expect(link).not.toHaveAttribute("aria-current")
    }
  })

  it("opens the small-screen menu from the toggle and closes it again", async () => {
    const user = userEvent.setup()
    renderHeader()
    const toggle = screen.getByRole("button", { name: "Menu" })
    const menu = menuOf(toggle)
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(menu).not.toBeVisible()

    await user.click(toggle)
    expect(toggle).toHaveAttribute("aria-expanded", "true")
    expect(menu).toBeVisible()
    expect(within(menu).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy/")
    expect(within(menu).getByRole("link", { name: "Terms of Use" })).toHaveAttribute("href", "/terms/")

    await user.click(toggle)
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(menu).not.toBeVisible()
  })

  it("closes the menu when a link in it is chosen", async () => {
    const user = userEvent.setup()
    renderHeader()
    const toggle = screen.getByRole("button", { name: "Menu" })
    await user.click(toggle)

    await user.click(within(menuOf(toggle)).getByRole("link", { name: "Terms of Use" }))

    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(menuOf(toggle)).not.toBeVisible()
  })

  it("closes the menu on Escape and returns focus to the toggle", async () => {
    const user = userEvent.setup()
    renderHeader()
    const toggle = screen.getByRole("button", { name: "Menu" })
    await user.click(toggle)
    within(menuOf(toggle)).getByRole("link", { name: "Privacy Policy" }).focus()

    await user.keyboard("{Escape}")

    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(menuOf(toggle)).not.toBeVisible()
    expect(toggle).toHaveFocus()
  })

  it("serves a menu the browser opens by itself, before React runs or without JavaScript", () => {
    document.body.innerHTML = renderToString(header())
    const toggle = screen.getByRole("button", { name: "Menu" })
    // Its state is the popover's until React reads it, so the server claims none.
    expect(toggle).not.toHaveAttribute("aria-expanded")
    const menu = menuOf(toggle)
    expect(menu).toHaveAttribute("popover")
    expect(within(menu).getByRole("link", { name: "Privacy Policy", hidden: true })).toHaveAttribute(
      "href",
      "/privacy/",
    )
    document.body.innerHTML = ""
  })

  it("opens the menu from the keyboard", async () => {
    const user = userEvent.setup()
    renderHeader()
    const toggle = screen.getByRole("button", { name: "Menu" })
    toggle.focus()

    await user.keyboard("{Enter}")
    expect(toggle).toHaveAttribute("aria-expanded", "true")

    await user.keyboard(" ")
    expect(toggle).toHaveAttribute("aria-expanded", "false")
  })
})
