import LineIcon from "./LineIcon"
import { THEME_TOGGLE_CLASS } from "../lib/theme"

interface ThemeToggleProps {
  /** "Switch to dark theme", shown while the light theme is on. */
  toDarkLabel: string
  /** "Switch to light theme", shown while the dark theme is on. */
  toLightLabel: string
}

/**
 * Swaps the light and dark themes. The stylesheet shows the label and icon that fit the theme on
 * screen (`.theme-when-light`, `.theme-when-dark`), and a script in <head> handles the click
 * (THEME_TOGGLE_SCRIPT in src/lib/theme.ts), so the button is right and works before React hydrates
 * and needs no state. Without JavaScript it is hidden: the site then follows the system's theme.
 */
export default function ThemeToggle({ toDarkLabel, toLightLabel }: ThemeToggleProps) {
  return (
    <button
      type="button"
      className={`${THEME_TOGGLE_CLASS} inline-flex h-11 w-11 items-center justify-center rounded-md text-forest-900 hover:bg-leaf-100`}
    >
      <span className="theme-when-light">
        <LineIcon>
          <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />
        </LineIcon>
        <span className="sr-only">{toDarkLabel}</span>
      </span>
      <span className="theme-when-dark">
        <LineIcon>
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
        </LineIcon>
        <span className="sr-only">{toLightLabel}</span>
      </span>
    </button>
  )
}
