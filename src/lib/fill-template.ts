export type TemplateValues = Readonly<Record<string, string | number>>

/**
 * Replaces `{name}` placeholders in editor-written copy. Placeholders without a value are left as
 * they are, so copy can be filled in stages: `{brand}` at query time, `{year}` in the browser.
 */
export function fillTemplate(template: string, values: TemplateValues): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : placeholder,
  )
}
