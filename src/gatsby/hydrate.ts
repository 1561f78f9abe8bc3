import { startTransition, type ReactElement } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"

/**
 * Hydrates the server HTML as a transition, so React works in slices of a few milliseconds and
 * yields to the browser between them: the first paint and any input come first, and no task of
 * hydration blocks the main thread for long. React attaches its listeners at once; a click, tap or
 * key press on the page before hydration has finished makes React finish it on the spot and then
 * handles the event, so nothing the visitor does early is lost.
 */
export function replaceHydrateFunction() {
  return (element: ReactElement, container: Element) => {
    if (!container.hasChildNodes()) {
      // Nothing was rendered on the server (a client-only route): render from scratch.
      createRoot(container).render(element)
      return
    }
    startTransition(() => {
      hydrateRoot(container, element)
    })
  }
}
