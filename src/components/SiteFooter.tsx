import type { ReactNode } from "react"
import BrandMark from "./BrandMark"
import NavLinks, { type NavLink } from "./NavLinks"
import { useCurrentYear } from "../hooks/useCurrentYear"
import { fillTemplate } from "../lib/fill-template"

interface SiteFooterProps {
  brand: string
  tagline: string
  contactEmail: string
  contactLabel: string
  legalLabel: string
  copyright: string
  buildYear: number
  links: readonly NavLink[]
  currentPath: string
  /** Texts that show the default language's words, by prop name. */
  lang?: Readonly<Record<string, string>>
  /** The app's store links, under the tagline; none while content names no store. */
  storeLinks?: ReactNode
}

export default function SiteFooter({
  brand,
  tagline,
  contactEmail,
  contactLabel,
  legalLabel,
  copyright,
  buildYear,
  links,
  currentPath,
  lang = {},
  storeLinks,
}: SiteFooterProps) {
  const year = useCurrentYear(buildYear)
  return (
    <footer className="bg-footer text-footer-ink">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold">
            <BrandMark className="h-8 w-8" />
            {brand}
          </p>
          <p className="mt-2 max-w-xs text-sm text-footer-muted" lang={lang.tagline}>
            {tagline}
          </p>
          {storeLinks}
        </div>
        <nav aria-label={legalLabel}>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-amber-400" lang={lang.legalLabel}>
            {legalLabel}
          </h2>
          <NavLinks
            links={links}
            currentPath={currentPath}
            className="mt-3 space-y-2 text-sm"
            linkClassName="rounded text-footer-ink underline-offset-4 hover:underline aria-[current=page]:font-semibold aria-[current=page]:underline"
          />
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-amber-400" lang={lang.contactLabel}>
            {contactLabel}
          </h2>
          <p className="mt-3 text-sm">
            <a
              href={`mailto:${contactEmail}`}
              className="rounded text-footer-ink underline underline-offset-4 hover:text-white"
            >
              {contactEmail}
            </a>
          </p>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-footer-muted sm:px-6" lang={lang.copyright}>
          {fillTemplate(copyright, { year, brand })}
        </p>
      </div>
    </footer>
  )
}
