import { useSyncExternalStore } from "react"

const subscribe = () => () => undefined

/**
 * False in the static HTML and while React hydrates it, true once the page's JavaScript is live.
 * For controls that only work with JavaScript and must not be used before it has loaded.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
