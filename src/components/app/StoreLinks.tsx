import LineIcon from "../LineIcon"

type StoreEntry = Queries.StoreLinksFragment["stores"] extends ReadonlyArray<infer T> | null ? T : never

interface StoreLinksProps {
  stores: Queries.StoreLinksFragment["stores"]
  /** The list's name ("Get the app") and each store's link text ("Download on the App Store"). */
  copy: Queries.StoreLinkCopyFragment
  /** On the page's own background, or on the footer's dark one. */
  tone: "page" | "footer"
  /** Texts shown in the default language for want of a translation, by field of `copy`. */
  lang?: Readonly<Record<string, string | undefined>>
}

/** The field of `copy` that names each store's link. */
const LABEL_FIELDS = { "app-store": "appStoreLabel", "google-play": "googlePlayLabel" } as const

const TONES = {
  page: { list: "", link: "border-forest-900 text-forest-900 hover:bg-leaf-100" },
  footer: { list: "mt-5", link: "border-footer-muted text-footer-ink hover:bg-white/10" },
}

/**
 * A link to each store the app is in. Text buttons in the site's style by default: the stores' badge
 * artwork cannot be fetched at build time and must not be imitated. A store entry with a `badge`
 * (the official file, dropped into content/ by the owner) shows that instead, named by the same text.
 */
export default function StoreLinks({ stores, copy, tone, lang = {} }: StoreLinksProps) {
  if (!stores || stores.length === 0) return null
  return (
    <ul
      aria-label={copy.storesLabel}
      lang={lang.storesLabel}
      className={`flex flex-wrap items-center gap-3 ${TONES[tone].list}`}
    >
      {stores.map((entry) => {
        const field = LABEL_FIELDS[entry.store as keyof typeof LABEL_FIELDS]
        return (
          <li key={entry.store}>
            <StoreLink entry={entry} text={field ? copy[field] : entry.store} tone={tone} lang={field && lang[field]} />
          </li>
        )
      })}
    </ul>
  )
}

function StoreLink({
  entry,
  text,
  tone,
  lang,
}: {
  entry: StoreEntry
  text: string
  tone: keyof typeof TONES
  lang?: string
}) {
  const badge = entry.badge?.publicURL ? entry.badge : null
  if (badge) {
    const size = badge.childImageSharp?.original
    // Badges are drawn 48 px high; the width follows the artwork, so the row never shifts.
    const width = size?.width && size.height ? Math.round((48 * size.width) / size.height) : undefined
    return (
      <a href={entry.url} className="block rounded-lg">
        <img src={badge.publicURL!} alt={text} lang={lang} width={width} height={48} className="h-12 w-auto" />
      </a>
    )
  }
  return (
    <a
      href={entry.url}
      lang={lang}
      className={`inline-flex min-h-12 items-center gap-2 rounded-full border-2 px-5 py-2 text-base font-semibold transition-colors ${TONES[tone].link}`}
    >
      <LineIcon className="h-5 w-5 shrink-0">
        <rect x="6" y="2" width="12" height="20" rx="2.5" />
        <path d="M12 7v7m-3-3 3 3 3-3" />
      </LineIcon>
      {text}
    </a>
  )
}
