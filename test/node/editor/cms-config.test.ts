import { cmsConfig, type CmsField } from "../../../src/node/editor"
import {
  featureModel,
  legalFrontmatterModel,
  siteConfigModel,
  speciesModel,
  validateContent,
  type FieldRule,
  type ObjectRule,
} from "../../../src/node/content"
import { FEATURE_ICON_NAMES } from "../../../src/lib/feature-icons"
import { LEGAL_MDX_COMPONENT_NAMES } from "../../../src/lib/legal-mdx"
import siteJson from "../../../content/site.json"

const settings = {
  repo: "buglens/buglens-site",
  branch: "main",
  signIn: { mode: "github", authBaseUrl: "https://api.netlify.com" },
}
const config = cmsConfig(settings)
const collection = (name: string) => config.collections.find((candidate) => candidate.name === name)!
/** What the editor is given of a site with one other language and nothing to translate yet. */
const noTranslations = {
  defaultLanguage: "en",
  languages: [{ code: "de", name: "Deutsch" }],
  site: {},
  cards: [],
  legal: [],
}

/** Every field path a model declares: hero.heading, navigation[].path, contact.delivery.url ... */
function modelPaths(rule: FieldRule, prefix: string): string[] {
  if (rule.kind === "object")
    return Object.entries(rule.fields).flatMap(([name, field]) => modelPaths(field, `${prefix}.${name}`))
  if (rule.kind === "list") return modelPaths(rule.of, `${prefix}[]`)
  if (rule.kind === "variants") {
    const fields = Object.values(rule.variants).flatMap((variant) => Object.entries(variant))
    return [
      `${prefix}.${rule.tag}`,
      ...new Set(fields.flatMap(([name, field]) => modelPaths(field, `${prefix}.${name}`))),
    ]
  }
  return [prefix]
}

function objectPaths(model: ObjectRule): string[] {
  return modelPaths(model, "")
    .map((path) => path.slice(1))
    .sort()
}

/** Every field path the CMS shows. */
function cmsPaths(fields: readonly CmsField[], prefix = ""): string[] {
  return fields
    .flatMap((field) => {
      const path = `${prefix}${field.name}`
      if (field.widget === "object") return cmsPaths(field.fields!, `${path}.`)
      // A list of single values (strings, months) is one field of the model.
      if (field.widget === "list") return field.fields ? cmsPaths(field.fields, `${path}[].`) : [path]
      return [path]
    })
    .sort()
}

function flatFields(fields: readonly CmsField[]): CmsField[] {
  return fields.flatMap((field) => [field, ...flatFields(field.fields ?? [])])
}

describe("the CMS configuration, generated from the content model", () => {
  it("edits content/site.json with exactly the fields of the model, nested groups and lists included", () => {
    const [site] = collection("site").files!
    expect(site!.file).toBe("content/site.json")
    expect(cmsPaths(site!.fields)).toEqual(objectPaths(siteConfigModel))
  })

  it("edits, adds and deletes feature cards in content/features/, with the model's fields", () => {
    const features = collection("features")
    expect(features).toMatchObject({
      folder: "content/features",
      extension: "json",
      format: "json",
      create: true,
      delete: true,
    })
    expect(cmsPaths(features.fields!)).toEqual(objectPaths(featureModel))
    const fields = Object.fromEntries(features.fields!.map((field) => [field.name, field]))
    expect(fields.icon).toMatchObject({ widget: "select", options: FEATURE_ICON_NAMES })
    expect(fields.order).toMatchObject({ widget: "number", value_type: "int", min: 1 })
  })

  it("edits legal pages in content/legal/: the model's frontmatter and the MDX body with the site's tags", () => {
    const legal = collection("legal")
    expect(legal).toMatchObject({ folder: "content/legal", extension: "mdx", format: "frontmatter" })
    const body = legal.fields!.find((field) => field.name === "body")!
    expect(body).toMatchObject({ widget: "markdown", editor_components: [...LEGAL_MDX_COMPONENT_NAMES] })
    expect(cmsPaths(legal.fields!.filter((field) => field !== body))).toEqual(objectPaths(legalFrontmatterModel))
    const date = legal.fields!.find((field) => field.name === "effectiveDate")!
    expect(date).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD", time_format: false })
  })

  it("fails when the model gains a field the CMS does not show", () => {
    const withExtra = { ...featureModel, fields: { ...featureModel.fields, subtitle: { kind: "copy" } as const } }
    expect(cmsPaths(collection("features").fields!)).not.toEqual(objectPaths(withExtra))
  })

  it("makes every field required but the app's optional ones, and checks what the validator checks with the validator's own patterns", () => {
    const fields = flatFields(collection("site").files![0]!.fields)
    const byName = Object.fromEntries(fields.map((field) => [field.name, field]))
    expect(fields.filter((field) => field.required === false).map((field) => field.name)).toEqual([
      "stores",
      "appId",
      "badge",
      "screenshots",
      "url",
      "authBaseUrl",
    ])
    const email = new RegExp(byName.contactEmail!.pattern![0])
    expect(email.test("hello@buglens.app")).toBe(true)
    expect(email.test("hello@buglens")).toBe(false)
    const endpoint = new RegExp(byName.url!.pattern![0])
    expect(endpoint.test("https://formspree.io/f/abc")).toBe(true)
    expect(endpoint.test("http://formspree.io/f/abc")).toBe(false)
    const delivery = byName.delivery!.fields!.find((field) => field.name === "mode")
    expect(delivery).toMatchObject({ widget: "select", options: ["simulated", "netlify", "endpoint"] })
  })

  it("edits the app's stores as a list with a select, and its screenshots through the media library in content/", () => {
    const app = collection("site").files![0]!.fields.find((field) => field.name === "app")!
    const stores = app.fields!.find((field) => field.name === "stores")!
    const screenshots = app.fields!.find((field) => field.name === "screenshots")!
    expect(stores.widget).toBe("list")
    expect(stores.fields!.find((field) => field.name === "store")).toMatchObject({
      widget: "select",
      options: ["app-store", "google-play"],
    })
    expect(screenshots.fields!.find((field) => field.name === "image")).toMatchObject({
      widget: "image",
      media_folder: "/content/images/screens",
      public_folder: "images/screens",
    })
    expect(config.media_folder).toBe("content/images")
    const appId = new RegExp(stores.fields!.find((field) => field.name === "appId")!.pattern![0])
    expect(appId.test("6443872901")).toBe(true)
    expect(appId.test("id6443872901")).toBe(false)
  })

  it("leaves a mode's unused field empty in a way the validator accepts", () => {
    const site = { ...siteJson, contact: { ...siteJson.contact, delivery: { mode: "simulated", url: "" } } }
    const content = {
      site: { file: "content/site.json", data: site },
      features: [{ file: "content/features/x.json", data: { order: 1, title: "A", icon: "camera", description: "B" } }],
      legal: [],
    }
    expect(validateContent(content).filter((problem) => problem.message.includes("delivery"))).toEqual([])
    site.contact.delivery.mode = "netlify"
    expect(validateContent(content).filter((problem) => problem.message.includes("delivery"))).toEqual([])
  })

  it("commits through GitHub with the repository and branch from content, or through Git Gateway", () => {
    expect(config.backend).toEqual({
      name: "github",
      repo: "buglens/buglens-site",
      branch: "main",
      base_url: "https://api.netlify.com",
    })
    expect(config.local_backend).toBe(true)
    expect(cmsConfig({ ...settings, signIn: { mode: "netlify-identity" } }).backend).toEqual({
      name: "git-gateway",
      branch: "main",
    })
  })

  const orders = [
    { folder: "hymenoptera", name: "Hymenoptera", label: "Bees, wasps and ants" },
    { folder: "diptera", name: "Diptera", label: "True flies" },
  ]

  it("lists the guide a collection per order, each its order's folder, and picks a lookalike from every order", () => {
    const guide = cmsConfig(settings, { ...noTranslations, orders }, "https://buglens.app")
    const named = (name: string) => guide.collections.find((candidate) => candidate.name === name)!
    const flies = named("species-diptera")
    expect(flies).toMatchObject({
      label: "Insect guide: True flies (Diptera)",
      folder: "content/species/diptera",
      create: true,
      delete: true,
      slug: "{{slug}}",
    })
    // The order is the collection's: a new species is written with it, into the order's folder.
    expect(flies.fields!.find((field) => field.name === "order")).toEqual({
      name: "order",
      label: "Order",
      widget: "hidden",
      default: "Diptera",
    })
    expect(cmsPaths(flies.fields!)).toEqual(objectPaths(speciesModel))
    // A lookalike of a hoverfly is a wasp: the relation reads a hidden collection of every order's species.
    const every = named("species")
    expect(every).toMatchObject({ folder: "content/species", hide: true, create: false })
    expect(every.path!.split("/")).toHaveLength(2)
    const lookalike = flatFields(flies.fields!).find((field) => field.widget === "relation")
    expect(lookalike).toMatchObject({ collection: "species", value_field: "{{filename}}" })
  })

  it("lists a language's species translations by their order's folder, and a species without one as an entry to start it", () => {
    const guide = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        file: `diptera/species-${index}.json`,
        data: { commonName: `Species ${index}` },
      }))
    const translations = (species: ReturnType<typeof guide>, translated: number) => ({
      ...noTranslations,
      orders,
      species,
      translatedSpecies: { de: species.slice(0, translated).map(({ file }) => file) },
    })
    const config = cmsConfig(settings, translations(guide(3), 2), "https://buglens.app")
    const collection = (name: string) => config.collections.find((candidate) => candidate.name === name)!
    expect(collection("species-diptera-de")).toMatchObject({
      label: "Deutsch: True flies (Diptera)",
      folder: "content/i18n/de/species/diptera",
      create: false,
    })
    const start = collection("translations-de").files!.find(({ name }) => name === "species-de-species-2")
    expect(start).toMatchObject({ file: "content/i18n/de/species/diptera/species-2.json" })
    expect(collection("translations-de").files!.map(({ name }) => name)).toEqual(["site-de", "species-de-species-2"])
    // Translated, a guide of any size is the same configuration: Decap parses all of it before it shows anything.
    const size = (count: number) =>
      JSON.stringify(cmsConfig(settings, translations(guide(count), count), "https://buglens.app")).length
    expect(size(1000)).toBe(size(10))
  })

  it("links each entry to its page on the live site, in the entry's language", () => {
    const translations = {
      ...noTranslations,
      legal: [{ file: "privacy.mdx", frontmatter: { title: "Privacy Policy", path: "/privacy/" } }],
      orders,
      species: [{ file: "hymenoptera/asian-hornet.json", data: { commonName: "Asian hornet" } }],
    }
    const live = cmsConfig(settings, translations, "https://buglens.app")
    const named = (name: string) => live.collections.find((candidate) => candidate.name === name)!
    const file = (collection: string, name: string) =>
      named(collection).files!.find((candidate) => candidate.name === name) as { preview_path?: string }
    expect(live).toMatchObject({ site_url: "https://buglens.app" })
    expect(named("species-hymenoptera")).toMatchObject({ preview_path: "insects/{{slug}}/" })
    expect(named("legal")).toMatchObject({ preview_path: "{{fields.path}}/", preview_path_preserve_slashes: true })
    expect(file("translations-de", "species-de-asian-hornet").preview_path).toBe("de/insects/asian-hornet/")
    expect(named("species-hymenoptera-de")).toMatchObject({ preview_path: "de/insects/{{slug}}/" })
    expect(file("translations-de", "site-de").preview_path).toBe("de/")
    expect(file("legal-de", "legal-de-privacy").preview_path).toBe("de/privacy/")
  })
})
