/**
 * Narrows a query result that the schema allows to be null but the site cannot do without, with a
 * message that says which content file to look at.
 */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) {
    throw new Error(`Missing content: ${what}`)
  }
  return value
}
