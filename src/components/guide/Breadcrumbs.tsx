import { Link } from "gatsby"

interface BreadcrumbsProps {
  label: string
  /** From the home page to the page shown, which is last and not a link. */
  trail: ReadonlyArray<{ name: string; path: string; lang?: string }>
}

/** Where the page sits in the site, as links a visitor can follow back up. */
export default function Breadcrumbs({ label, trail }: BreadcrumbsProps) {
  return (
    <nav aria-label={label}>
      <ol className="flex flex-wrap items-center gap-x-2 text-sm text-muted">
        {trail.map(({ name, path, lang }, index) => {
          const last = index === trail.length - 1
          return (
            <li key={path} className="flex items-center gap-2">
              {last ? (
                <span aria-current="page" lang={lang}>
                  {name}
                </span>
              ) : (
                <>
                  <Link to={path} className="underline underline-offset-2 hover:text-ink" lang={lang}>
                    {name}
                  </Link>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
