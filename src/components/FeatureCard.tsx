import { useInView } from "react-intersection-observer"
import FeatureIcon from "./FeatureIcon"

interface FeatureCardProps {
  title: string
  description: string
  icon: string
  /** A page of the site the card leads to, when content gives one. */
  link?: { path: string; label: string } | null
  /** How long this card waits before fading in, so the cards arrive one after another. */
  revealDelayMs: number
  /** Texts that show the default language's words for want of a translation, by prop name. */
  lang?: Readonly<Record<string, string>>
}

export default function FeatureCard({ title, description, icon, link, revealDelayMs, lang = {} }: FeatureCardProps) {
  const { ref, inView } = useInView({ triggerOnce: true, threshold: 0.15 })
  return (
    <li
      ref={ref}
      data-revealed={inView}
      style={{ transitionDelay: `${revealDelayMs}ms` }}
      className="reveal rounded-2xl border border-line bg-surface p-6 shadow-sm"
    >
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-leaf-100 text-leaf-700">
        <FeatureIcon name={icon} />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-forest-900" lang={lang.title}>
        {title}
      </h3>
      <p className="mt-2 leading-relaxed text-muted" lang={lang.description}>
        {description}
      </p>
      {link ? (
        <p className="mt-4">
          <a href={link.path} className="font-semibold text-leaf-700 underline underline-offset-2" lang={lang.link}>
            {link.label}
          </a>
        </p>
      ) : null}
    </li>
  )
}
