import { useEffect, useId, useRef, useState } from "react"
import { Link } from "gatsby"
import BrandMark from "./BrandMark"
import MenuIcon from "./MenuIcon"
import LanguageList, { type LanguageLink } from "./LanguageList"
import LanguageSwitcher from "./LanguageSwitcher"
import NavLinks, { type NavLink } from "./NavLinks"
import ThemeToggle from "./ThemeToggle"
import { useScrolledPast } from "../hooks/useScrolledPast"

interface SiteHeaderProps {
  brand: string
  homeLinkLabel: string
  menuLabel: string
  navigationLabel: string
  /** The theme toggle's names; without them the header has no toggle. */
  themeToDarkLabel?: string
  themeToLightLabel?: string
  links: readonly NavLink[]
  currentPath: string
  compactAfterPx: number
  /** The home page in the page's language. */
  homePath?: string
  /** The same page in every language, and what to call the switcher; without them there is none. */
  languages?: readonly LanguageLink[]
  currentLanguage?: string
  languageLabel?: string
  /** Labels that show the default language's text, by prop name. */
  lang?: Readonly<Record<string, string>>
}

const linkClassName =
  "rounded-md px-3 py-2 text-sm font-medium text-muted transition-colors hover:text-leaf-800 aria-[current=page]:bg-leaf-100 aria-[current=page]:font-semibold aria-[current=page]:text-leaf-800"

export default function SiteHeader({
  brand,
  homeLinkLabel,
  menuLabel,
  navigationLabel,
  themeToDarkLabel,
  themeToLightLabel,
  links,
  currentPath,
  compactAfterPx,
  homePath = "/",
  languages = [],
  currentLanguage,
  languageLabel,
  lang = {},
}: SiteHeaderProps) {
  const switchesLanguage = languages.length > 1 && currentLanguage !== undefined && languageLabel !== undefined
  const compact = useScrolledPast(compactAfterPx)
  const menuRef = useRef<HTMLDivElement>(null)
  const menuId = useId()
  // The phone menu is a popover: the browser opens and closes it from its toggle, before React runs
  // and without JavaScript, and closes it on Escape or a tap outside, returning focus to the toggle.
  // React only mirrors the popover's state into aria-expanded. The server cannot know that state,
  // so the attribute is left out until hydration (the browser exposes the popover's state itself
  // meanwhile) and then read from the element, which a tap before hydration may already have opened.
  const [menuOpen, setMenuOpen] = useState<boolean>()
  useEffect(() => {
    const menu = menuRef.current
    if (!menu) return
    const sync = () => setMenuOpen(menu.matches(":popover-open"))
    sync()
    menu.addEventListener("toggle", sync)
    return () => menu.removeEventListener("toggle", sync)
  }, [])

  const closeMenu = () => menuRef.current?.hidePopover()

  return (
    <header
      data-compact={compact}
      className={`fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-300 motion-reduce:transition-none ${
        compact ? "bg-canvas/85 py-2 shadow-md shadow-forest-900/5 backdrop-blur-md" : "bg-canvas py-4 sm:py-5"
      }`}
    >
      <nav
        aria-label={navigationLabel}
        className="relative mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 sm:px-6"
      >
        <Link
          to={homePath}
          aria-label={homeLinkLabel}
          lang={lang.homeLinkLabel}
          className="flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-forest-900"
        >
          <BrandMark className={compact ? "h-7 w-7" : "h-9 w-9"} />
          <span>{brand}</span>
        </Link>

        <div className="ms-auto flex items-center gap-1">
          <NavLinks
            links={links}
            currentPath={currentPath}
            className="hidden items-center gap-1 md:flex"
            linkClassName={linkClassName}
          />
          {themeToDarkLabel && themeToLightLabel ? (
            <ThemeToggle toDarkLabel={themeToDarkLabel} toLightLabel={themeToLightLabel} />
          ) : null}
          {switchesLanguage ? (
            <LanguageSwitcher
              label={languageLabel}
              labelLang={lang.languageLabel}
              languages={languages}
              current={currentLanguage}
            />
          ) : null}
        </div>

        <button
          type="button"
          className="inline-flex h-11 w-11 items-center justify-center rounded-md text-forest-900 hover:bg-leaf-100 md:hidden"
          aria-expanded={menuOpen}
          lang={lang.menuLabel}
          // React 18 (and its types) know no popover attributes; spelt lowercase, they reach the HTML as written.
          {...{ popovertarget: menuId }}
        >
          <MenuIcon />
          <span className="sr-only">{menuLabel}</span>
        </button>

        <div
          ref={menuRef}
          id={menuId}
          {...{ popover: "" }}
          // Placed under the header by global.css: a popover sits in the top layer, out of the nav's flow.
          className="inset-x-4 rounded-xl border border-line bg-surface p-2 shadow-lg md:hidden"
        >
          <NavLinks
            links={links}
            currentPath={currentPath}
            className="flex flex-col gap-1"
            linkClassName={`block ${linkClassName} text-base`}
            onNavigate={closeMenu}
          />
          {switchesLanguage ? (
            <div className="mt-2 border-t border-line pt-2">
              <p
                className="px-3 py-1 text-xs font-semibold tracking-wider text-muted uppercase"
                lang={lang.languageLabel}
              >
                {languageLabel}
              </p>
              <LanguageList
                languages={languages}
                current={currentLanguage}
                onChoose={closeMenu}
                className="flex flex-col gap-1"
              />
            </div>
          ) : null}
        </div>
      </nav>
    </header>
  )
}
