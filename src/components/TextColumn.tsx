import { type HTMLAttributes, type ReactNode } from "react"

type TextColumnProps = Omit<HTMLAttributes<HTMLElement>, "className"> & {
  /** An article (a legal page, a species) or a plain block (a list of them). */
  as?: "article" | "div"
  children: ReactNode
}

/** A page read as text: the legal pages and the insect guide, one column below the fixed header. */
export default function TextColumn({ as: Element = "article", children, ...attributes }: TextColumnProps) {
  return (
    <Element className="bg-canvas pt-28 pb-20 sm:pt-32" {...attributes}>
      <div className="mx-auto max-w-3xl px-4 sm:px-6">{children}</div>
    </Element>
  )
}
