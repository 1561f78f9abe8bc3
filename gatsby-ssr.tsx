import type { GatsbySSR } from "gatsby"
import { renderToString } from "react-dom/server"
import { MAIN_ID } from "./src/components/Layout"
import { pageStyleElement } from "./src/gatsby/page-styles"
import { JS_FLAG_SCRIPT } from "./src/gatsby/js-flag"
import { textDirection } from "./src/lib/languages"
import { PAGE_STYLE_KINDS, type PageStyleKind } from "./src/lib/page-styles"
import { THEME_SCRIPT, THEME_TOGGLE_SCRIPT } from "./src/lib/theme"

export { wrapPageElement } from "./src/gatsby/wrap-page-element"

/**
 * The names of this build's stylesheets, which carry their content's hash (defined by
 * onCreateWebpackConfig, src/node/bundles/hooks.ts): naming them here makes the HTML renderer change whenever the CSS does, so
 * Gatsby renders every page again with the new styles inlined instead of keeping the old ones.
 */
declare const __BUILT_STYLESHEETS__: string
// Defined only for `gatsby build`'s renderer: develop and the unit tests have no built stylesheet.
const BUILT_STYLESHEETS = new Set(
  (typeof __BUILT_STYLESHEETS__ === "string" ? __BUILT_STYLESHEETS__ : "").split(" ").filter(Boolean),
)

/**
 * `<html lang dir>` in the page's language, from the context its page was created with (onCreatePage
 * and createLegalPages, src/node/content/). Language links load a page rather than navigate in the
 * browser, so the attributes are always those of the page on screen.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  pathname,
  loadPageDataSync,
  setHtmlAttributes,
  setHeadComponents,
}) => {
  // `gatsby develop` renders one shell for every page and passes no loadPageDataSync (its types say
  // otherwise): there the document is in the default language until the page's own Head runs.
  const pageData = (loadPageDataSync as typeof loadPageDataSync | undefined)?.(pathname)
  const context = pageData?.result?.pageContext as { language?: string; pageStyles?: PageStyleKind } | undefined
  const language = context?.language
  setHtmlAttributes({ lang: language ?? "en", dir: textDirection(language ?? "en") })
  setHeadComponents([
    // No frame before the header is whole: on a slow phone the parser can stop mid-header, and the
    // controls already on screen then move aside for the ones that follow (a layout shift).
    // Browsers without rel=expect ignore it. https://html.spec.whatwg.org/#link-type-expect
    <link key="expect-main" rel="expect" href={`#${MAIN_ID}`} {...{ blocking: "render" }} />,
    // One script rather than three: every inline script is a hash in each page's Content-Security-Policy, and the
    // home page with its headers fits TCP's first round trip only just.
    <script
      key="js-flag-and-theme"
      dangerouslySetInnerHTML={{ __html: `${JS_FLAG_SCRIPT};${THEME_SCRIPT};${THEME_TOGGLE_SCRIPT}` }}
    />,
    // A kind of page's own rules (the guide's, the legal pages'), on its pages only; develop's one
    // shell serves every page.
    ...(pageData ? [context?.pageStyles ?? []].flat() : PAGE_STYLE_KINDS).map(pageStyleElement),
  ])
}

/** Gatsby's generator tag names its version to anyone probing for it, and costs bytes of the first round trip. */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  const components = getHeadComponents()
  const propsOf = (component: unknown) =>
    (component as { props?: { name?: string; "data-href"?: string } } | null)?.props
  for (const href of components.map((component) => propsOf(component)?.["data-href"])) {
    if (href && BUILT_STYLESHEETS.size > 0 && !BUILT_STYLESHEETS.has(href.replace(/^.*\//, ""))) {
      throw new Error(`${href} is not a stylesheet of this build (${[...BUILT_STYLESHEETS].join(", ")})`)
    }
  }
  replaceHeadComponents(components.filter((component) => propsOf(component)?.name !== "generator"))
}

/**
 * Gatsby's default renderToPipeableStream can split a multi-byte character (©, ·, ’) across chunks
 * and write U+0000 into the HTML (facebook/react#31134). The whole page fits comfortably in one
 * string, so render it in one piece. onPostBuild checks the output for NUL bytes.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString }) => {
  replaceBodyHTMLString(renderToString(bodyComponent))
}
