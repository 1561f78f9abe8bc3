import type { WrapPageElementBrowserArgs } from "gatsby"
import PageErrorBoundary from "../components/PageErrorBoundary"

/**
 * Shared by gatsby-browser and gatsby-ssr so the server HTML and the hydrated tree match. Keyed by
 * path: navigating away from a page that failed gives the next page a fresh boundary.
 */
export function wrapPageElement({ element, props }: Pick<WrapPageElementBrowserArgs, "element" | "props">) {
  return <PageErrorBoundary key={props.location.pathname}>{element}</PageErrorBoundary>
}
