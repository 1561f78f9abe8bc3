interface SafetyFilterProps {
  label: string
  allLabel: string
  levels: ReadonlyArray<{ level: string; label: string }>
}

/** The anchor each filter link targets; global guide styles hide the other levels while it is the target. */
export const filterTargetId = (level: string) => `level-${level}`

/**
 * Links that filter the list by safety level, without JavaScript: each targets an anchor before the
 * list, and the guide's stylesheet shows only that level while its anchor is the URL's fragment
 * (`:target`). "All" targets the list itself, which clears the filter.
 */
export default function SafetyFilter({ label, allLabel, levels }: SafetyFilterProps) {
  return (
    <nav aria-label={label} className="mt-8">
      <ul className="flex flex-wrap items-center gap-2">
        <li className="me-1 font-semibold text-ink" aria-hidden="true">
          {label}:
        </li>
        <li>
          <a
            href="#species"
            className="filter-link inline-flex rounded-full border border-line px-3 py-1 font-semibold text-ink hover:bg-leaf-100"
          >
            {allLabel}
          </a>
        </li>
        {levels.map(({ level, label: levelLabel }) => (
          <li key={level}>
            <a
              href={`#${filterTargetId(level)}`}
              data-level={level}
              className="filter-link inline-flex rounded-full border px-3 py-1 font-semibold safety-tone"
            >
              {levelLabel}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
