import { Link } from "gatsby"

interface SpeciesNameLinkProps {
  species: {
    path: string
    commonName: string
    scientificName: string
    lang?: Readonly<{ commonName?: string }>
  }
}

/** A species' names, the common one then the scientific one in Latin, linking to its page. */
export default function SpeciesNameLink({ species }: SpeciesNameLinkProps) {
  return (
    <Link to={species.path} className="group">
      <span className="font-semibold text-ink underline-offset-2 group-hover:underline" lang={species.lang?.commonName}>
        {species.commonName}
      </span>{" "}
      <i lang="la" className="text-sm text-muted">
        {species.scientificName}
      </i>
    </Link>
  )
}
