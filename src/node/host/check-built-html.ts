/**
 * Whether built HTML holds a NUL character. React's streaming renderer can split a
 * multi-byte character across chunks and emit U+0000 (facebook/react#31134); a browser then shows
 * a replacement glyph or drops the text.
 */
export function hasNulBytes(html: string): boolean {
  return html.includes("\u0000")
}
