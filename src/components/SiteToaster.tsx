import { useEffect } from "react"
import { Toaster } from "react-hot-toast"

const CONTAINER_CLASS = "site-toaster"

/**
 * react-hot-toast slides its toast in, draws its icon and turns a spinner under the icon for as long
 * as the toast shows: with reduced motion each stops at once where it ends. The tick of the check
 * mark is drawn by a pseudo-element, which `*` alone does not match. The rule arrives with
 * this component, fetched when a toast is about to show, not in the stylesheet every page inlines
 * (whose bytes count in the first round trip).
 */
const REDUCED_MOTION_RULE = `@media (prefers-reduced-motion: reduce) { .${CONTAINER_CLASS} *, .${CONTAINER_CLASS} *::before, .${CONTAINER_CLASS} *::after { animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important; } }`

/** Where the contact form's toasts show: at the bottom, clear of the fixed header and where a thumb and eye already are on a phone. */
export default function SiteToaster() {
  useEffect(() => {
    const style = document.createElement("style")
    style.textContent = REDUCED_MOTION_RULE
    document.head.append(style)
    return () => style.remove()
  }, [])
  return (
    <Toaster
      position="bottom-center"
      containerClassName={CONTAINER_CLASS}
      toastOptions={{
        className: "!max-w-sm !bg-surface !text-ink",
        success: { iconTheme: { primary: "#2b6139", secondary: "#ffffff" } },
      }}
    />
  )
}
