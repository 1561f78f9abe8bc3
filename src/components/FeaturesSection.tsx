import FeatureCard from "./FeatureCard"

interface FeaturesSectionProps {
  heading: string
  intro: string
  features: ReadonlyArray<{
    readonly id: string
    readonly title: string
    readonly description: string
    readonly icon: string
  }>
  staggerMs: number
}

export default function FeaturesSection({ heading, intro, features, staggerMs }: FeaturesSectionProps) {
  return (
    <section aria-labelledby="features-heading" className="bg-leaf-50 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="features-heading" className="text-3xl font-bold tracking-tight text-forest-900 sm:text-4xl">
            {heading}
          </h2>
          <p className="mt-4 text-lg text-muted">{intro}</p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature, index) => (
            <FeatureCard
              key={feature.id}
              title={feature.title}
              description={feature.description}
              icon={feature.icon}
              revealDelayMs={index * staggerMs}
            />
          ))}
        </ul>
      </div>
    </section>
  )
}
