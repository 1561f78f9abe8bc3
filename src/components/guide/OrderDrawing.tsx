import { drawingOf } from "../../lib/guide"

interface OrderDrawingProps {
  order: string
  /** What the drawing shows, for screen readers. */
  label: string
}

/**
 * The team's line drawing of an insect of the species' order (static/drawings/), shown where a
 * species has no photo. Drawn as a mask filled with the text colour, so it follows the theme, and
 * fetched as a file of its own: the drawings stay out of every species page's JavaScript.
 */
export default function OrderDrawing({ order, label }: OrderDrawingProps) {
  return (
    <span
      role="img"
      aria-label={label}
      className="order-drawing block h-40 w-40 shrink-0 bg-leaf-700"
      style={{ maskImage: `url(${drawingOf(order)})` }}
    />
  )
}
