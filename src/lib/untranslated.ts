/**
 * Whether a translation leaves a field to the default language: absent, or saved empty as the
 * browser editor saves a field cleared ("", null, an empty list). The built page then shows the
 * default language's text, marked as such, and the editor's preview does the same: it is served this
 * very function (src/node/editor/admin-files.ts), so it stands alone.
 */
export function leftUntranslated(value: unknown): boolean {
  return value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0)
}
