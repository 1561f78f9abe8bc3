import FeatureCard from "./FeatureCard"
import SectionHeading from "./SectionHeading"

interface FeaturesSectionProps {
  heading: string
  intro: string
  features: ReadonlyArray<{
    readonly id: string
    readonly title: string
    readonly description: string
    readonly icon: string
    /** A link under the text, its path already in the page's language. */
    readonly link?: { readonly path: string; readonly label: string } | null
    readonly untranslated?: readonly string[]
  }>
  staggerMs: number
  /** The default language, for texts that show it for want of a translation. */
  defaultLanguage?: string
  /** Texts that show the default language's words for want of a translation, by prop name. */
  lang?: Readonly<Record<string, string>>
}

export default function FeaturesSection({
  heading,
  intro,
  features,
  staggerMs,
  defaultLanguage,
  lang = {},
}: FeaturesSectionProps) {
  return (
    <section aria-labelledby="features-heading" className="bg-leaf-50 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="features-heading" heading={heading} intro={intro} lang={lang} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature, index) => (
            <FeatureCard
              key={feature.id}
              title={feature.title}
              description={feature.description}
              icon={feature.icon}
              link={feature.link}
              revealDelayMs={index * staggerMs}
              lang={Object.fromEntries(
                (feature.untranslated ?? []).map((field) => [
                  field === "link.label" ? "link" : field,
                  defaultLanguage ?? "en",
                ]),
              )}
            />
          ))}
        </ul>
      </div>
    </section>
  )
}
