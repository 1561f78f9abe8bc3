interface SectionHeadingProps {
  /** The heading's id, which the section names itself by (aria-labelledby). */
  id: string
  heading: string
  intro: string
  /** Texts that show the default language's words for want of a translation. */
  lang?: Readonly<{ heading?: string; intro?: string }>
}

/** The centred heading and lead paragraph that open a home page section. */
export default function SectionHeading({ id, heading, intro, lang = {} }: SectionHeadingProps) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} lang={lang.heading} className="text-3xl font-bold tracking-tight text-forest-900 sm:text-4xl">
        {heading}
      </h2>
      <p className="mt-4 text-lg text-muted" lang={lang.intro}>
        {intro}
      </p>
    </div>
  )
}
