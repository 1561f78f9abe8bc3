import type { CreateSchemaCustomizationArgs } from "gatsby"
import { createSchemaCustomization } from "../../../src/node/content"

interface CopyExtension {
  name: string
  extend: () => {
    resolve: (source: object, args: object, context: object, info: { fieldName: string }) => unknown
  }
}

function declareSchema() {
  const actions = { createFieldExtension: jest.fn(), createTypes: jest.fn() }
  createSchemaCustomization({ actions } as unknown as CreateSchemaCustomizationArgs)
  const copy = actions.createFieldExtension.mock.calls[0][0] as CopyExtension
  const typeDefs = actions.createTypes.mock.calls[0][0] as string
  return { copy, typeDefs }
}

function contextWithSite(site: { brand: string; userCount: string } | null) {
  return { nodeModel: { findOne: jest.fn().mockResolvedValue(site) } }
}

describe("content schema", () => {
  it("declares every content type without inference", () => {
    const { typeDefs } = declareSchema()
    expect(typeDefs).toMatch(/type SiteConfig implements Node @dontInfer/)
    expect(typeDefs).toMatch(/type Feature implements Node @dontInfer/)
    expect(typeDefs).toMatch(/type MdxFrontmatter @dontInfer/)
  })

  it("declares the contact delivery as its mode plus the fields of every mode, null where unused", () => {
    const { typeDefs } = declareSchema()
    expect(typeDefs).toContain("delivery: SiteConfigContactDelivery!")
    expect(typeDefs).toContain("type SiteConfigContactDelivery {\n  mode: String!\n  url: String\n}")
  })

  it("fills {brand} and {userCount} in copy from site.json when queried", async () => {
    const { copy } = declareSchema()
    const resolve = copy.extend().resolve
    const value = await resolve(
      { heading: "Why Choose {brand}? Ask {userCount} others." },
      {},
      contextWithSite({ brand: "MothFinder", userCount: "9,000+" }),
      { fieldName: "heading" },
    )
    expect(copy.name).toBe("copy")
    expect(value).toBe("Why Choose MothFinder? Ask 9,000+ others.")
  })

  it("leaves placeholders filled later, such as {year}, untouched", async () => {
    const { copy } = declareSchema()
    const value = await copy
      .extend()
      .resolve({ copyright: "© {year} {brand}" }, {}, contextWithSite({ brand: "BugLens", userCount: "1" }), {
        fieldName: "copyright",
      })
    expect(value).toBe("© {year} BugLens")
  })

  it("answers copy that names neither placeholder at once, without asking the store", () => {
    const { copy } = declareSchema()
    const context = contextWithSite({ brand: "BugLens", userCount: "1" })
    const value = copy
      .extend()
      .resolve({ searchResults: "{count} species match “{query}”." }, {}, context, { fieldName: "searchResults" })
    expect(value).toBe("{count} species match “{query}”.")
    expect(context.nodeModel.findOne).not.toHaveBeenCalled()
  })
})
