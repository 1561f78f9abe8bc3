import type { Reporter } from "gatsby"

/**
 * A step of a hook timed as Gatsby times its own ("success guide pages - 5.9s"), so the build log and
 * `npm run bench:guide` show what each of the site's own steps costs: createPages runs again on every
 * edit in develop, and the post-build steps run after every build.
 */
export function timedStep<T>(reporter: Reporter, name: string, step: () => T): T {
  const activity = reporter.activityTimer(name)
  activity.start()
  const result = step()
  if (result instanceof Promise) return result.finally(() => activity.end()) as T
  activity.end()
  return result
}
