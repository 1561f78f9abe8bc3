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

module.exports = {
  plugins: [require("@tailwindcss/postcss")(), dropPropertiesFallback],
}
