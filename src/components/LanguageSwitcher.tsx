import { useRef } from "react"
import LanguageList, { type LanguageLink } from "./LanguageList"
import LineIcon from "./LineIcon"

interface LanguageSwitcherProps {
  /** "Language", in the page's language. */
  label: string
  /** Set when the label is the default language's, for want of a translation. */
  labelLang?: string
  languages: readonly LanguageLink[]
  current: string
}

/**
 * The same page in each language, behind a disclosure: a native <details>, so it opens and its links
 * work without JavaScript. Links are plain page loads, each named in its own language.
 */
export default function LanguageSwitcher({ label, labelLang, languages, current }: LanguageSwitcherProps) {
  const details = useRef<HTMLDetailsElement>(null)
  const currentLanguage = languages.find(({ code }) => code === current)
  return (
    <details ref={details} className="language-switcher relative">
      <summary className="inline-flex h-11 cursor-pointer list-none items-center gap-1.5 rounded-md px-2 text-sm font-medium text-forest-900 hover:bg-leaf-100">
        <LineIcon>
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
        </LineIcon>
        <span className="sr-only" lang={labelLang}>
          {label}:{" "}
        </span>
        <span aria-hidden="true" className="uppercase sm:hidden">
          {current}
        </span>
        <span className="hidden sm:inline">{currentLanguage?.name ?? current}</span>
      </summary>
      <LanguageList
        languages={languages}
        current={current}
        className="absolute end-0 top-full z-50 mt-2 min-w-40 rounded-xl border border-line bg-surface p-2 shadow-lg"
        onChoose={() => details.current?.removeAttribute("open")}
      />
    </details>
  )
}
