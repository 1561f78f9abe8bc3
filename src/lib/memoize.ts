/**
 * `compute` remembered by its arguments, for pure functions of a few strings (a locale, a width)
 * that cost more than their result: Intl's constructors above all, which the build would otherwise
 * run again for each of tens of thousands of pages (at 1,000 species they were a tenth of the HTML
 * workers' time). Callers must not change a result they are given.
 */
export function memoize<Args extends string[], Result>(compute: (...args: Args) => Result): (...args: Args) => Result {
  const results = new Map<string, Result>()
  return (...args) => {
    const key = args.join("\u0000")
    if (!results.has(key)) results.set(key, compute(...args))
    return results.get(key) as Result
  }
}
