import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import ThemeToggle from "../../src/components/ThemeToggle"
import { Head as HomeHead } from "../../src/pages/index"
import { headProps, homePageData, siteConfig } from "../support/content"
import { THEME_SCRIPT, THEME_STORAGE_KEY, effectiveTheme } from "../../src/lib/theme"

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
  afterEach(() => {
    localStorage.clear()
    root.removeAttribute("data-theme")
    root.removeAttribute("data-theme-default")
  })

  it.each([
    [null, "system", false, "light"],
    [null, "system", true, "dark"],
    [null, "dark", false, "dark"],
    [null, "light", true, "light"],
    ["dark", "light", false, "dark"],
    ["light", "system", true, "light"],
    ["purple", "system", true, "dark"],
  ])("stored %s, content %s, system dark %s: %s", (stored, contentDefault, systemDark, expected) => {
    expect(effectiveTheme(stored, contentDefault, systemDark)).toBe(expected)
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

  it("switches from the system's dark theme to light, and remembers the choice", async () => {
    emulateSystemScheme(true)
    root.setAttribute("data-theme-default", "system")
    const toggle = renderToggle()

    await userEvent.click(toggle)

    expect(root).toHaveAttribute("data-theme", "light")
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("light")
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
