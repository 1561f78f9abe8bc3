import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import ThemeToggle from "../../src/components/ThemeToggle"
import { Head as HomeHead } from "../../src/pages/index"
import { headProps, homePageData, siteConfig } from "../support/content"
import { THEME_SCRIPT, THEME_STORAGE_KEY, THEME_TOGGLE_SCRIPT } from "../../src/lib/theme"

function emulateSystemScheme(dark: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: dark && query === "(prefers-color-scheme: dark)",
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }))
}

const root = document.documentElement

function renderToggle() {
  render(<ThemeToggle toDarkLabel="Switch to dark theme" toLightLabel="Switch to light theme" />)
  // Both labels are in the markup; the stylesheet shows the one that fits, which jsdom does not apply.
  return screen.getByRole("button", { name: /Switch to dark theme/ })
}

describe("theme", () => {
  // As in <head>: once per document, before the page's own JavaScript.
  beforeAll(() => new Function(THEME_TOGGLE_SCRIPT)())

  afterEach(() => {
    localStorage.clear()
    root.removeAttribute("data-theme")
    root.removeAttribute("data-theme-default")
  })

  it.each([
    ["no choice, content's system default and a light system", null, null, false, "dark"],
    ["no choice, content's system default and a dark system", null, null, true, "light"],
    ["no choice and content's dark default on a light system", null, "dark", false, "light"],
    ["no choice and content's light default on a dark system", null, "light", true, "dark"],
    ["a dark choice over content's light default", "dark", "light", false, "light"],
    ["a light choice on a dark system", "light", null, true, "dark"],
  ])("from %s, switches to the other theme and remembers it", async (_, chosen, contentDefault, systemDark, next) => {
    emulateSystemScheme(systemDark)
    if (chosen) root.setAttribute("data-theme", chosen)
    if (contentDefault) root.setAttribute("data-theme-default", contentDefault)

    await userEvent.click(renderToggle())

    expect(root).toHaveAttribute("data-theme", next)
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe(next)
  })

  it("applies a stored choice from the head script, before any other script runs", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "dark")
    new Function(THEME_SCRIPT)()
    expect(root).toHaveAttribute("data-theme", "dark")
  })

  it("ignores a stored value that is not a theme, and storage that throws", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "<script>")
    new Function(THEME_SCRIPT)()
    expect(root).not.toHaveAttribute("data-theme")
    const getItem = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("denied")
    })
    expect(() => new Function(THEME_SCRIPT)()).not.toThrow()
    getItem.mockRestore()
  })

  it("switches for this page when storage refuses the choice", async () => {
    emulateSystemScheme(false)
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("denied")
    })

    await userEvent.click(renderToggle())

    expect(root).toHaveAttribute("data-theme", "dark")
    setItem.mockRestore()
  })

  it("switches from content's light default to dark, then back", async () => {
    emulateSystemScheme(true)
    root.setAttribute("data-theme-default", "light")
    const toggle = renderToggle()

    await userEvent.click(toggle)
    expect(root).toHaveAttribute("data-theme", "dark")
    await userEvent.click(toggle)
    expect(root).toHaveAttribute("data-theme", "light")
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("light")
  })

  it("is a button operable from the keyboard", async () => {
    emulateSystemScheme(false)
    const toggle = renderToggle()
    const user = userEvent.setup()

    await user.tab()
    expect(toggle).toHaveFocus()
    await user.keyboard("{Enter}")
    expect(root).toHaveAttribute("data-theme", "dark")
    await user.keyboard(" ")
    expect(root).toHaveAttribute("data-theme", "light")
  })

  it("sets content's default before first paint when it is not the system's, and one theme-color per scheme", () => {
    const dark = render(<HomeHead {...headProps(homePageData(siteConfig({ theme: "dark" })), "/")} />).container
    const script = [...dark.querySelectorAll("script:not([type])")].map((element) => element.textContent)
    expect(script).toHaveLength(1)
    new Function(script[0]!)()
    expect(root).toHaveAttribute("data-theme-default", "dark")
    expect(dark.querySelectorAll('meta[name="theme-color"]')).toHaveLength(1)

    const system = render(<HomeHead {...headProps(homePageData(), "/")} />).container
    expect(system.querySelectorAll("script:not([type])")).toHaveLength(0)
    const colors = [...system.querySelectorAll('meta[name="theme-color"]')].map((meta) => meta.getAttribute("media"))
    expect(colors).toEqual(["(prefers-color-scheme: light)", "(prefers-color-scheme: dark)"])
  })
})
