import { Link } from "gatsby"
import { pageRangeText } from "../../lib/guide"

interface GuidePageNavigationProps {
  label: string
  /** The range a link names, with {first} and {last}: "{first} to {last}" (a page of one species: its name). */
  rangeText: string
  pages: ReadonlyArray<{ path: string; first: string; last: string }>
  currentPath: string
}

/**
 * The pages of a guide too long for one, A to Z: a link to each, named by the first and last species
 * it lists, the page shown marked as current. Plain links, so they work without JavaScript.
 */
export default function GuidePageNavigation({ label, rangeText, pages, currentPath }: GuidePageNavigationProps) {
  return (
    <nav aria-label={label} className="mt-6">
      <ol className="grid gap-2 sm:grid-cols-2">
        {pages.map(({ path, first, last }) => {
          const current = path === currentPath
          return (
            <li key={path}>
              <Link
                to={path}
                aria-current={current ? "page" : undefined}
                className={`block rounded border px-3 py-2 font-semibold ${
                  current
                    ? "border-forest-900 bg-leaf-100 text-forest-900"
                    : "border-line text-leaf-700 hover:bg-leaf-100"
                }`}
              >
                {pageRangeText(rangeText, { first, last })}
              </Link>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
