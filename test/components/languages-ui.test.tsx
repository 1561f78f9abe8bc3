import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import LanguageOffer from "../../src/components/LanguageOffer"
import HomePage from "../../src/pages/index"
import { LANGUAGE_CHOICE_KEY } from "../../src/lib/language-choice"
import { homePageData, pageProps, siteConfig, siteConfigIn } from "../support/content"

function renderGermanHome(edit?: Parameters<typeof siteConfigIn>[1]) {
  const site = siteConfigIn("de", edit)
  return render(<HomePage {...pageProps({ ...homePageData(site), allFeature: { nodes: [] } }, "/de/")} />)
}

describe("the home page in German", () => {
  it("reads in German, with the header's links to the German pages", () => {
    renderGermanHome()
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Insekten sofort bestimmen")
    expect(screen.getByText("Genutzt von 20.000+ Naturbegeisterten")).toBeInTheDocument()
    const nav = screen.getByRole("navigation", { name: "Hauptnavigation" })
    expect(within(nav).getAllByRole("link", { name: "Datenschutzerklärung" })[0]).toHaveAttribute(
      "href",
      "/de/privacy/",
    )
  })

  it("offers the same page in every language, each named in itself, the current one marked", () => {
    renderGermanHome()
    const nav = screen.getByRole("navigation", { name: "Hauptnavigation" })
    const [english, deutsch, espanol] = ["English", "Deutsch", "Español"].map(
      (name) => within(nav).getAllByRole("link", { name })[0]!,
    )
    expect(english).toHaveAttribute("href", "/")
    expect(english).toHaveAttribute("hreflang", "en")
    expect(english).toHaveAttribute("lang", "en")
    expect(espanol).toHaveAttribute("href", "/es/")
    expect(deutsch).toHaveAttribute("aria-current", "true")
    expect(english).not.toHaveAttribute("aria-current")
  })

  it("shows a string the translation lacks in English, marked as English", () => {
    renderGermanHome((translation) => delete translation.hero!.lead)
    const lead = screen.getByText(/^Point your phone at a beetle/)
    expect(lead).toHaveAttribute("lang", "en")
    expect(screen.getByRole("heading", { level: 1 })).not.toHaveAttribute("lang")
  })
})

describe("the offer of another language", () => {
  const offers = ["en", "de", "es"].map((code) => ({
    code,
    href: code === "en" ? "/" : `/${code}/`,
    ...(code === "en" ? siteConfig() : siteConfigIn(code)).languageOffer,
  }))

  function prefer(...languages: string[]) {
    Object.defineProperty(navigator, "languages", { configurable: true, value: languages })
  }

  afterEach(() => localStorage.clear())

  it("offers German, in German, to a visitor whose browser prefers it", async () => {
    prefer("de-AT", "en")
    render(<LanguageOffer current="en" offers={offers} />)
    const offer = screen.getByRole("complementary", { name: "Sprache" })
    expect(offer).toHaveAttribute("lang", "de")
    expect(within(offer).getByRole("link", { name: "Auf Deutsch lesen" })).toHaveAttribute("href", "/de/")

    await userEvent.click(within(offer).getByRole("button", { name: "Nein, danke" }))

    expect(screen.queryByRole("complementary")).not.toBeInTheDocument()
    expect(localStorage.getItem(LANGUAGE_CHOICE_KEY)).toBe("en")
  })

  it.each([[["en-US"]], [["fr-FR", "it"]]])("offers nothing to a browser that prefers %p", (languages) => {
    prefer(...languages)
    render(<LanguageOffer current="en" offers={offers} />)
    expect(screen.queryByRole("complementary")).not.toBeInTheDocument()
  })

  it("offers nothing once the visitor has chosen a language", () => {
    prefer("es-ES")
    localStorage.setItem(LANGUAGE_CHOICE_KEY, "en")
    render(<LanguageOffer current="en" offers={offers} />)
    expect(screen.queryByRole("complementary")).not.toBeInTheDocument()
  })
})
