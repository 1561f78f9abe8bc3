import { Link } from "gatsby"
import { isCurrentPath } from "../lib/paths"

export interface NavLink {
  readonly label: string
  readonly path: string
  /** Set when the label is the default language's, for want of a translation. */
  readonly lang?: string
}

interface NavLinksProps {
  links: readonly NavLink[]
  currentPath: string
  className?: string
  linkClassName?: string
  onNavigate?: () => void
}

/** The legal links, shared by the header, its mobile menu and the footer. */
export default function NavLinks({ links, currentPath, className, linkClassName, onNavigate }: NavLinksProps) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.path}>
          <Link
            to={link.path}
            aria-current={isCurrentPath(link.path, currentPath) ? "page" : undefined}
            className={linkClassName}
            onClick={onNavigate}
            lang={link.lang}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}
