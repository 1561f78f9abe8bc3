import type { CreateResolversArgs } from "gatsby"
import { contentNodeKey } from "./content-nodes"
import { SITE_CONFIG_TYPE } from "./content-model"
import { SITE_BUILD_KEY, SITE_BUILD_TYPE } from "./site-build"
import { SPECIES_TYPE, speciesNodeKey } from "./species"

interface NodeModel {
  /** Gatsby's store answers a lookup by id at once, without a promise. */
  getNodeById: (query: { id: string; type: string }) => unknown
}

interface ResolverContext {
  nodeModel: NodeModel
}

/** What Gatsby hands a resolver that replaces one of its own root fields' resolvers. */
interface ReplacingInfo {
  originalResolver: (source: unknown, args: unknown, context: ResolverContext, info: ReplacingInfo) => unknown
}

interface SpeciesSource {
  slug: string
  commonName: string
}

/**
 * Root fields that fetch a node by the id it was made with: a page's query then skips Gatsby's filter
 * engine, and depends on that node alone.
 *
 * - `speciesBySlug(slug, language)`: the species page's own species. A filter on slug and language
 *   needs Gatsby's index of every species, which it builds again after each change to one: in
 *   `gatsby develop` at 10,000 species that was the largest part of running a page's query after an
 *   edit.
 * - `speciesBySlugs(slugs, language)`: the named species, by common name. A page that asks for its
 *   lookalikes this way depends on those nodes alone; a connection (allSpecies) would make it depend
 *   on every species, and one edit would run the query of every species page again.
 * - `siteConfig(language: { eq: $language })` and `siteBuild`, which every page asks for, are
 *   Gatsby's own fields, whose resolvers run its filter engine on each page's query: asked that way,
 *   they look the node up by id instead. Any other filter goes to Gatsby's resolver.
 *
 * The resolvers answer without a promise where they can: GraphQL then completes the page's fields
 * at once (docs/scale.md, "Why the build code is shaped this way").
 */
export function createResolvers({ createResolvers: addResolvers, createNodeId }: CreateResolversArgs): void {
  const byId = ({ nodeModel }: ResolverContext, type: string, key: string) =>
    nodeModel.getNodeById({ id: createNodeId(key), type })
  const species = (context: ResolverContext, slug: string, language: string) =>
    byId(context, SPECIES_TYPE, speciesNodeKey(slug, language))
  addResolvers({
    Query: {
      speciesBySlug: {
        type: SPECIES_TYPE,
        args: { slug: "String!", language: "String!" },
        resolve: (_source: unknown, { slug, language }: { slug: string; language: string }, context: ResolverContext) =>
          species(context, slug, language),
      },
      speciesBySlugs: {
        type: `[${SPECIES_TYPE}!]!`,
        args: { slugs: "[String!]!", language: "String!" },
        resolve: (
          _source: unknown,
          { slugs, language }: { slugs: string[]; language: string },
          context: ResolverContext,
        ) =>
          (slugs.map((slug) => species(context, slug, language)).filter(Boolean) as SpeciesSource[]).sort((a, b) =>
            a.commonName < b.commonName ? -1 : a.commonName > b.commonName ? 1 : 0,
          ),
      },
      siteConfig: {
        resolve: (
          source: unknown,
          filter: { language?: { eq?: unknown } },
          context: ResolverContext,
          info: ReplacingInfo,
        ) => {
          const language = filter.language?.eq
          const byLanguageOnly = Object.keys(filter).length === 1 && Object.keys(filter.language ?? {}).length === 1
          return byLanguageOnly && typeof language === "string"
            ? byId(context, SITE_CONFIG_TYPE, contentNodeKey(SITE_CONFIG_TYPE, language))
            : info.originalResolver(source, filter, context, info)
        },
      },
      siteBuild: {
        resolve: (source: unknown, filter: object, context: ResolverContext, info: ReplacingInfo) =>
          Object.keys(filter).length === 0
            ? byId(context, SITE_BUILD_TYPE, SITE_BUILD_KEY)
            : info.originalResolver(source, filter, context, info),
      },
    },
  })
}
