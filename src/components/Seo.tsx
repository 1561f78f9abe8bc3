interface SeoProps {
  title: string
  description: string
}

/** What every page's Head renders. `<html lang>` is set once, in gatsby-ssr. */
export default function Seo({ title, description }: SeoProps) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="theme-color" content="#2b6139" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    </>
  )
}
