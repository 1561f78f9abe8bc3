import { useCallback, useSyncExternalStore } from "react"

/**
 * Calls `onChange` at most once per animation frame while the page scrolls. The listener is
 * passive, so scrolling never waits on React.
 */
function subscribeToScroll(onChange: () => void): () => void {
  let frame = 0
  const onScroll = () => {
    if (frame !== 0) return
    frame = window.requestAnimationFrame(() => {
      frame = 0
      onChange()
    })
  }
  window.addEventListener("scroll", onScroll, { passive: true })
  return () => {
    window.removeEventListener("scroll", onScroll)
    if (frame !== 0) window.cancelAnimationFrame(frame)
  }
}

/**
 * True while the page is scrolled more than `threshold` pixels. The static HTML is rendered
 * unscrolled; a page that opens already scrolled (a reload, a back navigation) updates right after
 * hydration.
 */
export function useScrolledPast(threshold: number): boolean {
  const getSnapshot = useCallback(() => window.scrollY > threshold, [threshold])
  return useSyncExternalStore(subscribeToScroll, getSnapshot, () => false)
}
