import type { Compiler } from "webpack"

/** V8's explicit compile hint (Chrome 136 and later), read only on a script's first line. */
export const EAGER_COMPILE_HINT = "//# allFunctionsCalledOnLoad"

/**
 * Marks every script of the production build for eager compilation. A browser then compiles the
 * bundles on a background thread while they download, instead of compiling each function on the
 * main thread the first time it runs: almost everything in these scripts runs during start-up
 * (Gatsby's runtime, React hydrating the page), so nothing is compiled in vain. Browsers without
 * compile hints read the line as a comment.
 *
 * The line goes in after minification (Terser would drop the comment) and before source maps and
 * content hashes are made, so both still describe the file as served.
 */
export class EagerCompilePlugin {
  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap(EagerCompilePlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: EagerCompilePlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const file of Object.keys(assets)) {
            if (!file.endsWith(".js")) continue
            compilation.updateAsset(file, (source) => new sources.ConcatSource(`${EAGER_COMPILE_HINT}\n`, source))
          }
        },
      )
    })
  }
}
