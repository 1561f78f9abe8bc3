import { type ReactNode } from "react"
import { isFeatureIconName, type FeatureIconName } from "../lib/feature-icons"
import LineIcon from "./LineIcon"

const paths: Record<FeatureIconName, ReactNode> = {
  camera: (
    <>
      <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z" />
      <circle cx="12" cy="13.5" r="3.5" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z" />
      <path d="M12 8v5M12 16.5h.01" />
    </>
  ),
  library: (
    <>
      <path d="M4 19.5V5a2 2 0 0 1 2-2h14v18H6.5A2.5 2.5 0 0 1 4 18.5 2.5 2.5 0 0 1 6.5 16H20" />
      <path d="M8 7h8M8 11h5" />
    </>
  ),
  leaf: (
    <>
      <path d="M20 4C10 4 4 9 4 16c0 1.4.3 2.7.8 4C12 20 20 15 20 4z" />
      <path d="M4.8 20C8 15 11 12 15 9" />
    </>
  ),
  offline: (
    <>
      <path d="M2 8.8a15 15 0 0 1 4.2-2.7M10.7 5.1A15 15 0 0 1 22 8.8M5 12.9a10 10 0 0 1 5.2-2.8M16.8 11.1A10 10 0 0 1 19 12.9M8.5 16.4a5 5 0 0 1 7 0M12 20h.01" />
      <path d="M3 3l18 18" />
    </>
  ),
  refresh: (
    <>
      <path d="M20 11a8 8 0 0 0-14.9-3.5L4 9M4 4v5h5" />
      <path d="M4 13a8 8 0 0 0 14.9 3.5L20 15M20 20v-5h-5" />
    </>
  ),
}

/** A feature's icon, drawn inline. Decorative: the card's title says what it means. */
export default function FeatureIcon({ name, className = "h-6 w-6" }: { name: string; className?: string }) {
  if (!isFeatureIconName(name)) return null
  return <LineIcon className={className}>{paths[name]}</LineIcon>
}
