import LineIcon from "./LineIcon"

/** Three bars that turn into a cross while the menu is open. */
export default function MenuIcon({ open }: { open: boolean }) {
  return <LineIcon>{open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}</LineIcon>
}
