import { startTransition, useEffect, useState } from "react"

/**
 * False in the static HTML and while React hydrates it, true once the page's JavaScript is live.
 * For controls that only work with JavaScript and must not be used before it has loaded.
 *
 * The flip is a transition after hydration, so that React renders what it changes in slices. A
 * useSyncExternalStore whose client snapshot differs from the server's re-renders the same components
 * synchronously, in one task, and the key page reads this at its top (docs/performance.md, "What
 * keeps start-up from blocking").
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => startTransition(() => setHydrated(true)), [])
  return hydrated
}
