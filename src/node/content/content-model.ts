import { COLOURS, ENCOUNTERS, PATTERNS, PLACES, SHAPES, SIZE_BANDS, answerLabelKey } from "../../lib/key-traits"
import { VISITORS_HEMISPHERES } from "../../lib/guide"
import { copy, object, text, type ObjectRule } from "./model-rules"
import { LIFE_STAGES } from "./species/model"

/**
 * The shape of every content file, written once. The GraphQL schema is generated from it
 * (schema.ts) and every file is validated against it (validate/), so a field cannot be
 * in one and missing from the other.
 */

export {
  isOptional,
  type FieldRule,
  type ObjectRule,
  type Optional,
  type PerLanguage,
  type VariantsRule,
} from "./model-rules"
export { HAZARDS, SAFETY_LEVELS, speciesModel, type SafetyLevel } from "./species/model"

/** The app stores the site links to, as content names them. */
export const APP_STORES = ["app-store", "google-play"] as const
export type AppStore = (typeof APP_STORES)[number]

/**
 * Who resizes the guide's photos: the build (each photo served as its own file), or the image CDN of
 * the host the site is on, asked by URL for each width a page offers (docs/architecture.md, "Photos").
 */
export const IMAGE_RESIZERS = ["build", "netlify", "cloudflare"] as const
export type ImageResizer = (typeof IMAGE_RESIZERS)[number]

/** Placeholders every piece of copy may use; they are filled at query time from site.json. */
export const COPY_PLACEHOLDERS = ["brand", "userCount"] as const

/** A label in every language for each of a key question's answers. */
function answerLabels(typeName: string, answers: readonly string[]): ObjectRule {
  return object(typeName, Object.fromEntries(answers.map((answer) => [answerLabelKey(answer), copy])))
}

export const siteConfigModel = object("SiteConfig", {
  brand: text,
  tagline: copy,
  contactEmail: { kind: "email" },
  siteUrl: { kind: "url" },
  /** How many people use the app; `{userCount}` shows it as each language writes numbers (20,000 or 20.000). */
  userCount: { kind: "count", unit: "people" },
  /** The languages the site is in; the first is the default, at / without a prefix (see CONTENT.md). */
  languages: { kind: "languages" },
  /** How this language writes dates and numbers; each translation sets its own. */
  locale: { kind: "locale" },
  /** What the build does when a translation lacks a string: use the default language's, or fail. */
  translations: object("SiteConfigTranslations", {
    missingStrings: { kind: "choice", values: ["fallback", "fail"] },
  }),
  description: copy,
  /** The colour theme visitors get until they choose one: the system's, or always light or dark. */
  theme: { kind: "choice", values: ["system", "light", "dark"] },
  /** Who resizes the guide's photos; `build` unless the host has an image CDN (CONTENT.md, "Photos"). */
  images: object("SiteConfigImages", {
    resizedBy: { kind: "choice", values: IMAGE_RESIZERS },
  }),
  /**
   * The app: what the structured data (JSON-LD) says about it, and where to get it. With no stores
   * and no screenshots (the specification's site) the pages show neither.
   */
  app: object("SiteConfigApp", {
    operatingSystem: text,
    category: text,
    stores: {
      kind: "list",
      optional: true,
      of: object("SiteConfigAppStore", {
        store: { kind: "choice", values: APP_STORES },
        url: { kind: "storeUrl" },
        /** The App Store's id, for Safari's Smart App Banner; App Store entries only. */
        appId: { kind: "appStoreId", optional: true },
        /** The store's official badge artwork, which then replaces the text button. */
        badge: { kind: "image", optional: true, folder: "images/badges", example: "app-store.png" },
      }),
    },
    screenshots: {
      kind: "list",
      optional: true,
      of: object("SiteConfigAppScreenshot", {
        image: { kind: "image", portrait: true, folder: "images/screens", example: "identify.png" },
        alt: copy,
      }),
    },
  }),
  /** Store buttons, the QR code for desktop visitors and the screenshots section; shown only with stores or screenshots. */
  getApp: object("SiteConfigGetApp", {
    storesLabel: copy,
    appStoreLabel: copy,
    googlePlayLabel: copy,
    qrCodeText: copy,
    qrCodeLabel: { kind: "copy", placeholders: ["url"] },
    screenshotsHeading: copy,
    screenshotsIntro: copy,
    pageTitle: copy,
    pageText: copy,
  }),
  /** The picture shared links show; its text comes from brand and tagline. */
  share: object("SiteConfigShare", { imageAlt: copy }),
  titles: object("SiteConfigTitles", {
    home: copy,
    page: { kind: "copy", placeholders: ["title"] },
  }),
  navigation: { kind: "list", of: object("SiteConfigNavigationLink", { label: copy, path: { kind: "path" } }) },
  header: object("SiteConfigHeader", {
    homeLinkLabel: copy,
    menuLabel: copy,
    navigationLabel: copy,
    skipLinkLabel: copy,
    languageLabel: copy,
    themeToDarkLabel: copy,
    themeToLightLabel: copy,
  }),
  hero: object("SiteConfigHero", {
    eyebrow: copy,
    heading: copy,
    lead: copy,
    socialProof: copy,
    cta: copy,
    illustrationLabel: copy,
  }),
  features: object("SiteConfigFeatures", { heading: copy, intro: copy }),
  contact: object("SiteConfigContact", {
    heading: copy,
    intro: copy,
    noScriptNote: copy,
    nameLabel: copy,
    emailLabel: copy,
    messageLabel: copy,
    submitLabel: copy,
    sendingLabel: copy,
    successTitle: copy,
    successText: copy,
    failureTitle: copy,
    failureText: copy,
    /** Where messages go; "simulated" is the spec's behaviour: nothing leaves the browser. */
    delivery: {
      kind: "variants",
      typeName: "SiteConfigContactDelivery",
      tag: "mode",
      variants: { simulated: {}, netlify: {}, endpoint: { url: { kind: "formEndpoint" } } },
    },
  }),
  /**
   * The offer of another language to a visitor whose browser prefers it. Each language's file holds
   * the offer of itself, so a visitor reads it in the language offered.
   */
  languageOffer: object("SiteConfigLanguageOffer", {
    regionLabel: copy,
    message: copy,
    linkLabel: copy,
    dismissLabel: copy,
  }),
  footer: object("SiteConfigFooter", {
    copyright: { kind: "copy", placeholders: ["year"] },
    contactLabel: copy,
    legalLabel: copy,
  }),
  legal: object("SiteConfigLegal", {
    effectiveDateLabel: { kind: "copy", placeholders: ["date"] },
    /** How the effective date is written: Intl's dateStyle, in this language's locale. */
    effectiveDateStyle: { kind: "choice", values: ["short", "medium", "long", "full"], perLanguage: true },
  }),
  notFound: object("SiteConfigNotFound", {
    title: copy,
    description: copy,
    heading: copy,
    text: copy,
    homeLinkLabel: copy,
  }),
  /**
   * The insect guide's words: /insects/ and a page per species of content/species/. The guide exists
   * only while content/species/ holds a species; the header links to it only if navigation does.
   */
  guide: object("SiteConfigGuide", {
    title: copy,
    description: copy,
    intro: copy,
    breadcrumbLabel: copy,
    homeLabel: copy,
    filterLabel: copy,
    allLevelsLabel: copy,
    alphabetLabel: copy,
    byOrderHeading: copy,
    alphabeticalHeading: copy,
    /** The search field on /insects/ and what it says about its results. */
    searchLabel: copy,
    searchResults: { kind: "copy", placeholders: ["count", "query"] },
    searchNoResults: { kind: "copy", placeholders: ["query"] },
    searchUnavailable: copy,
    /**
     * A guide longer than behaviour.guidePageSize lists its species from A to Z over several pages,
     * linked by a navigation of this name; each link names the first and last species of its page.
     */
    pagesLabel: copy,
    pageRange: { kind: "copy", placeholders: ["first", "last"] },
    /** What each safety level is called, on the filter, the index and the answer. */
    levels: object("SiteConfigGuideLevels", { harmless: copy, caution: copy, dangerous: copy }),
    /** What each hazard a species carries is called. */
    hazards: object("SiteConfigGuideHazards", {
      sting: copy,
      bite: copy,
      pinch: copy,
      venom: copy,
      irritatingHairs: copy,
      blisteringFluid: copy,
      diseaseVector: copy,
      allergen: copy,
      foodContamination: copy,
    }),
    /** Each insect order's everyday name; an order not listed shows its Latin name alone. */
    orders: {
      kind: "list",
      of: object("SiteConfigGuideOrder", { name: text, label: copy }),
    },
    speciesTitle: { kind: "copy", placeholders: ["commonName", "scientificName"] },
    speciesDescription: { kind: "copy", placeholders: ["commonName", "summary"] },
    safetyHeading: copy,
    hazardsLabel: copy,
    adviceHeading: copy,
    recogniseHeading: copy,
    sizeLabel: copy,
    wingspanLabel: copy,
    sizeValue: { kind: "copy", placeholders: ["min", "max"] },
    /** A size that sources give as one figure. */
    sizeValueExact: { kind: "copy", placeholders: ["size"] },
    orderLabel: copy,
    familyLabel: copy,
    habitatHeading: copy,
    habitatsLabel: copy,
    regionsLabel: copy,
    monthsHeading: copy,
    monthsText: { kind: "copy", placeholders: ["months"] },
    /** The stages before the adult at which people meet a species (its `stages`): a heading, each stage's name. */
    stagesHeading: copy,
    stages: answerLabels("SiteConfigGuideStages", LIFE_STAGES),
    stageMonthsText: { kind: "copy", placeholders: ["months"] },
    /** Before what a stage does to people: "What it does". */
    stageEffectLabel: copy,
    behaviourHeading: copy,
    dietHeading: copy,
    lookalikesHeading: copy,
    lookalikesIntro: copy,
    sourcesHeading: copy,
    /** Before a species' other names: "Also called". */
    otherNamesLabel: copy,
    /** A name the species shares with others of the guide, and links to them. */
    sharedNameText: { kind: "copy", placeholders: ["name", "species"] },
    /** A name also used for animals outside the guide (its `alsoUsedFor`). */
    alsoUsedForText: { kind: "copy", placeholders: ["name", "others"] },
    /** When a search finds nothing: what to try instead. */
    searchTryText: copy,
    /**
     * Words for animals that are not insects (spider, tick, woodlouse) in this language: a search that
     * names one says that the guide covers insects (`searchNotInsectText`), before any species whose
     * page mentions it.
     */
    notInsectWords: { kind: "copyList", min: 1, max: 60 },
    searchNotInsectText: { kind: "copy", placeholders: ["query"] },
    /** The link, when a search finds nothing, to the list of every species below it. */
    searchBrowseLink: copy,
    /** The link, when a search finds nothing, to the app, which names an insect from a photo. */
    searchAppLink: copy,
    drawingLabel: { kind: "copy", placeholders: ["order"] },
    photoCredit: { kind: "copy", placeholders: ["credit", "licence"] },
  }),
  /**
   * The identification key's words ("what did you see?"), at /insects/key/ while the guide exists: a
   * heading for each question and a label for each answer (src/lib/key-traits.ts).
   */
  key: object("SiteConfigKey", {
    /**
     * Where this language's visitors live: `northern`, or `both` hemispheres. With a month chosen, the
     * key brings forward the likeliest species of the visitors' seasons; a southern species still fits,
     * after them. Each translation sets its own (Spanish serves Spain and Latin America).
     */
    visitorsHemisphere: { kind: "choice", values: VISITORS_HEMISPHERES, perLanguage: true },
    title: copy,
    description: copy,
    intro: copy,
    /** The link to the key from the guide's index and each species' page. */
    linkText: copy,
    shapeHeading: copy,
    colourHeading: copy,
    patternHeading: copy,
    sizeHeading: copy,
    placeHeading: copy,
    monthHeading: copy,
    encounterHeading: copy,
    shapes: answerLabels("SiteConfigKeyShapes", SHAPES),
    colours: answerLabels("SiteConfigKeyColours", COLOURS),
    patterns: answerLabels("SiteConfigKeyPatterns", PATTERNS),
    sizes: answerLabels(
      "SiteConfigKeySizes",
      SIZE_BANDS.map(({ band }) => band),
    ),
    places: answerLabels("SiteConfigKeyPlaces", PLACES),
    encounters: answerLabels("SiteConfigKeyEncounters", ENCOUNTERS),
    /** How many species fit every choice. */
    matchCount: { kind: "copy", placeholders: ["count"] },
    exactHeading: copy,
    /** Species that miss one choice, and the choice each misses. */
    closeHeading: copy,
    missesText: { kind: "copy", placeholders: ["question"] },
    noneText: copy,
    /** When more than one species fits, or none: the app names it from a photo. */
    appPrompt: copy,
    appLink: copy,
    clearLink: copy,
    /** Without JavaScript: the shape buttons lead to a page of each shape; what that page shows. */
    shapePageIntro: { kind: "copy", placeholders: ["shape"] },
    noScriptNote: copy,
  }),
  /** Where the content editor at /admin/ commits (see CONTENT.md, "Editing in the browser"). */
  cms: object("SiteConfigCms", {
    repo: { kind: "repo" },
    branch: text,
    signIn: {
      kind: "variants",
      typeName: "SiteConfigCmsSignIn",
      tag: "mode",
      variants: { github: { authBaseUrl: { kind: "url" } }, "netlify-identity": {} },
    },
  }),
  behaviour: object("SiteConfigBehaviour", {
    sendDelayMs: { kind: "positiveInt", unit: "milliseconds" },
    headerCompactAfterPx: { kind: "positiveInt", unit: "pixels" },
    cardStaggerMs: { kind: "positiveInt", unit: "milliseconds" },
    messageRows: { kind: "positiveInt", unit: "rows" },
    sendTimeoutMs: { kind: "positiveInt", unit: "milliseconds" },
    /**
     * The most species /insects/ lists on one page. Up to this many, one page lists them by order and
     * A to Z; more continue from A to Z on /insects/page/2/ and on, so no page grows with the guide.
     */
    guidePageSize: { kind: "positiveInt", unit: "species" },
  }),
})

export const featureModel = object("Feature", {
  order: { kind: "positiveInt", unit: "position" },
  title: copy,
  icon: { kind: "icon" },
  description: copy,
  /** A link under the card's text, to a page of this site: none in the specification, so none unless content gives one. */
  link: object("FeatureLink", { path: { kind: "path" }, label: copy }, { optional: true }),
})

/** The GraphQL types, and node types, made from content/site.json (one per language) and the feature cards (content-nodes.ts). */
export const SITE_CONFIG_TYPE = siteConfigModel.typeName
export const FEATURE_TYPE = featureModel.typeName

export const legalFrontmatterModel = object("MdxFrontmatter", {
  title: copy,
  path: { kind: "path" },
  description: copy,
  effectiveDate: { kind: "date" },
})
