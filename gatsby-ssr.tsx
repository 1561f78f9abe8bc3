import type { GatsbySSR } from "gatsby"
import { renderToString } from "react-dom/server"
import { JS_FLAG_SCRIPT } from "./src/gatsby/js-flag"
import { textDirection } from "./src/lib/languages"
import { THEME_SCRIPT } from "./src/lib/theme"

export { wrapPageElement } from "./src/gatsby/wrap-page-element"

/**
 * `<html lang dir>` in the page's language, from the context its page was created with (gatsby-node's
 * onCreatePage and createLegalPages). Language links load a page rather than navigate in the
 * browser, so the attributes are always those of the page on screen.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  pathname,
  loadPageDataSync,
  setHtmlAttributes,
  setHeadComponents,
}) => {
  const language = (loadPageDataSync(pathname)?.result?.pageContext as { language?: string } | undefined)?.language
  setHtmlAttributes({ lang: language ?? "en", dir: textDirection(language ?? "en") })
  setHeadComponents([
    <script key="js-flag" dangerouslySetInnerHTML={{ __html: JS_FLAG_SCRIPT }} />,
    <script key="theme" dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />,
  ])
}

/**
 * Gatsby's default renderToPipeableStream can split a multi-byte character (©, ·, ’) across chunks
 * and write U+0000 into the HTML (facebook/react#31134). The whole page fits comfortably in one
 * string, so render it in one piece. onPostBuild checks the output for NUL bytes.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString }) => {
  replaceBodyHTMLString(renderToString(bodyComponent))
}
