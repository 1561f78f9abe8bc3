import type { ReactNode } from "react"

interface GuideSectionProps {
  /** The heading's id, which names the section (aria-labelledby) and is its anchor. */
  id: string
  heading: string
  /** Set when the heading shows the default language's words, for want of a translation. */
  headingLang?: string
  className?: string
  children: ReactNode
}

/** A titled part of a species' page: how to recognise it, where it lives, its behaviour... */
export default function GuideSection({ id, heading, headingLang, className = "mt-10", children }: GuideSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-2xl font-bold text-forest-900" lang={headingLang}>
        {heading}
      </h2>
      {children}
    </section>
  )
}
