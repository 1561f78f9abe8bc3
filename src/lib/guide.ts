import { fillTemplate } from "./fill-template"
import { localizedPath } from "./languages"
import { memoize } from "./memoize"

/** The insect guide's index, in the default language; every language's sits under its prefix. */
export const GUIDE_PATH = "/insects/"

/** A species' page: /insects/asian-hornet/, /de/insects/asian-hornet/ (slugs are not translated). */
export function speciesPath(slug: string, language: string, defaultLanguage: string): string {
  return localizedPath(`${GUIDE_PATH}${slug}/`, language, defaultLanguage)
}

/**
 * The identification key, /insects/key/, and for browsers without JavaScript a page of each shape
 * it offers, /insects/key/beetle/.
 */
export function keyPath(language: string, defaultLanguage: string, shape?: string): string {
  return localizedPath(`${GUIDE_PATH}key/${shape ? `${shape}/` : ""}`, language, defaultLanguage)
}

/**
 * The order the guide lists species in, in a language: A to Z by common name as the language sorts
 * them, then by slug, so two species of the same name keep one order from build to build.
 */
export function guideOrder(locale: string) {
  const collator = new Intl.Collator(locale)
  return (a: { slug: string; commonName: string }, b: { slug: string; commonName: string }) =>
    collator.compare(a.commonName, b.commonName) || (a.slug < b.slug ? -1 : 1)
}

/**
 * Nodes in the order of `slugs`, which the build gives a page in the guide's order (guideOrder, at
 * build). A page sorts by it rather than by a Collator of its own: the first Intl object a page makes
 * loads its locale's data, one long task on a phone while the page hydrates.
 */
export function inBuiltOrder<Node extends { slug: string }>(nodes: readonly Node[], slugs: readonly string[]): Node[] {
  const rank = new Map(slugs.map((slug, index) => [slug, index]))
  return [...nodes].sort((a, b) => (rank.get(a.slug) ?? Infinity) - (rank.get(b.slug) ?? Infinity))
}

/**
 * The orders the team has drawn, one body plan each (static/drawings/<order>.svg): narrow-waisted
 * Hymenoptera, two-winged Diptera, broad-winged Lepidoptera, shield-backed Hemiptera, Coleoptera with
 * their wing cases, long Odonata, grasping Mantodea, long-legged Orthoptera, flat Blattodea,
 * lace-winged Neuroptera, Dermaptera with their forceps, the flea's tall Siphonaptera, the louse's
 * flat Psocodea and the silverfish's tapering Zygentoma. Any other order gets the beetle, the
 * plainest insect outline.
 */
export const DRAWN_ORDERS = [
  "Blattodea",
  "Coleoptera",
  "Dermaptera",
  "Diptera",
  "Hemiptera",
  "Hymenoptera",
  "Lepidoptera",
  "Mantodea",
  "Neuroptera",
  "Odonata",
  "Orthoptera",
  "Psocodea",
  "Siphonaptera",
  "Zygentoma",
] as const

/** The drawing of an order, by its URL path on the site. */
export function drawingOf(order: string): string {
  const drawn = (DRAWN_ORDERS as readonly string[]).includes(order) ? order : "Coleoptera"
  return `/drawings/${drawn.toLowerCase()}.svg`
}

/** The drawing of one of the key's shapes drawn on its own (static/drawings/shapes/), by its URL path. */
export function shapeDrawingOf(shape: string): string {
  return `/drawings/shapes/${shape}.svg`
}

/**
 * The insect orders as the guide's index and the editor list them: those content names
 * (site.json guide.orders), in its order, the everyday ones first, with their everyday names; then
 * any other order a species belongs to, by its Latin name, named by it.
 */
export function ordersInGuideOrder(
  named: ReadonlyArray<{ name: string; label: string }>,
  speciesOrders: Iterable<string>,
): Array<{ name: string; label: string }> {
  const listed = new Set(named.map(({ name }) => name))
  const others = [...new Set(speciesOrders)].filter((name) => !listed.has(name)).sort()
  return [...named.map(({ name, label }) => ({ name, label })), ...others.map((name) => ({ name, label: name }))]
}

/**
 * The hemisphere whose seasons a species' months are: its range lies wholly there. Most of the
 * guide's are northern; a species of southern South America's months are the southern summer's.
 */
export const HEMISPHERES = ["northern", "southern"] as const

/** Where a language's visitors live, as the key orders by season: in the northern hemisphere, or in either. */
export const VISITORS_HEMISPHERES = ["northern", "both"] as const

/**
 * Whether a species' season is one a language's visitors live in (`visitors`, VISITORS_HEMISPHERES):
 * a species without a hemisphere is northern. In March an English visitor's caterpillar is not
 * Lonomia's, whose March is the end of the southern summer.
 */
export function inVisitorsSeasons(hemisphere: string | null | undefined, visitors: string | null | undefined): boolean {
  return visitors !== "northern" || (hemisphere ?? "northern") === "northern"
}

/** "irritating-hairs" -> "irritatingHairs": a hazard's key among the guide's labels in site.json. */
export function hazardKey(hazard: string): string {
  return hazard.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())
}

/** The twelve months' names in a locale, January first: for the strip and the sentence a screen reader hears. */
export const monthNames = memoize((locale: string, width: "long" | "narrow" | "short"): readonly string[] => {
  const format = new Intl.DateTimeFormat(locale, { month: width, timeZone: "UTC" })
  return Array.from({ length: 12 }, (_, month) => format.format(new Date(Date.UTC(2025, month, 15))))
})

/**
 * A locale's number format, made once: making one costs more than using it (every page's query fills
 * `{userCount}`), and the first in a browser loads the locale's data, a long task on a phone.
 */
export const numberFormat = memoize((locale: string) => new Intl.NumberFormat(locale || undefined))

const listFormat = memoize((locale: string) => new Intl.ListFormat(locale, { type: "conjunction" }))
const millimetreFormat = memoize((locale: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }))

/** The months adults are seen as the language lists them: "April, May and June", "abril, mayo y junio". */
export function monthList(months: readonly number[], locale: string): string {
  const names = monthNames(locale, "long")
  return listFormat(locale).format(months.map((month) => names[month - 1] ?? ""))
}

/** A length as the language writes numbers: 2.5 or 2,5. */
export function formatMillimetres(value: number, locale: string): string {
  return millimetreFormat(locale).format(value)
}

/**
 * For each species, the species a lookalike pair joins it to, whichever of the two files wrote the
 * pair: one pass over the guide, so that both pages show the pair.
 */
export function lookalikeIndex(
  allSpecies: ReadonlyArray<{ slug: string; lookalikes?: ReadonlyArray<{ species: string }> | null }>,
): Map<string, string[]> {
  const index = new Map<string, Set<string>>(allSpecies.map(({ slug }) => [slug, new Set<string>()]))
  for (const { slug, lookalikes } of allSpecies) {
    for (const { species: other } of lookalikes ?? []) {
      index.get(slug)?.add(other)
      index.get(other)?.add(slug)
    }
  }
  return new Map([...index].map(([slug, related]) => [slug, [...related]]))
}

/** Page `number` of the guide's index: 1 is /insects/ itself, then /insects/page/2/, /de/insects/page/2/. */
export function guideIndexPath(number: number, language: string, defaultLanguage: string): string {
  return localizedPath(number === 1 ? GUIDE_PATH : `${GUIDE_PATH}page/${number}/`, language, defaultLanguage)
}

/** One page of the guide's index: where it is, the species it lists, and the first and last of them. */
export interface GuideIndexPage {
  path: string
  slugs: string[]
  first: string
  last: string
}

/**
 * The guide's index in one language, as pages of at most `size` species in the order given (A to Z
 * as the language sorts). A guide of at most `size` species is one page, /insects/.
 */
export function guideIndexPages(
  sorted: ReadonlyArray<{ slug: string; commonName: string }>,
  size: number,
  language: string,
  defaultLanguage: string,
): GuideIndexPage[] {
  const pages: GuideIndexPage[] = []
  for (let start = 0; start < sorted.length; start += size) {
    const members = sorted.slice(start, start + size)
    pages.push({
      path: guideIndexPath(pages.length + 1, language, defaultLanguage),
      slugs: members.map(({ slug }) => slug),
      first: members[0]!.commonName,
      last: members[members.length - 1]!.commonName,
    })
  }
  return pages
}

/** What a page of the index is called by the species it spans: "Aphid to Beetle", or one name alone. */
export function pageRangeText(template: string, { first, last }: { first: string; last: string }): string {
  return first === last ? first : fillTemplate(template, { first, last })
}
