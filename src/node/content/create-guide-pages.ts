import path from "path"
import type { CreatePagesArgs } from "gatsby"
import { guideIndexPages, lookalikeIndex, speciesPath } from "../../lib/guide"

const indexTemplate = path.resolve("src/templates/guide-index.tsx")
const speciesTemplate = path.resolve("src/templates/species-page.tsx")

interface GuideSpeciesResult {
  allSpecies: {
    nodes: Array<{
      slug: string
      language: string
      commonName: string
      lookalikes: Array<{ species: string }> | null
    }>
  }
  allSiteConfig: { nodes: Array<{ language: string; locale: string; behaviour: { guidePageSize: number } }> }
}

/**
 * The insect guide in every language (`guide` in a page's context: gatsby-ssr.tsx inlines its
 * styles): its index and a page per species, /insects/<slug>/. The index is /insects/, and past
 * behaviour.guidePageSize species also /insects/page/2/ and on, each listing its own species from
 * A to Z as the language sorts them. Made only when content/species/ holds a species: without one
 * the site is the specification's.
 */
export async function createGuidePages(
  { graphql, actions, reporter }: CreatePagesArgs,
  languages: readonly string[],
): Promise<void> {
  const [defaultLanguage = "en"] = languages
  const result = await graphql<GuideSpeciesResult>(`
    query GuideSpecies {
      allSpecies {
        nodes {
          slug
          language
          commonName
          lookalikes {
            species
          }
        }
      }
      allSiteConfig {
        nodes {
          language
          locale
          behaviour {
            guidePageSize
          }
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the species in content/species/", result.errors)
    return
  }
  const species = result.data.allSpecies.nodes.filter(({ language }) => language === defaultLanguage)
  if (species.length === 0) return
  const related = lookalikeIndex(species)
  for (const language of languages) {
    const site = result.data.allSiteConfig.nodes.find((node) => node.language === language)
    const collator = new Intl.Collator(site?.locale ?? language)
    const named = result.data.allSpecies.nodes
      .filter((node) => node.language === language)
      .sort((a, b) => collator.compare(a.commonName, b.commonName) || (a.slug < b.slug ? -1 : 1))
    const pages = guideIndexPages(named, site?.behaviour.guidePageSize ?? named.length, language, defaultLanguage)
    // The navigation between pages is the same on each; with one page there is none.
    const navigation = pages.length > 1 ? pages.map(({ path, first, last }) => ({ path, first, last })) : []
    for (const page of pages) {
      actions.createPage({
        path: page.path,
        component: indexTemplate,
        context: { language, guide: true, slugs: page.slugs, pages: navigation },
      })
    }
    for (const { slug } of species) {
      actions.createPage({
        path: speciesPath(slug, language, defaultLanguage),
        component: speciesTemplate,
        context: { language, guide: true, slug, related: related.get(slug) ?? [] },
      })
    }
  }
}
