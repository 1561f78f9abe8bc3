import { useOfferedLanguage } from "../hooks/useOfferedLanguage"

export interface LanguageOfferCopy {
  readonly code: string
  /** This page in the offered language. */
  readonly href: string
  readonly regionLabel: string
  readonly message: string
  readonly linkLabel: string
  readonly dismissLabel: string
}

interface LanguageOfferProps {
  /** The page's language. */
  current: string
  /** Every language's offer of itself, in that language. */
  offers: readonly LanguageOfferCopy[]
}

/**
 * Offers this page in the visitor's language when their browser prefers one the site has and the
 * page is in another; never a redirect. Fixed to the bottom of the window, so it moves nothing on
 * the page. Once the visitor dismisses it or picks a language anywhere, it is not shown again.
 */
export default function LanguageOffer({ current, offers }: LanguageOfferProps) {
  const { offered, close } = useOfferedLanguage(
    current,
    offers.map(({ code }) => code),
  )
  const offer = offers.find(({ code }) => code === offered)
  if (!offer) return null
  return (
    <aside
      aria-label={offer.regionLabel}
      lang={offer.code}
      dir="auto"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-xl flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border border-line bg-surface p-4 text-ink shadow-lg"
    >
      <p className="min-w-0 flex-1 basis-48">{offer.message}</p>
      <a
        href={offer.href}
        hrefLang={offer.code}
        onClick={() => close(offer.code)}
        className="inline-flex min-h-11 items-center rounded-full bg-leaf-700 px-5 font-semibold text-on-accent hover:bg-leaf-800"
      >
        {offer.linkLabel}
      </a>
      <button
        type="button"
        onClick={() => close(current)}
        className="inline-flex min-h-11 items-center rounded-full px-4 font-semibold text-leaf-800 hover:bg-leaf-100"
      >
        {offer.dismissLabel}
      </button>
    </aside>
  )
}
