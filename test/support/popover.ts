/**
 * jsdom has no Popover API. This is as much of it as the header's menu relies on, after the HTML
 * standard: a click on a button with `popovertarget` toggles that popover (unless a handler
 * prevented it), Escape hides the open popover and, when focus was inside it, returns focus to where
 * it was before, `:popover-open` matches an open popover, a closed one is not displayed, and each
 * change fires `toggle`. Light dismiss and nesting are left out: no unit test needs them.
 */
const previousFocus = new Map<Element, Element | null>()

function show(popover: HTMLElement) {
  if (previousFocus.has(popover)) return
  previousFocus.set(popover, popover.ownerDocument.activeElement)
  popover.setAttribute("data-test-popover-open", "")
  popover.dispatchEvent(new Event("toggle"))
}

function hide(popover: HTMLElement) {
  if (!previousFocus.has(popover)) return
  const before = previousFocus.get(popover)
  previousFocus.delete(popover)
  popover.removeAttribute("data-test-popover-open")
  if (popover.contains(popover.ownerDocument.activeElement) && before instanceof HTMLElement) before.focus()
  popover.dispatchEvent(new Event("toggle"))
}

export function installPopoverPolyfill(): void {
  const matches = Element.prototype.matches
  Element.prototype.matches = function (selectors: string) {
    return selectors === ":popover-open" ? previousFocus.has(this) : matches.call(this, selectors)
  }
  HTMLElement.prototype.showPopover = function () {
    show(this)
  }
  HTMLElement.prototype.hidePopover = function () {
    hide(this)
  }
  HTMLElement.prototype.togglePopover = function () {
    if (previousFocus.has(this)) hide(this)
    else show(this)
    return previousFocus.has(this)
  }
  document.addEventListener("click", (event) => {
    const invoker = (event.target as Element | null)?.closest?.("button[popovertarget]")
    const popover = invoker && document.getElementById(invoker.getAttribute("popovertarget")!)
    if (event.defaultPrevented || !popover) return
    popover.togglePopover()
  })
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return
    for (const popover of previousFocus.keys()) hide(popover as HTMLElement)
  })
}

/** The browser's own rule for a closed popover, which jsdom's stylesheet lacks. */
export function addPopoverStyle(): void {
  const style = document.createElement("style")
  style.textContent = "[popover]:not([data-test-popover-open]) { display: none; }"
  document.head.append(style)
}

/** Closes whatever a test left open, so the next one starts with every popover closed. */
export function resetPopovers(): void {
  previousFocus.clear()
}
