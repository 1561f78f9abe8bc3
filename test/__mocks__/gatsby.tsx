import { type AnchorHTMLAttributes, forwardRef } from "react"

const gatsby = jest.requireActual("gatsby")

const navigate = jest.fn()

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string
  activeClassName?: string
  activeStyle?: object
  getProps?: unknown
  innerRef?: unknown
  partiallyActive?: boolean
  replace?: boolean
  state?: unknown
}

/**
 * Gatsby's Link needs the router and page loader; in unit tests it is an anchor that, like the real
 * one, turns a click into a client-side `navigate` instead of a page load.
 */
const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { activeClassName, activeStyle, getProps, innerRef, partiallyActive, replace, state, to, onClick, children, ...rest },
  ref,
) {
  return (
    <a
      {...rest}
      ref={ref}
      href={to}
      onClick={(event) => {
        onClick?.(event)
        if (event.defaultPrevented) return
        event.preventDefault()
        navigate(to)
      }}
    >
      {children}
    </a>
  )
})

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link,
  navigate,
  useStaticQuery: jest.fn(),
}
