import { useSyncExternalStore } from "react"

// The year changes too rarely to be worth a subscription; a render picks it up.
const subscribe = () => () => undefined

/**
 * The visitor's current year. While hydrating, React uses `buildYear` (what the static HTML was
 * rendered with), so there is no mismatch; it then re-renders with the real year. A page built
 * last year therefore shows this year.
 */
export function useCurrentYear(buildYear: number): number {
  return useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => buildYear,
  )
}
