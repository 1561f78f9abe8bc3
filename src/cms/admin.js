/* global CMS, h, createClass, SITE_FACTS, fillTemplate, formatDate */
// Registers the site's look with Decap CMS at /admin/: served as is, next to Decap's prebuilt bundle
// (which provides CMS, h = React.createElement and createClass) and site-facts.js (written by
// src/node/editor/admin-files.ts from content and the site's own components and helpers).

// The preview pane uses the site's own stylesheet, compiled from src/styles/global.css.
CMS.registerPreviewStyle("/admin/site.css")

function escapeHtml(text) {
  return String(text ?? "").replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/**
 * The site's placeholders ({brand}, {userCount}) filled as a language's pages fill them, by the
 * site's own fillTemplate, so the preview reads as visitors will.
 */
function fillCopy(text, language = SITE_FACTS.languages[0]) {
  return fillTemplate(String(text ?? ""), language.copyValues)
}

/** A feature card: the site's FeatureCard, rendered at build with markers where the text goes. */
function featureCard(icon, title, description, language) {
  const template = SITE_FACTS.featureCards[icon] ?? SITE_FACTS.featureCards.camera
  const html = template
    .replace("%%title%%", escapeHtml(fillCopy(title, language)))
    .replace("%%description%%", escapeHtml(fillCopy(description, language)))
  return h(
    "div",
    { className: "bg-leaf-50 py-20" },
    h("ul", { className: "mx-auto max-w-2xl px-4", dangerouslySetInnerHTML: { __html: html } }),
  )
}

const FeaturePreview = createClass({
  render() {
    const data = this.props.entry.get("data")
    return featureCard(data.get("icon"), data.get("title"), data.get("description"))
  },
})

/** 2025-03-30 as a language writes it, by the site's own formatDate; what is no date yet, as typed. */
function effectiveDateText(iso, language) {
  const day = String(iso ?? "").slice(0, 10)
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatDate(day, language.locale, language.effectiveDateStyle) : day
}

/**
 * A legal page's text as the site shows it, for the preview: its tags filled in (the editor's own
 * Markdown preview drops tags written inside a sentence) and the little Markdown legal pages use:
 * ## headings, - lists, **bold**, paragraphs.
 */
function legalTextHtml(body, date) {
  const sends = Boolean(SITE_FACTS.formService)
  const kept = String(body ?? "")
    .replace(/<WhenFormSends>([\s\S]*?)<\/WhenFormSends>/g, sends ? "$1" : "")
    .replace(/<WhenFormSendsNothing>([\s\S]*?)<\/WhenFormSendsNothing>/g, sends ? "" : "$1")
  const email = escapeHtml(SITE_FACTS.contactEmail)
  const inline = (text) =>
    escapeHtml(text)
      .replace(/&#60;Brand \/&#62;/g, escapeHtml(SITE_FACTS.brand))
      .replace(/&#60;ContactEmail \/&#62;/g, `<a href="mailto:${email}">${email}</a>`)
      .replace(/&#60;EffectiveDate \/&#62;/g, `<time>${escapeHtml(date)}</time>`)
      .replace(/&#60;FormService \/&#62;/g, escapeHtml(SITE_FACTS.formService ?? ""))
      .replace(/\*\*(.+?)\*\*/g, "<strong>$1</strong>")
  return kept
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      if (block.startsWith("## ")) return `<h2>${inline(block.slice(3))}</h2>`
      if (block.startsWith("- ")) {
        const items = block.split(/\n(?=- )/).map((item) => `<li>${inline(item.replace(/^- /, ""))}</li>`)
        return `<ul>${items.join("")}</ul>`
      }
      return `<p>${inline(block)}</p>`
    })
    .join("")
}

const defaultLanguage = SITE_FACTS.languages[0]

/**
 * A legal page with the site's heading and prose styles, in `language`; `page` is the English page's
 * frontmatter, where a translation takes its effective date from.
 */
function legalPreview(language, page) {
  return createClass({
    render() {
      const data = this.props.entry.get("data")
      const date = effectiveDateText(page ? page.effectiveDate : data.get("effectiveDate"), language)
      return h(
        "article",
        { className: "bg-canvas pt-28 pb-20 sm:pt-32", lang: language.code },
        h(
          "div",
          { className: "mx-auto max-w-3xl px-4 sm:px-6" },
          h(
            "header",
            { className: "border-b border-line pb-6" },
            h(
              "h1",
              { className: "text-4xl font-extrabold tracking-tight text-forest-900 sm:text-5xl" },
              data.get("title") || (page && page.title),
            ),
            h("p", { className: "mt-3 text-muted" }, language.effectiveDateLabel.replace("{date}", date)),
          ),
          h("div", {
            className: "legal-prose mt-8",
            dangerouslySetInnerHTML: { __html: legalTextHtml(data.get("body"), date) },
          }),
        ),
      )
    },
  })
}

/** A card's translation, drawn with the English card's icon. */
function cardTranslationPreview(card, language) {
  return createClass({
    render() {
      const data = this.props.entry.get("data")
      return featureCard(
        card.icon,
        data.get("title") || card.title,
        data.get("description") || card.description,
        language,
      )
    },
  })
}

/** A field of an entry's configuration, by its path of names: ["app", "screenshots", "image"]. */
function fieldAt(fields, names) {
  let current = fields
  let field
  for (const name of names) {
    field = current && current.find((candidate) => candidate.get("name") === name)
    current = field && field.get("fields")
  }
  return field
}

/**
 * site.json's preview: the hero's words with the store buttons, and the screenshots in their phone
 * frames, from the site's own components (SITE_FACTS.app), as a visitor will see them.
 */
const SitePreview = createClass({
  render() {
    const data = this.props.entry.get("data")
    const text = (...names) => fillCopy(data.getIn(names))
    const stores = data.getIn(["app", "stores"])?.toJS() ?? []
    const screenshots = data.getIn(["app", "screenshots"])?.toJS() ?? []
    const labels = { "app-store": text("getApp", "appStoreLabel"), "google-play": text("getApp", "googlePlayLabel") }
    const items = stores
      .filter(({ store }) => SITE_FACTS.app.storeItems[store])
      .map(({ store, url }) =>
        SITE_FACTS.app.storeItems[store]
          .replace("%%url%%", escapeHtml(url))
          .replace("%%label%%", escapeHtml(labels[store])),
      )
    const storeList = SITE_FACTS.app.storeList
      .replace("%%storesLabel%%", escapeHtml(text("getApp", "storesLabel")))
      .replace("%%items%%", items.join(""))
    const imageField = fieldAt(this.props.fields, ["app", "screenshots", "image"])
    const shots = screenshots
      .filter(({ image }) => image)
      .map(({ image, alt }) =>
        SITE_FACTS.app.screenshot
          .replace("%%src%%", escapeHtml(String(this.props.getAsset(image, imageField))))
          .replace("%%alt%%", escapeHtml(fillCopy(alt))),
      )
    return h(
      "div",
      { className: "bg-canvas" },
      h(
        "section",
        { className: "mx-auto max-w-xl px-4 py-12" },
        h("h1", { className: "text-4xl font-extrabold tracking-tight text-forest-900" }, text("hero", "heading")),
        h("p", { className: "mt-5 text-lg leading-relaxed text-muted" }, text("hero", "lead")),
        h("div", { className: "mt-8", dangerouslySetInnerHTML: { __html: items.length > 0 ? storeList : "" } }),
      ),
      shots.length > 0
        ? h(
            "section",
            { className: "mx-auto max-w-6xl px-4 pb-12 text-center" },
            h(
              "h2",
              { className: "text-3xl font-bold tracking-tight text-forest-900" },
              text("getApp", "screenshotsHeading"),
            ),
            h("ul", {
              className: "mt-12 grid justify-items-center gap-10 md:grid-cols-3",
              dangerouslySetInnerHTML: { __html: shots.map((shot) => `<li>${shot}</li>`).join("") },
            }),
          )
        : null,
    )
  },
})

CMS.registerPreviewTemplate("site", SitePreview)
CMS.registerPreviewTemplate("features", FeaturePreview)
CMS.registerPreviewTemplate("legal", legalPreview(defaultLanguage))
// The translations' files are named <kind>-<language>-<file> (src/node/editor/translation-collections.ts).
for (const language of SITE_FACTS.languages.slice(1)) {
  for (const [name, card] of Object.entries(SITE_FACTS.cards)) {
    CMS.registerPreviewTemplate(`card-${language.code}-${name}`, cardTranslationPreview(card, language))
  }
  for (const [name, page] of Object.entries(SITE_FACTS.legal)) {
    CMS.registerPreviewTemplate(`legal-${language.code}-${name}`, legalPreview(language, page))
  }
}

// The tags legal text may use. Each saves exactly as the site reads it, so a save never mangles one.
const legalTags = [
  { id: "Brand", label: "Brand name", preview: () => SITE_FACTS.brand },
  { id: "ContactEmail", label: "Contact address", preview: () => SITE_FACTS.contactEmail },
  { id: "EffectiveDate", label: "Effective date", preview: () => "the effective date" },
  { id: "FormService", label: "Form service name", preview: () => "the form service" },
]
for (const tag of legalTags) {
  CMS.registerEditorComponent({
    id: tag.id,
    label: tag.label,
    fields: [],
    pattern: new RegExp(`^<${tag.id} />$`),
    fromBlock: () => ({}),
    toBlock: () => `<${tag.id} />`,
    toPreview: tag.preview,
  })
}

// Text that shows only while the contact form sends messages, or only while it sends nothing.
for (const tag of [
  { id: "WhenFormSends", label: "Only while the form sends" },
  { id: "WhenFormSendsNothing", label: "Only while the form sends nothing" },
]) {
  CMS.registerEditorComponent({
    id: tag.id,
    label: tag.label,
    fields: [{ name: "text", label: "Text", widget: "string" }],
    pattern: new RegExp(`^<${tag.id}>(.*)</${tag.id}>$`, "s"),
    fromBlock: (match) => ({ text: match[1] }),
    toBlock: (data) => `<${tag.id}>${data.text ?? ""}</${tag.id}>`,
    toPreview: (data) => data.text ?? "",
  })
}
