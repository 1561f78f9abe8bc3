import { createGuidePages, createSpeciesPagesOnce } from "../../../../src/node/content/species/guide-pages"
import { SITE_CONFIG_TYPE } from "../../../../src/node/content/content-model"
import { SPECIES_TYPE } from "../../../../src/node/content/species/model"

/**
 * `gatsby develop` runs createPages again after every edit; the species' pages are made once, by
 * createPagesStatefully, and afterwards made again only when their context changes. These tests
 * play that sequence against a recording of Gatsby's page actions.
 */

interface SpeciesNode {
  language: string
  slug: string
  commonName: string
  lookalikes: Array<{ species: string }>
  traits: { shapes: string[] }
}

const sites = ["en", "de"].map((language) => ({ language, locale: language, behaviour: { guidePageSize: 10 } }))

function species(slug: string, lookalikes: string[] = []): SpeciesNode[] {
  return sites.map(({ language }) => ({
    language,
    slug,
    commonName: `${slug} (${language})`,
    lookalikes: lookalikes.map((other) => ({ species: other })),
    traits: { shapes: ["beetle"] },
  }))
}

/** Gatsby's page actions, recorded as "create <path>" and "delete <path>", species' pages only. */
function developSession() {
  let nodes: SpeciesNode[] = []
  const recorded: string[] = []
  const isSpeciesPage = (pagePath: string) => /\/insects\/(?!page\/|key\/)[^/]+\/$/.test(pagePath)
  const args = {
    actions: {
      createPage: ({ path: pagePath }: { path: string }) =>
        isSpeciesPage(pagePath) && recorded.push(`create ${pagePath}`),
      deletePage: ({ path: pagePath }: { path: string }) =>
        isSpeciesPage(pagePath) && recorded.push(`delete ${pagePath}`),
    },
    getNodesByType: (type: string) => (type === SPECIES_TYPE ? nodes : type === SITE_CONFIG_TYPE ? sites : []),
  } as never
  return {
    /** One run of createPages on `speciesNodes` (the first also runs createPagesStatefully); the pages it made and deleted. */
    run(speciesNodes: SpeciesNode[]): string[] {
      nodes = speciesNodes
      recorded.length = 0
      createGuidePages(args, ["en", "de"])
      return [...recorded].sort()
    },
    makeOnce(): string[] {
      recorded.length = 0
      createSpeciesPagesOnce(args)
      return [...recorded].sort()
    },
  }
}

describe("the species' pages in `gatsby develop`", () => {
  it("are made once, then again only where a page's context changed, and deleted with their species", () => {
    const session = developSession()
    const hornet = species("asian-hornet", ["european-hornet"])
    const european = species("european-hornet", ["asian-hornet"])
    const ladybird = species("seven-spot-ladybird")
    expect(session.run([...hornet, ...european, ...ladybird])).toEqual([])
    expect(session.makeOnce()).toHaveLength(6)

    // An edit to a text the context does not hold: no species' page is made again.
    expect(session.run([...hornet, ...european, ...ladybird])).toEqual([])
    // A lookalike added: both species' pages change, in both languages.
    const withLookalike = [...hornet, ...species("european-hornet", ["asian-hornet", "seven-spot-ladybird"])]
    expect(session.run([...withLookalike, ...ladybird])).toEqual([
      "create /de/insects/european-hornet/",
      "create /de/insects/seven-spot-ladybird/",
      "create /insects/european-hornet/",
      "create /insects/seven-spot-ladybird/",
    ])
    // The pages made again are made on every later run, or Gatsby would delete them.
    expect(session.run([...withLookalike, ...ladybird])).toEqual([
      "create /de/insects/european-hornet/",
      "create /de/insects/seven-spot-ladybird/",
      "create /insects/european-hornet/",
      "create /insects/seven-spot-ladybird/",
    ])
    // A species gone: its page, made once, is deleted (Gatsby deletes those made on every run).
    expect(session.run([...withLookalike.slice(2), ...ladybird])).toEqual([
      "create /de/insects/european-hornet/",
      "create /de/insects/seven-spot-ladybird/",
      "create /insects/european-hornet/",
      "create /insects/seven-spot-ladybird/",
      "delete /de/insects/asian-hornet/",
      "delete /insects/asian-hornet/",
    ])
  })
})
