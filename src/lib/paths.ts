/** "/privacy", "/privacy/" and "/privacy/index.html" all name the same page. */
export function normalizePath(path: string): string {
  const withoutIndex = path.replace(/\/index\.html$/, "/")
  const trimmed = withoutIndex.replace(/\/+$/, "")
  return trimmed === "" ? "/" : trimmed
}

export function isCurrentPath(linkPath: string, currentPath: string): boolean {
  return normalizePath(linkPath) === normalizePath(currentPath)
}
