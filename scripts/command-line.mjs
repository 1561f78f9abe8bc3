// @ts-check
// A script's command line, read one way in every script that takes options: `--name value`, a
// `--flag` alone, and the arguments that are neither.

/**
 * The value after `--name`; true for `--name` alone (last, or before another option); `fallback`
 * when the command line does not name it.
 * @template T
 * @param {string} name
 * @param {T} fallback
 * @returns {T | string | true}
 */
export function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`)
  if (index === -1) return fallback
  const value = process.argv[index + 1]
  return value === undefined || value.startsWith("--") ? true : value
}

/** The arguments that are neither an option nor an option's value: "DIR" in `script.mjs DIR --edits 5`. */
export function positionalArguments() {
  return process.argv.slice(2).filter((arg, index, args) => !arg.startsWith("--") && !args[index - 1]?.startsWith("--"))
}
