import type { CreateResolversArgs } from "gatsby"
import { createResolvers } from "../../../src/node/content"

type Resolve = (source: unknown, args: object, context: object, info: object) => unknown

/** The root fields' resolvers as the content module declares them, with node ids made as "id of <key>". */
function rootResolvers(): Record<string, { resolve: Resolve }> {
  const addResolvers = jest.fn()
  createResolvers({
    createResolvers: addResolvers,
    createNodeId: (key: string) => `id of ${key}`,
  } as unknown as CreateResolversArgs)
  return Object.assign({}, ...addResolvers.mock.calls.map(([resolvers]) => resolvers.Query))
}

const nodes: Record<string, { id: string; commonName?: string; language?: string }> = {
  "id of SiteConfig de": { id: "id of SiteConfig de", language: "de" },
  "id of SiteBuild": { id: "id of SiteBuild" },
  "id of Species wasp de": { id: "id of Species wasp de", commonName: "Wespe" },
  "id of Species ant de": { id: "id of Species ant de", commonName: "Ameise" },
}

function context() {
  return { nodeModel: { getNodeById: jest.fn(({ id }: { id: string }) => nodes[id] ?? null) } }
}

describe("the root fields every page asks for", () => {
  it("looks the site's copy of a language up by id", () => {
    const { siteConfig } = rootResolvers()
    const originalResolver = jest.fn()
    const found = siteConfig!.resolve({}, { language: { eq: "de" } }, context(), { originalResolver })
    expect(found).toEqual({ id: "id of SiteConfig de", language: "de" })
    expect(originalResolver).not.toHaveBeenCalled()
  })

  it("leaves any other filter on the site's copy to Gatsby", () => {
    const { siteConfig } = rootResolvers()
    const originalResolver = jest.fn().mockReturnValue("Gatsby's answer")
    for (const filter of [
      {},
      { brand: { eq: "BugLens" } },
      { language: { ne: "de" } },
      { language: { eq: "de" }, brand: { eq: "BugLens" } },
    ]) {
      expect(siteConfig!.resolve({}, filter, context(), { originalResolver })).toBe("Gatsby's answer")
    }
    expect(originalResolver).toHaveBeenCalledTimes(4)
  })

  it("looks the build's year up by id", () => {
    const { siteBuild } = rootResolvers()
    expect(siteBuild!.resolve({}, {}, context(), { originalResolver: jest.fn() })).toEqual({ id: "id of SiteBuild" })
  })

  it("gives the named species that exist, by common name", () => {
    const { speciesBySlugs } = rootResolvers()
    const found = speciesBySlugs!.resolve({}, { slugs: ["wasp", "gone", "ant"], language: "de" }, context(), {})
    expect((found as Array<{ commonName: string }>).map(({ commonName }) => commonName)).toEqual(["Ameise", "Wespe"])
  })
})
