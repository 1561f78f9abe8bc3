import path from "path"
import type { Actions, CreatePagesArgs } from "gatsby"
import { guideIndexPages, guideOrder, keyPath, lookalikeIndex, speciesPath } from "../../../lib/guide"
import { SHAPES, shapesOf } from "../../../lib/key-traits"
import { sharedNames } from "../../../lib/other-names"
import { SITE_CONFIG_TYPE } from "../content-model"
import { filledCopy } from "../schema"
import { SPECIES_TYPE } from "./model"
import { isDevelop } from "../../gatsby-command"

const indexTemplate = path.resolve("src/templates/guide-index.tsx")
const speciesTemplate = path.resolve("src/templates/species-page.tsx")
const keyTemplate = path.resolve("src/templates/key-page.tsx")

/** A page of the guide, as createPage takes it. */
export interface GuidePage {
  path: string
  component: string
  context: Record<string, unknown>
}

/**
 * In `gatsby develop`, the species nodes the last createPages read, held between edits. Gatsby holds
 * nodes weakly (its LMDB store's cache keeps a node while something else does), so after a major
 * garbage collection the next edit read all 30,000 species nodes from the store again, most of
 * Gatsby's schema step (docs/scale.md, "In npm run develop").
 */
const heldInDevelop: { speciesNodes: readonly unknown[] } = { speciesNodes: [] }

/**
 * The insect guide in every language (`guide` in a page's context: gatsby-ssr.tsx inlines its
 * styles): its index, its identification key (/insects/key/) and a page per species, /insects/<slug>/. The index is /insects/, and past
 * behaviour.guidePageSize species also /insects/page/2/ and on, each listing its own species from
 * A to Z as the language sorts them. Made only when content/species/ holds a species: without one
 * the site is the specification's. The index pages are made here; the species' pages once, by
 * createPagesStatefully (speciesPages).
 */
export function createGuidePages({ actions, getNodesByType }: CreatePagesArgs, languages: readonly string[]): void {
  const [defaultLanguage = "en"] = languages
  // From the node store rather than a GraphQL query: in `gatsby develop` at 10,000 species the query
  // was most of the guide's share of createPages on every edit.
  const allSpecies = getNodesByType(SPECIES_TYPE) as unknown as Queries.Species[]
  if (isDevelop()) heldInDevelop.speciesNodes = allSpecies
  const sites = getNodesByType(SITE_CONFIG_TYPE) as unknown as Queries.SiteConfig[]
  const species = allSpecies.filter(({ language }) => language === defaultLanguage)
  const related = lookalikeIndex(species)
  const speciesPageList: GuidePage[] = []
  for (const language of species.length > 0 ? languages : []) {
    const site = sites.find((node) => node.language === language)
    const named = speciesInGuideOrder(allSpecies, sites, language)
    const pages = guideIndexPages(named, site?.behaviour.guidePageSize ?? named.length, language, defaultLanguage)
    // The navigation between pages is the same on each; with one page there is none.
    const navigation = pages.length > 1 ? pages.map(({ path, first, last }) => ({ path, first, last })) : []
    for (const page of pages) {
      actions.createPage({
        path: page.path,
        component: indexTemplate,
        context: { language, pageStyles: "guide", slugs: page.slugs, pages: navigation },
      })
    }
    // The identification key, and a page of each shape that some species has, for browsers without
    // JavaScript: its species in the guide's order.
    const locale = site?.locale ?? language
    const keyContext = { language, pageStyles: "guide", speciesCount: named.length }
    actions.createPage({
      path: keyPath(language, defaultLanguage),
      component: keyTemplate,
      context: { ...keyContext, shape: "", slugs: [], countText: named.length.toLocaleString(locale) },
    })
    for (const shape of SHAPES) {
      const slugs = named.filter(({ node }) => shapesOf(node).includes(shape)).map(({ slug }) => slug)
      if (slugs.length === 0) continue
      actions.createPage({
        path: keyPath(language, defaultLanguage, shape),
        component: keyTemplate,
        context: { ...keyContext, shape, slugs, countText: slugs.length.toLocaleString(locale) },
      })
    }
    // The species that share a name with each: its page links them.
    const shared = sharedNames(
      named.map(({ node, slug, commonName }) => ({
        slug,
        names: [commonName, ...(node.otherNames ?? []).map(({ name }) => name)],
      })),
    )
    for (const { slug } of species) {
      // Each shared name, and beside it the species that share it, their slugs joined by spaces: a
      // context of strings, which sameContext compares as it is.
      const names = shared.get(slug) ?? []
      speciesPageList.push({
        path: speciesPath(slug, language, defaultLanguage),
        component: speciesTemplate,
        context: {
          language,
          locale,
          pageStyles: "guide",
          slug,
          related: related.get(slug) ?? [],
          sharedNames: names.map(({ name }) => name),
          sharedNameSlugs: names.map(({ slugs }) => slugs.join(" ")),
          nameSharers: [...new Set(names.flatMap(({ slugs }) => slugs))],
        },
      })
    }
  }
  speciesPages.update(actions, speciesPageList)
}

/**
 * A language's species as the guide lists them, on its index pages and in its search: A to Z by
 * the name as a query gives it (placeholders filled from the site that the @copy resolver fills
 * them from), as the language sorts them.
 */
export function speciesInGuideOrder(
  allSpecies: readonly Queries.Species[],
  sites: readonly Queries.SiteConfig[],
  language: string,
): Array<{ node: Queries.Species; slug: string; commonName: string }> {
  const locale = sites.find((site) => site.language === language)?.locale ?? language
  return allSpecies
    .filter((node) => node.language === language)
    .map((node) => ({ node, slug: node.slug, commonName: filledCopy(node.commonName, sites[0]) }))
    .sort(guideOrder(locale))
}

/**
 * Whether two contexts of a species' page are the same: values and lists of values (its lookalikes'
 * slugs), compared as they are. Comparing them as JSON, as before, was a third of the guide's share
 * of every edit in `gatsby develop` at 10,000 species (30,000 contexts written out twice).
 */
function sameContext(kept: GuidePage["context"] | undefined, wanted: GuidePage["context"]): boolean {
  if (!kept) return false
  const keys = Object.keys(wanted)
  if (Object.keys(kept).length !== keys.length) return false
  return keys.every((key) => {
    const [before, now] = [kept[key], wanted[key]]
    if (!Array.isArray(before) || !Array.isArray(now)) return before === now
    return before.length === now.length && before.every((value, index) => value === now[index])
  })
}

/**
 * The species' pages, made once by createPagesStatefully and afterwards only where they changed.
 * Gatsby runs createPages again on every node change in `gatsby develop` and deletes each page it
 * did not make again; at 10,000 species, making 30,000 unchanged pages again was most of an edit.
 * A page createPagesStatefully made is kept, so createPages makes a species' page only when its
 * context differs from the one it was made with (a new species, a lookalike added), and deletes the
 * page of a species that is gone. `gatsby build` runs both once: the same pages as before.
 */
const speciesPages = {
  /**
   * The pages the last createPages wanted (`latest`), whether createPagesStatefully has made them
   * (`madeOnce`), and those it made that nothing has replaced since, with their context (`kept`).
   */
  memory: { latest: [] as GuidePage[], madeOnce: false, kept: new Map<string, GuidePage["context"]>() },
  /** From createPages: the species' pages as content now wants them. */
  update(actions: Actions, pages: GuidePage[]): void {
    const { memory } = this
    memory.latest = pages
    if (!memory.madeOnce) return
    const { kept } = memory
    const wanted = new Set<string>()
    for (const page of pages) {
      wanted.add(page.path)
      if (sameContext(kept.get(page.path), page.context)) continue
      // Made here from now on: createPages makes it again on every run, or Gatsby deletes it.
      kept.delete(page.path)
      actions.createPage(page)
    }
    for (const path of kept.keys()) {
      if (wanted.has(path)) continue
      actions.deletePage({ path, component: speciesTemplate })
      kept.delete(path)
    }
  },
  /** From createPagesStatefully, once, after the first createPages. */
  makeAll(actions: Actions): void {
    const { memory } = this
    memory.madeOnce = true
    for (const page of memory.latest) {
      actions.createPage(page)
      memory.kept.set(page.path, page.context)
    }
  },
}

/**
 * In `gatsby build`, which builds once, lets go of the species' pages as createPages wanted them
 * once createPagesStatefully has made them (docs/scale.md); develop keeps them for its next edit.
 */
export function releaseSpeciesPages(): void {
  if (isDevelop()) return
  speciesPages.memory.latest = []
  speciesPages.memory.kept.clear()
}

/** The species' pages that the first createPages found (speciesPages). */
export function createSpeciesPagesOnce({ actions }: CreatePagesArgs): void {
  speciesPages.makeAll(actions)
}
