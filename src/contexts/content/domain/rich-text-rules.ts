/**
 * Rules on rich HTML that has already been sanitised (application/rich-text.ts): tags are well formed and
 * carry no script, so a plain tag strip is enough to see what a reader would see.
 */

const ENTITIES: Readonly<Record<string, string>> = {
  nbsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  '#39': "'",
  '#160': ' ',
};

/** The visible text of sanitised HTML: tags removed, the common entities decoded, spaces collapsed. */
export function visibleTextOf(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|blockquote|pre|tr)>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#?[a-z0-9]+);/gi, (whole, name: string) => ENTITIES[name.toLowerCase()] ?? whole)
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}

/** An empty editor: `<p></p>`, `<p><br></p>`, only spaces or `&nbsp;`, or nothing at all. */
export function isBlankHtml(html: string): boolean {
  return visibleTextOf(html) === '' && !/<hr\b/i.test(html);
}

/** The first `length` characters of the visible text, with `...` appended when it was longer. */
export function previewOf(html: string, length: number): string {
  const text = visibleTextOf(html);
  return text.length > length ? `${text.slice(0, length).trimEnd()}...` : text;
}
