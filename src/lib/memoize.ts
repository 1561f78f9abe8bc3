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

/**
 * `compute` remembered by the identity of an object and a string, for pure functions of a parsed
 * content file and its path: `gatsby develop` checks all of content/ on every edit, and a file that
 * has not changed is the same object (content-nodes.ts), so its checks are not run again. The string
 * keeps apart two files that happen to share an object. Forgotten with the object.
 */
export function memoizeByObject<Subject extends object, Result>(
  compute: (subject: Subject, key: string) => Result,
): (subject: Subject, key: string) => Result {
  const results = new WeakMap<Subject, Map<string, Result>>()
  return (subject, key) => {
    let byKey = results.get(subject)
    if (!byKey) results.set(subject, (byKey = new Map()))
    if (!byKey.has(key)) byKey.set(key, compute(subject, key))
    return byKey.get(key) as Result
  }
}
