interface LineDrawingProps {
  /** The drawing's URL path on the site (static/drawings/). */
  src: string
  /** What the drawing shows, for screen readers; empty where words beside it say it already. */
  label: string
  /** Large beside a species' name on its page; small in a list or on a button. */
  size?: "large" | "small"
}

/**
 * One of the team's line drawings. Drawn as a mask filled with the text colour, so it follows the
 * theme, and fetched as a file of its own: the drawings stay out of every page's JavaScript.
 */
export default function LineDrawing({ src, label, size = "large" }: LineDrawingProps) {
  return (
    <span
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
      className={`order-drawing block shrink-0 bg-leaf-700 ${size === "large" ? "h-24 w-24 sm:h-40 sm:w-40" : "h-10 w-10"}`}
      style={{ maskImage: `url(${src})` }}
    />
  )
}
