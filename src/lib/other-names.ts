import { foldText } from "./fold-text"

/** A species by the names it goes by in one language: its common name, then its other names. */
export interface NamedSpecies {
  slug: string
  names: readonly string[]
}

/** A name a species shares with other species of the guide, and theirs. */
export interface SharedName {
  name: string
  slugs: string[]
}

/** Names compare as a visitor types them: case, accents and ß aside, spaces and hyphens alike. */
export function nameKey(name: string): string {
  return foldText(name)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
}

/**
 * The names, in one language, that more than one species goes by ("ladybug" for the seven-spot and
 * the harlequin), by species: a search for one leads to all of them, and each page says so.
 */
export function sharedNames(species: readonly NamedSpecies[]): Map<string, SharedName[]> {
  // The slugs that go by each name, by its key.
  const holders = new Map<string, string[]>()
  for (const { slug, names } of species) {
    for (const name of names) {
      const key = nameKey(name)
      const slugs = holders.get(key) ?? []
      if (!slugs.includes(slug)) slugs.push(slug)
      holders.set(key, slugs)
    }
  }
  const shared = new Map<string, SharedName[]>()
  for (const { slug, names } of species) {
    const own = names.flatMap((name) => {
      const slugs = holders.get(nameKey(name))!
      return slugs.length > 1 ? [{ name, slugs: slugs.filter((other) => other !== slug) }] : []
    })
    if (own.length > 0) shared.set(slug, own)
  }
  return shared
}
