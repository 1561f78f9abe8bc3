import SafetyLevelIcon from "./SafetyLevelIcon"

interface SafetyLevelBadgeProps {
  level: string
  label: string
  lang?: string
}

/** A species' safety level in a word, with its icon and colour: text, shape and colour all say it. */
export default function SafetyLevelBadge({ level, label, lang }: SafetyLevelBadgeProps) {
  return (
    <span
      data-level={level}
      className="safety-tone inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm font-semibold"
      lang={lang}
    >
      <SafetyLevelIcon level={level} className="h-4 w-4 shrink-0" />
      {label}
    </span>
  )
}
