import LineIcon from "./LineIcon"

/**
 * Three bars that turn into a cross while the menu is open. The stylesheet picks the drawing from the
 * menu's own state (global.css, `:popover-open`), so the icon is right before React runs and without
 * JavaScript, and React keeps no state for it.
 */
export default function MenuIcon() {
  return (
    <LineIcon>
      <path d="M4 7h16M4 12h16M4 17h16" />
      <path d="M6 6l12 12M18 6L6 18" />
    </LineIcon>
  )
}
