/**
 * Tailwind, then one trim. Tailwind 4 declares its internal properties with @property and, for
 * browsers without @property (Safari before 16.4, Firefox before 128), repeats their initial values
 * in an `@layer properties` block behind an @supports test that no current browser passes. @property
 * is Baseline since July 2024, and the block costs every page about 270 bytes of its first round trip
 * (test/build-output/first-flight.test.ts), so it is dropped.
 */
const dropPropertiesFallback = {
  postcssPlugin: "drop-tailwind-properties-fallback",
  AtRule: {
    layer(atRule) {
      if (atRule.params === "properties" && atRule.nodes) atRule.remove()
    },
  },
}

/**
 * The same for colours with an opacity (bg-canvas/85): Tailwind writes a fixed colour, then the
 * color-mix() that follows the theme behind `@supports (color: color-mix(...))`. color-mix() is
 * Baseline since 2023; the fixed fallback is dropped and the color-mix() rule kept, unwrapped.
 */
const COLOR_MIX_TEST = "(color:color-mix(in lab,red,red))"
const dropColorMixFallback = {
  postcssPlugin: "drop-tailwind-color-mix-fallback",
  AtRule: {
    supports(atRule) {
      if (atRule.params.replace(/\s+/g, "") !== COLOR_MIX_TEST.replace(/\s+/g, "") || !atRule.nodes) return
      for (const rule of atRule.nodes) {
        const fallback = rule.type === "rule" ? atRule.prev() : undefined
        if (fallback && fallback.type === "rule" && fallback.selector === rule.selector) fallback.remove()
      }
      atRule.replaceWith(atRule.nodes)
    },
  },
}

/** Tailwind's banner comment, which each page would otherwise carry in its first round trip. */
const dropBanner = {
  postcssPlugin: "drop-tailwind-banner",
  Comment(comment) {
    if (comment.text.startsWith("! tailwindcss")) comment.remove()
  },
}

module.exports = {
  plugins: [require("@tailwindcss/postcss")(), dropPropertiesFallback, dropColorMixFallback, dropBanner],
}
