import { Link } from "gatsby"
import { isCurrentPath } from "../lib/paths"

interface NavLinksProps {
  links: ReadonlyArray<{ readonly label: string; readonly path: string }>
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
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}
