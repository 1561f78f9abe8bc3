export type DateStyle = "short" | "medium" | "long" | "full"

/**
 * A calendar date (YYYY-MM-DD, or a Date at midnight UTC as YAML reads one) as a language writes it:
 * 30 Mar 2025 (en-GB, medium), 30. März 2025 (de-DE, long), 30 de marzo de 2025 (es-ES, long).
 * Formatted in UTC, so the day never moves with the time zone of the machine that builds. The
 * editor's preview is served this very function (src/node/editor/admin-files.ts), so it stands alone:
 * it formats a legal page's date or two a build, where a kept formatter saves nothing.
 */
export function formatDate(date: string | Date, locale: string, style: DateStyle): string {
  const value = typeof date === "string" ? new Date(`${date.slice(0, 10)}T00:00:00Z`) : date
  return new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: "UTC" }).format(value)
}
