interface KeyLinkProps {
  /** The key in the page's language. */
  to: string
  /** "What did you see? Find an insect by its look" */
  text: string
  lang?: string
}

/**
 * The way to the identification key, for a visitor who does not know the insect's name. A plain link:
 * the key is a template of its own, which a species page need not carry Gatsby's prefetching for.
 */
export default function KeyLink({ to, text, lang }: KeyLinkProps) {
  return (
    <p className="mt-6">
      <a
        href={to}
        className="inline-flex min-h-11 items-center rounded-lg border border-leaf-700 px-4 py-2 font-semibold text-leaf-700 hover:bg-leaf-100"
        lang={lang}
      >
        {text}
      </a>
    </p>
  )
}
