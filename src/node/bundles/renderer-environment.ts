/**
 * The variables Gatsby's own code reads in the HTML renderer; with the GATSBY_ ones, all the
 * renderer is given (rendererDefinitions).
 */
const GATSBY_RENDERER_VARIABLES = new Set(["NODE_ENV", "PUBLIC_DIR", "BUILD_STAGE", "CYPRESS_SUPPORT"])

/**
 * The definitions of Gatsby's DefinePlugin for the HTML renderer, without the variables of the
 * build's environment that the browser's bundle is not given either: it keeps `process.env.GATSBY_*`,
 * the variables Gatsby itself reads, and every definition that is not of a variable. No page reads
 * another (the renderer is the same file without them).
 *
 * Gatsby defines every variable of the environment for the renderer, as it runs in Node. Webpack
 * keeps with each module it caches a hash of the names DefinePlugin defines, so a build whose
 * environment had a name the last one's had not, or lacked one (a host's variable for a preview,
 * the ones `npm run` adds), built every module of the renderer again. After a build that compiled
 * the renderer from nothing, such a build gave its chunks other hashes though its code was the
 * same, and Gatsby rendered every page again: at 10,000 species 169.7 s instead of 51.0 s
 * (docs/scale.md, "The host's environment and a warm build").
 */
export function rendererDefinitions(definitions: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(definitions).filter(([name]) => {
      const variable = /^process\.env\.(.+)$/.exec(name)?.[1]
      return variable === undefined || variable.startsWith("GATSBY_") || GATSBY_RENDERER_VARIABLES.has(variable)
    }),
  )
}
