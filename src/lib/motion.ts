export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true
}

/**
 * Scrolls a section into view (smoothly unless the visitor asked for less motion) and moves focus
 * to `focusTarget`, so keyboard and screen-reader users land where sighted users are taken.
 * The section's `scroll-margin-top` keeps it clear of the fixed header.
 */
export function scrollToSection(section: HTMLElement, focusTarget: HTMLElement = section): void {
  section.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" })
  focusTarget.focus({ preventScroll: true })
}
