import { drawingOf } from "../../lib/guide"
import LineDrawing from "./LineDrawing"

interface OrderDrawingProps {
  order: string
  /** What the drawing shows, for screen readers; empty where words beside it say it already. */
  label: string
  /** Large beside a species' name on its page; small in a list. */
  size?: "large" | "small"
}

/** The team's line drawing of an insect of the species' order, shown where a species has no photo. */
export default function OrderDrawing({ order, label, size = "large" }: OrderDrawingProps) {
  return <LineDrawing src={drawingOf(order)} label={label} size={size} />
}
