/* global CMS, h, createClass, SITE_FACTS, defaultLanguage, escapeHtml, fieldAt, hazardKey, leftUntranslated */
// The insect guide's previews at /admin/: a species as its page shows it, in English and in each
// translation. Served after src/cms/admin.js in the same file (/admin/cms.js, admin-files.ts),
// whose helpers it uses.

/** The English page's species (its page data, as the site loads it), for a translation's preview. */
function loadEnglishSpecies(slug) {
  return fetch(`/page-data/insects/${encodeURIComponent(slug)}/page-data.json`)
    .then((response) => (response.ok ? response.json() : null))
    .then((pageData) => pageData?.result?.data?.species ?? null)
    .catch(() => null)
}

/**
 * A species as its page shows it in `language`: names, its photo, the answer to "is it dangerous?"
 * (the site's own component, SITE_FACTS.safetyAnswers), how to recognise it, its behaviour and diet.
 * `englishOf(entry)` names the English file a translation translates (`slug`) and what it takes from
 * it (`facts`: Latin name, level, hazards), or is null for an English entry. A translation's preview
 * reads the English page's text too: what the translation leaves empty shows in English, marked as
 * English, as on the built page, and a note above the page names those fields.
 */
function speciesPreview(language, englishOf) {
  return createClass({
    getInitialState() {
      return { englishPage: null }
    },
    componentDidMount() {
      this.readEnglishPage()
    },
    componentDidUpdate() {
      this.readEnglishPage()
    },
    readEnglishPage() {
      const english = englishOf(this.props.entry)
      if (!english || this.englishSlug === english.slug) return
      this.englishSlug = english.slug
      loadEnglishSpecies(english.slug).then((page) => {
        if (this.englishSlug === english.slug) this.setState({ englishPage: page })
      })
    },
    render() {
      const data = this.props.entry.get("data")
      const english = englishOf(this.props.entry)
      const facts = english?.facts ?? {}
      const englishPage = this.state.englishPage
      const guide = language.guide ?? {}
      const untranslated = []
      /** The entry's value, or for a translation that leaves it empty the English page's. */
      const field = (...names) => {
        const own = data.getIn(names)
        const value = own && typeof own.toJS === "function" ? own.toJS() : own
        if (!english || !leftUntranslated(value)) return value
        const inEnglish = names.reduce((at, name) => (at == null ? at : at[name]), englishPage)
        // A field English leaves empty too (a species met only as an adult has no stages) is not untranslated.
        if (englishPage && leftUntranslated(inEnglish)) return value
        untranslated.push(names.join("."))
        return inEnglish
      }
      /** `lang` of a text shown in English on a page in another language. */
      const langOf = (...names) => (untranslated.includes(names.join(".")) ? "en" : undefined)
      const level = data.getIn(["safety", "level"]) || facts.level || "harmless"
      const hazards = (data.getIn(["safety", "hazards"])?.toJS() ?? facts.hazards ?? []).map(
        (hazard) => (guide.hazards ?? {})[hazardKey(hazard)] ?? hazard,
      )
      const commonName = field("commonName")
      const summary = field("safety", "summary")
      const advice = field("safety", "advice")
      const answer = (SITE_FACTS.safetyAnswers[level] ?? "")
        .replace("%%heading%%", escapeHtml(guide.safetyHeading))
        .replace("%%levelLabel%%", escapeHtml((guide.levels ?? {})[level] ?? level))
        .replace("%%summary%%", escapeHtml(summary))
        .replace("%%hazardsLabel%%", escapeHtml(guide.hazardsLabel))
        .replace("%%hazards%%", escapeHtml(hazards.join(", ") || "–"))
        .replace("%%adviceHeading%%", escapeHtml(guide.adviceHeading))
        .replace("%%advice%%", escapeHtml(advice))
      const features = field("features") ?? []
      const behaviour = field("behaviour")
      const diet = field("diet")
      // The stages a visitor may meet it at (its caterpillar, its grub), as the page shows them.
      const stages = field("stages") ?? []
      // The photo as the page shows it beside the names, credit and licence under it (SpeciesPhoto);
      // a translation shows the English file's.
      const ownPhoto = data.getIn(["photo", "image"])
      const englishPhoto = englishPage?.photo
      const photo = ownPhoto
        ? {
            src: String(this.props.getAsset(ownPhoto, fieldAt(this.props.fields, ["photo", "image"]))),
            credit: data.getIn(["photo", "credit"]),
            licence: data.getIn(["photo", "licence"]),
          }
        : englishPhoto?.image?.publicURL
          ? { src: englishPhoto.image.publicURL, credit: englishPhoto.credit, licence: englishPhoto.licence }
          : null
      const credit = String(guide.photoCredit ?? "")
        .replace("{credit}", photo?.credit ?? "")
        .replace("{licence}", photo?.licence ?? "")
      const heading = (text) => h("h2", { className: "mt-10 text-2xl font-bold text-forest-900" }, text)
      return h(
        "article",
        { className: "bg-canvas pt-12 pb-20", lang: language.code },
        h(
          "div",
          { className: "mx-auto max-w-3xl px-4 sm:px-6" },
          untranslated.length > 0
            ? h(
                "p",
                { className: "mb-6 rounded-lg border border-line p-3 text-sm", lang: "en", role: "note" },
                `Not translated yet, so shown in English on the page: ${untranslated.join(", ")}`,
              )
            : null,
          h(
            "h1",
            { className: "text-4xl font-extrabold tracking-tight text-forest-900", lang: langOf("commonName") },
            commonName,
          ),
          h(
            "p",
            { className: "mt-2 text-lg text-muted" },
            h("i", { lang: "la" }, data.get("scientificName") || facts.scientificName),
          ),
          photo
            ? h(
                "figure",
                { className: "mt-6 w-40" },
                h("img", { src: photo.src, alt: commonName, className: "h-auto w-40 rounded-xl" }),
                h("figcaption", { className: "mt-1 text-xs text-muted" }, credit),
              )
            : null,
          h("div", { dangerouslySetInnerHTML: { __html: answer } }),
          heading(guide.recogniseHeading),
          h(
            "ul",
            { className: "mt-4 list-disc space-y-1 ps-5", lang: langOf("features") },
            features.map((feature, index) => h("li", { key: index }, feature)),
          ),
          stages.length > 0 ? heading(guide.stagesHeading) : null,
          ...stages.map((stage, index) =>
            h(
              "div",
              { key: index, className: "mt-6", lang: langOf("stages") },
              h(
                "h3",
                { className: "text-lg font-semibold text-forest-900" },
                (guide.stages ?? {})[stage.stage] ?? stage.stage,
              ),
              h("p", { className: "mt-3" }, stage.looks),
              h("p", { className: "mt-2" }, h("strong", null, `${guide.stageEffectLabel}: `), stage.effect),
            ),
          ),
          heading(guide.behaviourHeading),
          h("p", { className: "mt-3", lang: langOf("behaviour") }, behaviour),
          heading(guide.dietHeading),
          h("p", { className: "mt-3", lang: langOf("diet") }, diet),
        ),
      )
    },
  })
}

// A collection per order of the guide (src/node/editor/species-collections.ts), and per language;
// and the hidden one of every species, which Decap's "Search all" lists too.
for (const collection of ["species", ...SITE_FACTS.speciesCollections]) {
  CMS.registerPreviewTemplate(
    collection,
    speciesPreview(defaultLanguage, () => null),
  )
}
// A language's species translations: its folders' entries, named as their English files, and a file
// entry for each species not yet translated (src/node/editor/translation-collections.ts).
const englishSpecies = (slug) => ({ slug, facts: (SITE_FACTS.species ?? {})[slug] ?? {} })
for (const language of SITE_FACTS.languages.slice(1)) {
  for (const collection of SITE_FACTS.speciesCollections) {
    CMS.registerPreviewTemplate(
      `${collection}-${language.code}`,
      speciesPreview(language, (entry) => englishSpecies(entry.get("slug"))),
    )
  }
  for (const name of SITE_FACTS.untranslatedSpecies[language.code] ?? []) {
    CMS.registerPreviewTemplate(
      `species-${language.code}-${name}`,
      speciesPreview(language, () => englishSpecies(name)),
    )
  }
}
