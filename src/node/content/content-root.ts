import path from "path"

/** content/ of the site being built: Gatsby runs in the site's folder, and so do the tests. */
export function contentRoot(): string {
  return path.join(process.cwd(), "content")
}
