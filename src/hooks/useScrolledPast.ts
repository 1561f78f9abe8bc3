import { useEffect, useState } from "react"

/**
 * True while the page is scrolled more than `threshold` pixels. The scroll listener is passive and
 * reads the position at most once per animation frame, so scrolling never waits on React.
 */
export function useScrolledPast(threshold: number): boolean {
  const [scrolledPast, setScrolledPast] = useState(false)

  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      setScrolledPast(window.scrollY > threshold)
    }
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update)
    }
    // A reload can restore a scrolled position before any scroll event fires.
    update()
    window.addEventListener("scroll", onScroll, { passive: true })
    return () => {
      window.removeEventListener("scroll", onScroll)
      if (frame !== 0) window.cancelAnimationFrame(frame)
    }
  }, [threshold])

  return scrolledPast
}
