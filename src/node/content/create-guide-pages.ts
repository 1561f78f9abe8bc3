import path from "path"
import type { CreatePagesArgs } from "gatsby"
import { GUIDE_PATH, lookalikeIndex, speciesPath } from "../../lib/guide"
import { localizedPath } from "../../lib/languages"

const indexTemplate = path.resolve("src/templates/guide-index.tsx")
const speciesTemplate = path.resolve("src/templates/species-page.tsx")

interface GuideSpeciesResult {
  allSpecies: { nodes: Array<{ slug: string; lookalikes: Array<{ species: string }> | null }> }
}

/**
 * The insect guide in every language (`guide` in a page's context: gatsby-ssr.tsx inlines its styles): /insects/ and a page per species, /insects/<slug>/. Made only
 * when content/species/ holds a species: without one the site is the specification's.
 */
export async function createGuidePages(
  { graphql, actions, reporter }: CreatePagesArgs,
  languages: readonly string[],
): Promise<void> {
  const [defaultLanguage = "en"] = languages
  const result = await graphql<GuideSpeciesResult>(
    `
      query GuideSpecies($language: String!) {
        allSpecies(filter: { language: { eq: $language } }) {
          nodes {
            slug
            lookalikes {
              species
            }
          }
        }
      }
    `,
    { language: defaultLanguage },
  )
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the species in content/species/", result.errors)
    return
  }
  const species = result.data.allSpecies.nodes
  if (species.length === 0) return
  const related = lookalikeIndex(species)
  for (const language of languages) {
    actions.createPage({
      path: localizedPath(GUIDE_PATH, language, defaultLanguage),
      component: indexTemplate,
      context: { language, guide: true },
    })
    for (const { slug } of species) {
      actions.createPage({
        path: speciesPath(slug, language, defaultLanguage),
        component: speciesTemplate,
        context: { language, guide: true, slug, related: related.get(slug) ?? [] },
      })
    }
  }
}
