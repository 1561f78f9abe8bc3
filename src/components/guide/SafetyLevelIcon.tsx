import LineIcon from "../LineIcon"

/** A shape per level, so the level reads without its colour: a tick, a warning triangle, a stop sign. */
export default function SafetyLevelIcon({ level, className }: { level: string; className?: string }) {
  return (
    <LineIcon className={className}>
      {level === "dangerous" ? (
        <>
          <path d="M7.9 2h8.2L22 7.9v8.2L16.1 22H7.9L2 16.1V7.9z" />
          <path d="M9 9l6 6M15 9l-6 6" />
        </>
      ) : level === "caution" ? (
        <>
          <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
          <path d="M12 9v4M12 17h.01" />
        </>
      ) : (
        <>
          <circle cx="12" cy="12" r="10" />
          <path d="m8 12 3 3 5-6" />
        </>
      )}
    </LineIcon>
  )
}
