import type { ReactNode } from "react"

interface HtmlProps {
  htmlAttributes: Record<string, unknown>
  headComponents: ReactNode[]
  bodyAttributes: Record<string, unknown>
  preBodyComponents: ReactNode[]
  body: string
  postBodyComponents: ReactNode[]
}

/**
 * Gatsby's default document without what only old browsers read: `x-ua-compatible` (Internet
 * Explorer) and `shrink-to-fit=no` (iOS 9). Each page, headers included, must fit TCP's first round
 * trip (test/build-output/first-flight.test.ts), and the German home page fits by little.
 */
export default function Html({
  htmlAttributes,
  headComponents,
  bodyAttributes,
  preBodyComponents,
  body,
  postBodyComponents,
}: HtmlProps) {
  return (
    // eslint-disable-next-line jsx-a11y/html-has-lang -- lang and dir arrive in htmlAttributes (gatsby-ssr)
    <html {...htmlAttributes}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {headComponents}
      </head>
      <body {...bodyAttributes}>
        {preBodyComponents}
        <div key="body" id="___gatsby" dangerouslySetInnerHTML={{ __html: body }} />
        {postBodyComponents}
      </body>
    </html>
  )
}
