/**
 * `compute` remembered by its arguments, for pure functions of a few strings (a locale, a width)
 * that cost more than their result: Intl's constructors above all, which the build would otherwise
 * run again for each of tens of thousands of pages (at 1,000 species they were a tenth of the HTML
 * workers' time). Callers must not change a result they are given.
 */
export function memoize<Args extends string[], Result>(compute: (...args: Args) => Result): (...args: Args) => Result {
  const results = new Map<string, Result>()
  return (...args) => {
    // One argument is its own key: joining it was most of the time a word's folding took in the
    // search index's build (docs/search.md).
    const key = args.length === 1 ? args[0]! : args.join("\u0000")
    if (results.has(key)) return results.get(key) as Result
    const result = compute(...args)
    results.set(key, result)
    return result
  }
}

/**
 * `compute` remembered by the identity of an object and a second key, for pure functions of a parsed
 * content file: `gatsby develop` checks all of content/ on every edit, and a file that has not
 * changed is the same object (src/node/content/snapshot.ts), so its checks are not run again. The second key is
 * the file's path (which keeps apart two files that happen to share an object) or the object of a
 * file it is read with (a translation, or undefined for none). Forgotten with the first object; until
 * then it holds every second key it was given.
 */
export function memoizeByObject<Subject extends object, Key, Result>(
  compute: (subject: Subject, key: Key) => Result,
): (subject: Subject, key: Key) => Result {
  const results = new WeakMap<Subject, Map<Key, Result>>()
  return (subject, key) => {
    let byKey = results.get(subject)
    if (!byKey) results.set(subject, (byKey = new Map()))
    if (!byKey.has(key)) byKey.set(key, compute(subject, key))
    return byKey.get(key) as Result
  }
}
