import type { ReactNode } from "react"

/**
 * A decorative 24x24 line icon in the current text colour, the style of every icon on the site;
 * the control or heading beside it carries the meaning.
 */
export default function LineIcon({ className = "h-6 w-6", children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}
