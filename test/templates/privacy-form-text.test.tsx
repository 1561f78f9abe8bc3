import { type ComponentType, type ReactNode } from "react"
import { render, screen } from "@testing-library/react"
import { useMDXComponents } from "@mdx-js/react"
import LegalPage from "../../src/templates/legal-page"
import type { ContactDelivery } from "../../src/lib/contact-delivery"
import { legalPageData, pageProps, siteConfig } from "../support/content"

/** Stands in for privacy.mdx's form sentences, with its components looked up as compiled MDX does. */
function FormSentences() {
  const { WhenFormSends, WhenFormSendsNothing, FormService } = useMDXComponents() as Record<
    string,
    ComponentType<{ children?: ReactNode }>
  >
  if (!WhenFormSends || !WhenFormSendsNothing || !FormService) throw new Error("form components are not provided")
  return (
    <p>
      <WhenFormSendsNothing>The contact form sends nothing.</WhenFormSendsNothing>
      <WhenFormSends>
        Your message goes to <FormService />.
      </WhenFormSends>
    </p>
  )
}

function renderPrivacy(delivery: ContactDelivery) {
  const site = siteConfig()
  const withDelivery = { ...site, contact: { ...site.contact, delivery } }
  render(
    <LegalPage {...pageProps(legalPageData(withDelivery), "/privacy/")}>
      <FormSentences />
    </LegalPage>,
  )
  return screen.getByRole("article")
}

describe("privacy policy text about the contact form", () => {
  it("says the form sends nothing while it is simulated", () => {
    const article = renderPrivacy({ mode: "simulated", url: null })
    expect(article).toHaveTextContent("The contact form sends nothing.")
    expect(article).not.toHaveTextContent("Your message goes to")
  })

  it("names Netlify when Netlify Forms receives the messages", () => {
    const article = renderPrivacy({ mode: "netlify", url: null })
    expect(article).toHaveTextContent("Your message goes to Netlify.")
    expect(article).not.toHaveTextContent("sends nothing")
  })

  it("names the form service's host when an endpoint receives them", () => {
    const article = renderPrivacy({ mode: "endpoint", url: "https://formspree.io/f/abcd" })
    expect(article).toHaveTextContent("Your message goes to formspree.io.")
  })
})
