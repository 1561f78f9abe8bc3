import { type MouseEvent, type ReactNode } from "react"
import HeroIllustration from "./HeroIllustration"
import { scrollToSection } from "../lib/motion"

interface HeroSectionProps {
  eyebrow: string
  heading: string
  lead: string
  socialProof: string
  cta: string
  illustrationLabel: string
  /** The id of the contact section that "Contact Us" leads to. */
  contactId: string
  /** The id of the element inside it that receives focus, and the link's target. */
  contactFocusId: string
  /** Texts that show the default language's words for want of a translation, by prop name. */
  lang?: Readonly<Record<string, string>>
  /** The app's store links, beside Contact Us; none while content names no store. */
  storeLinks?: ReactNode
  /** The QR code for desktop visitors, under them. */
  qrCode?: ReactNode
}

export default function HeroSection({
  eyebrow,
  heading,
  lead,
  socialProof,
  cta,
  illustrationLabel,
  contactId,
  contactFocusId,
  lang = {},
  storeLinks,
  qrCode,
}: HeroSectionProps) {
  // A real link to the focusable heading, so before hydration or without JavaScript the browser
  // scrolls there and moves focus to it by itself; with JavaScript the scroll is smooth as well.
  const onContactClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const section = document.getElementById(contactId)
    if (!section) return
    event.preventDefault()
    scrollToSection(section, document.getElementById(contactFocusId) ?? section)
  }

  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-gradient-to-b from-canvas via-canvas to-leaf-50 pt-28 pb-16 sm:pt-32 md:pb-24"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 sm:px-6 md:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-leaf-700" lang={lang.eyebrow}>
            {eyebrow}
          </p>
          <h1
            id="hero-heading"
            lang={lang.heading}
            className="mt-3 text-4xl font-extrabold tracking-tight text-forest-900 sm:text-5xl lg:text-6xl"
          >
            {heading}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-muted" lang={lang.lead}>
            {lead}
          </p>
          <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">
            <a
              href={`#${contactFocusId}`}
              onClick={onContactClick}
              lang={lang.cta}
              className="inline-flex min-h-12 items-center rounded-full bg-leaf-700 px-7 py-3 text-base font-semibold text-on-accent shadow-md shadow-leaf-800/20 transition-colors hover:bg-leaf-800"
            >
              {cta}
            </a>
            {storeLinks}
            <p className="flex items-center gap-2 text-sm font-medium text-muted" lang={lang.socialProof}>
              <span aria-hidden="true" className="inline-block h-2.5 w-2.5 rounded-full bg-leaf-600" />
              {socialProof}
            </p>
          </div>
          {qrCode}
        </div>
        <HeroIllustration
          label={illustrationLabel}
          lang={lang.illustrationLabel}
          className="mx-auto w-full max-w-sm md:max-w-md"
        />
      </div>
    </section>
  )
}
