import { rememberLanguage } from "../lib/language-choice"

export interface LanguageLink {
  readonly code: string
  /** The language's name in itself: "Deutsch". */
  readonly name: string
  /** The same page in that language. */
  readonly href: string
}

interface LanguageListProps {
  languages: readonly LanguageLink[]
  current: string
  className?: string
  onChoose?: () => void
}

/**
 * The links themselves, also shown flat in the phone menu. Each name is written in its own direction
 * (global.css isolates every `lang` in a right-to-left page), but all line up on the page's side.
 */
export default function LanguageList({ languages, current, className, onChoose }: LanguageListProps) {
  return (
    <ul className={className}>
      {languages.map(({ code, name, href }) => (
        <li key={code}>
          <a
            href={href}
            hrefLang={code}
            lang={code}
            aria-current={code === current ? "true" : undefined}
            onClick={() => {
              rememberLanguage(code)
              onChoose?.()
            }}
            className="block rounded-md px-3 py-2 text-base rtl:text-right font-medium text-muted hover:text-leaf-800 aria-[current=true]:bg-leaf-100 aria-[current=true]:font-semibold aria-[current=true]:text-leaf-800"
          >
            {name}
          </a>
        </li>
      ))}
    </ul>
  )
}
