import { drawingOf } from "../../lib/guide"

interface OrderDrawingProps {
  order: string
  /** What the drawing shows, for screen readers; empty where words beside it say it already. */
  label: string
  /** Large beside a species' name on its page; small in a list. */
  size?: "large" | "small"
}

/**
 * The team's line drawing of an insect of the species' order (static/drawings/), shown where a
 * species has no photo. Drawn as a mask filled with the text colour, so it follows the theme, and
 * fetched as a file of its own: the drawings stay out of every species page's JavaScript.
 */
export default function OrderDrawing({ order, label, size = "large" }: OrderDrawingProps) {
  return (
    <span
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
      className={`order-drawing block shrink-0 bg-leaf-700 ${size === "large" ? "h-40 w-40" : "h-10 w-10"}`}
      style={{ maskImage: `url(${drawingOf(order)})` }}
    />
  )
}
