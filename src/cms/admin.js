/* global CMS, h, createClass, SITE_FACTS */
// Registers the site's look with Decap CMS at /admin/: served as is, next to Decap's prebuilt bundle
// (which provides CMS, h = React.createElement and createClass) and site-facts.js (written by
// src/build/admin-files.ts from content and the site's own components).

// The preview pane uses the site's own stylesheet, compiled from src/styles/global.css.
CMS.registerPreviewStyle("/admin/site.css")

function escapeHtml(text) {
  return String(text ?? "").replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** The site's placeholders, filled as the site fills them, so the preview reads as visitors will. */
function fillCopy(text) {
  return String(text ?? "").replace(/\{brand\}/g, SITE_FACTS.brand)
}

/** A feature card: the site's FeatureCard, rendered at build with markers where this entry's text goes. */
const FeaturePreview = createClass({
  render() {
    const data = this.props.entry.get("data")
    const template = SITE_FACTS.featureCards[data.get("icon")] ?? SITE_FACTS.featureCards.camera
    const html = template
      .replace("%%title%%", escapeHtml(fillCopy(data.get("title"))))
      .replace("%%description%%", escapeHtml(fillCopy(data.get("description"))))
    return h(
      "div",
      { className: "bg-leaf-50 py-20" },
      h("ul", { className: "mx-auto max-w-2xl px-4", dangerouslySetInnerHTML: { __html: html } }),
    )
  },
})

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

/** 2025-03-30 -> 30 Mar 2025, as the site shows dates. */
function formatDate(iso) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(iso ?? ""))
  return match ? `${Number(match[3])} ${MONTHS[Number(match[2]) - 1]} ${match[1]}` : String(iso ?? "")
}

/** A legal page with the site's heading and prose styles; the tags show what the site puts there. */
const LegalPreview = createClass({
  render() {
    const data = this.props.entry.get("data")
    return h(
      "article",
      { className: "bg-canvas pt-28 pb-20 sm:pt-32" },
      h(
        "div",
        { className: "mx-auto max-w-3xl px-4 sm:px-6" },
        h(
          "header",
          { className: "border-b border-line pb-6" },
          h(
            "h1",
            { className: "text-4xl font-extrabold tracking-tight text-forest-900 sm:text-5xl" },
            data.get("title"),
          ),
          h(
            "p",
            { className: "mt-3 text-muted" },
            SITE_FACTS.effectiveDateLabel.replace("{date}", formatDate(data.get("effectiveDate"))),
          ),
        ),
        h("div", { className: "legal-prose mt-8" }, this.props.widgetFor("body")),
      ),
    )
  },
})

CMS.registerPreviewTemplate("features", FeaturePreview)
CMS.registerPreviewTemplate("legal", LegalPreview)

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
