import fs from "fs"
import path from "path"
import {
  formatProblem,
  frontmatterText,
  validateContent,
  type ContentFile,
  type ContentInput,
  type ImageFacts,
  type LegalFile,
} from "../../../src/node/content"
import { readContentFolder } from "../../../e2e/support/content-files"

/** The real content/ files, as check-content.ts hands them to the validator. */
const root = path.resolve(__dirname, "../../..")
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8")

function realContent(): Draft {
  const featureFiles = fs.readdirSync(path.join(root, "content/features")).sort()
  const legal = ["content/legal/privacy.mdx", "content/legal/terms.mdx"].map((file): LegalFile => {
    const source = read(file)
    return {
      file,
      frontmatter: Object.fromEntries(
        ["title", "path", "description", "effectiveDate"].map((field) => [field, frontmatterText(source, field)]),
      ),
      body: source.replace(/^---[\s\S]*?---/, ""),
    }
  })
  return {
    site: { file: "content/site.json", data: JSON.parse(read("content/site.json")) },
    features: featureFiles.map((name): ContentFile => ({
      file: `content/features/${name}`,
      data: JSON.parse(read(`content/features/${name}`)),
    })),
    legal,
    species: readContentFolder(root).species,
  }
}

/** Parsed JSON and YAML: a test reaches into it freely to make one mistake. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any

interface Draft extends ContentInput {
  site: { file: string; data: Json }
  features: Array<{ file: string; data: Json }>
  legal: Array<{ file: string; frontmatter: Json; body: string }>
}

/** The real content with one mistake made in it. */
function problemsAfter(mistake: (content: Draft) => void): string[] {
  const content = realContent()
  mistake(content)
  return validateContent(content).map(formatProblem)
}

describe("content validation", () => {
  it("accepts the content as it is", () => {
    expect(validateContent(realContent())).toEqual([])
  })

  it("names a missing required field", () => {
    expect(problemsAfter((c) => delete c.site.data.hero.heading)).toEqual([
      'content/site.json: "hero.heading" is missing; expected text',
    ])
  })

  it("names an empty field", () => {
    expect(problemsAfter((c) => (c.features[1]!.data.title = "  "))).toEqual([
      'content/features/02-safety-alerts.json: "title" is empty; expected text',
    ])
  })

  it("lists the icons it knows when an icon name is wrong", () => {
    expect(problemsAfter((c) => (c.features[2]!.data.icon = "bugg"))).toEqual([
      'content/features/03-extensive-database.json: "icon" is "bugg"; expected one of: camera, shield, library, leaf, offline, refresh',
    ])
  })

  it("reports two cards with the same order", () => {
    expect(problemsAfter((c) => (c.features[3]!.data.order = 2))).toEqual([
      'content/features/04-detailed-information.json: "order" is 2, the same as in content/features/02-safety-alerts.json; expected each card to have its own order',
    ])
  })

  it("rejects an invalid contact address", () => {
    expect(problemsAfter((c) => (c.site.data.contactEmail = "hello@buglens"))).toEqual([
      'content/site.json: "contactEmail" is "hello@buglens"; expected an email address such as hello@buglens.app',
    ])
  })

  it("rejects a site address with a path or a trailing slash", () => {
    expect(problemsAfter((c) => (c.site.data.siteUrl = "https://buglens.app/"))).toEqual([
      `content/site.json: "siteUrl" is "https://buglens.app/"; expected the site's address such as https://buglens.app (no path, no trailing slash)`,
    ])
  })

  it.each([
    ["2025-02-30", '"2025-02-30"'],
    ["30 Mar 2025", '"30 Mar 2025"'],
    [undefined, "missing"],
  ])("rejects the effective date %p", (date, shown) => {
    const problems = problemsAfter((c) => (c.legal[0]!.frontmatter.effectiveDate = date))
    expect(problems).toEqual([
      shown === "missing"
        ? 'content/legal/privacy.mdx: "effectiveDate" is missing; expected a real date written YYYY-MM-DD, such as 2025-03-30'
        : `content/legal/privacy.mdx: "effectiveDate" is ${shown}; expected a real date written YYYY-MM-DD, such as 2025-03-30`,
    ])
  })

  it.each([0, -5, 2.5, "1000"])("rejects the behaviour constant %p", (value) => {
    expect(problemsAfter((c) => (c.site.data.behaviour.sendDelayMs = value))).toEqual([
      `content/site.json: "behaviour.sendDelayMs" is ${JSON.stringify(value)}; expected a whole number above 0 (milliseconds)`,
    ])
  })

  it("rejects a legal path without a leading slash", () => {
    expect(problemsAfter((c) => (c.legal[1]!.frontmatter.path = "terms/"))).toContain(
      'content/legal/terms.mdx: "path" is "terms/"; expected a path on this site such as /privacy/ (starting with /; lower-case letters, digits and hyphens)',
    )
  })

  it("rejects two legal pages at the same path, with or without the trailing slash", () => {
    expect(problemsAfter((c) => (c.legal[1]!.frontmatter.path = "/privacy"))).toContain(
      'content/legal/terms.mdx: "path" is "/privacy", the same as in content/legal/privacy.mdx; expected a path of its own',
    )
  })

  it.each([
    ["/", "home"],
    ["/404/", "not-found"],
    ["/404", "not-found"],
  ])("rejects a legal page at %p, which the %s page uses", (pagePath, page) => {
    expect(problemsAfter((c) => (c.legal[1]!.frontmatter.path = pagePath))).toContain(
      `content/legal/terms.mdx: "path" is "${pagePath}", which the ${page} page uses; expected a path of its own`,
    )
  })

  it("rejects a navigation link to a page that does not exist", () => {
    expect(problemsAfter((c) => (c.site.data.navigation[1].path = "/term/"))).toEqual([
      'content/site.json: "navigation[1].path" is "/term/", a page that does not exist; expected one of: /, /insects/, /privacy/, /terms/',
    ])
  })

  it("rejects a navigation link to the insect guide when content/species/ holds no species", () => {
    expect(problemsAfter((c) => (c.species = []))).toEqual([
      'content/site.json: "navigation[2].path" is "/insects/", a page that does not exist; expected one of: /, /privacy/, /terms/',
    ])
  })

  it("reports fields the site does not read, at any depth", () => {
    expect(
      problemsAfter((c) => {
        c.features[0]!.data.colour = "green"
        c.site.data.hero.subheading = "New!"
        c.legal[0]!.frontmatter.author = "Legal"
      }),
    ).toEqual([
      'content/features/01-instant-recognition.json: "colour" is not a field the site reads; expected only: order, title, icon, description, link',
      'content/legal/privacy.mdx: "author" is not a field the site reads; expected only: title, path, description, effectiveDate',
      'content/site.json: "hero.subheading" is not a field the site reads; expected only: eyebrow, heading, lead, socialProof, cta, illustrationLabel',
    ])
  })

  it("names a placeholder the field cannot fill", () => {
    expect(problemsAfter((c) => (c.site.data.features.heading = "Why Choose {brnad}?"))).toEqual([
      'content/site.json: "features.heading" uses {brnad}; expected only {brand}, {userCount}',
    ])
    expect(problemsAfter((c) => (c.site.data.footer.copyright = "© {year} {brand} {title}"))).toEqual([
      'content/site.json: "footer.copyright" uses {title}; expected only {brand}, {userCount}, {year}',
    ])
  })

  it("names an MDX component legal text cannot use", () => {
    expect(problemsAfter((c) => (c.legal[1]!.body += "\nWrite to <Email />.\n"))).toEqual([
      "content/legal/terms.mdx: the text uses <Email />; expected only <Brand />, <ContactEmail />, <EffectiveDate />, <FormService />, <WhenFormSends />, <WhenFormSendsNothing />",
    ])
  })

  it("names a contact delivery mode the site does not know", () => {
    expect(problemsAfter((c) => (c.site.data.contact.delivery = { mode: "netlfy" }))).toEqual([
      'content/site.json: "contact.delivery.mode" is "netlfy"; expected one of: simulated, netlify, endpoint',
    ])
  })

  it("asks for the form service's address in endpoint mode, and only there", () => {
    expect(problemsAfter((c) => (c.site.data.contact.delivery = { mode: "endpoint" }))).toEqual([
      'content/site.json: "contact.delivery.url" is missing; expected the https:// address the form service gave you, such as https://formspree.io/f/abcdwxyz (http:// only for localhost)',
    ])
    expect(
      problemsAfter((c) => (c.site.data.contact.delivery = { mode: "netlify", url: "https://formspree.io/f/x" })),
    ).toEqual(['content/site.json: "contact.delivery.url" is not a field the site reads; expected only: mode'])
  })

  it.each([
    ["http://formspree.io/f/abc", false],
    ["formspree.io/f/abc", false],
    ["https://user:secret@formspree.io/f/abc", false],
    ["https://formspree.io/f/abc", true],
    ["http://localhost:9301/messages", true],
    ["http://127.0.0.1:9301/messages", true],
  ])("accepts %s as a form endpoint: %s", (url, accepted) => {
    const problems = problemsAfter((c) => (c.site.data.contact.delivery = { mode: "endpoint", url }))
    expect(problems).toEqual(
      accepted
        ? []
        : [expect.stringMatching(`^content/site.json: "contact.delivery.url" is "${url}"; expected the https://`)],
    )
  })

  it("reports a missing site.json and an empty features folder", () => {
    const problems = validateContent({ ...realContent(), site: null, features: [] }).map(formatProblem)
    expect(problems).toEqual([
      "content/features/: holds no feature cards; expected at least one .json file",
      "content/site.json: the file is missing; expected the site's settings and copy",
    ])
  })

  it("reports every problem together, grouped by file", () => {
    const problems = problemsAfter((c) => {
      c.features[2]!.data.icon = "bugg"
      c.site.data.behaviour.messageRows = 0
      c.legal[0]!.frontmatter.effectiveDate = "2025-13-01"
    })
    expect(problems).toHaveLength(3)
    expect(problems.map((line) => line.split(":")[0])).toEqual([
      "content/features/03-extensive-database.json",
      "content/legal/privacy.mdx",
      "content/site.json",
    ])
  })
})

describe("the app's stores and screenshots", () => {
  const APP_STORE = { store: "app-store", url: "https://apps.apple.com/app/id6443872901", appId: "6443872901" }
  const GOOGLE_PLAY = { store: "google-play", url: "https://play.google.com/store/apps/details?id=app.buglens.android" }
  const SCREENSHOT = { image: "images/screens/identify.png", alt: "The camera view framing a ladybird on a leaf" }
  const images: Record<string, ImageFacts> = {
    "images/screens/identify.png": { format: "png", width: 1290, height: 2796 },
    "images/screens/wide.png": { format: "png", width: 2796, height: 1290 },
    "images/screens/anim.png": { format: "gif", width: 300, height: 600 },
  }
  const withApp = (app: Json) =>
    problemsAfter((content) => {
      Object.assign(content.site.data.app, app)
      content.imageFacts = (file) => images[file] ?? null
    })
  /** Each app section, changed, with the one problem it must be reported with. */
  const expectEachProblem = (cases: Array<[Json, string]>) => {
    for (const [app, problem] of cases) expect(withApp(app)).toEqual([problem])
  }

  it("accepts both stores and a screenshot, and no stores or screenshots at all", () => {
    expect(withApp({ stores: [APP_STORE, GOOGLE_PLAY], screenshots: [SCREENSHOT] })).toEqual([])
    expect(withApp({ stores: [], screenshots: [] })).toEqual([])
    expect(
      problemsAfter((content) => {
        delete content.site.data.app.stores
        delete content.site.data.app.screenshots
      }),
    ).toEqual([])
  })

  it("names a store it does not know, and a store address on another host", () => {
    expect(withApp({ stores: [{ ...GOOGLE_PLAY, store: "f-droid" }] })).toEqual([
      'content/site.json: "app.stores[0].store" is "f-droid"; expected one of: app-store, google-play',
    ])
    expect(
      withApp({ stores: [{ ...GOOGLE_PLAY, url: "https://play.example.com/store/apps/details?id=a.b" }] }),
    ).toEqual([
      'content/site.json: "app.stores[0].url" is "https://play.example.com/store/apps/details?id=a.b"; expected the app\'s Google Play address, such as https://play.google.com/store/apps/details?id=app.buglens.android',
    ])
    expect(withApp({ stores: [{ ...APP_STORE, url: "http://apps.apple.com/app/id6443872901" }] })).toEqual([
      'content/site.json: "app.stores[0].url" is "http://apps.apple.com/app/id6443872901"; expected the https:// address of the app\'s page in its store',
    ])
  })

  it("asks for the App Store id, as digits and the same as in the address, and only there", () => {
    expectEachProblem([
      [
        { stores: [{ ...APP_STORE, appId: undefined }] },
        'content/site.json: "app.stores[0].appId" is missing; expected the App Store\'s id, "6443872901" in this address (Safari\'s app banner needs it)',
      ],
      [
        { stores: [{ ...APP_STORE, appId: "id6443872901" }] },
        'content/site.json: "app.stores[0].appId" is "id6443872901"; expected the digits after "id" in the App Store address, written in quotes, such as "6443872901"',
      ],
      [
        { stores: [{ ...APP_STORE, appId: "1234567890" }] },
        'content/site.json: "app.stores[0].appId" is "1234567890", but the address has id6443872901; expected the same app in both',
      ],
      [
        { stores: [{ ...GOOGLE_PLAY, appId: "6443872901" }] },
        'content/site.json: "app.stores[0].appId" is "6443872901"; expected no appId in a Google Play entry (only the App Store has one)',
      ],
      [
        { stores: [GOOGLE_PLAY, GOOGLE_PLAY] },
        'content/site.json: "app.stores[1].store" is "google-play" again; expected each store once',
      ],
    ])
  })

  it("names a screenshot without alt text, missing, in another format or not upright", () => {
    expectEachProblem([
      [
        { screenshots: [{ image: SCREENSHOT.image }] },
        'content/site.json: "app.screenshots[0].alt" is missing; expected text',
      ],
      [
        { screenshots: [{ ...SCREENSHOT, image: "images/screens/gone.png" }] },
        'content/site.json: "app.screenshots[0].image" is "images/screens/gone.png", a file that does not exist; expected a picture inside content/ (content/images/screens/gone.png)',
      ],
      [
        { screenshots: [{ ...SCREENSHOT, image: "images/screens/anim.png" }] },
        'content/site.json: "app.screenshots[0].image" is "images/screens/anim.png", a GIF file; expected a PNG, JPEG or WebP picture',
      ],
      [
        { screenshots: [{ ...SCREENSHOT, image: "images/screens/wide.png" }] },
        'content/site.json: "app.screenshots[0].image" is "images/screens/wide.png", 2796 × 1290 pixels; expected a portrait screenshot, taller than wide (such as 1290 × 2796)',
      ],
      [
        { screenshots: [{ ...SCREENSHOT, image: "images/screens/identify.svg" }] },
        'content/site.json: "app.screenshots[0].image" is "images/screens/identify.svg"; expected a PNG, JPEG or WebP file inside content/, by its path there, such as images/screens/identify.png (taller than wide)',
      ],
    ])
  })
})

describe("frontmatterText", () => {
  const source =
    '---\ntitle: "Privacy Policy"\neffectiveDate: 2025-02-30\npath: /privacy/\n---\n\nBody: not: frontmatter\n'

  it("reads a field as the editor wrote it, without quotes", () => {
    expect(frontmatterText(source, "effectiveDate")).toBe("2025-02-30")
    expect(frontmatterText(source, "title")).toBe("Privacy Policy")
  })

  it("does not read the body", () => {
    expect(frontmatterText(source, "Body")).toBeUndefined()
  })
})
