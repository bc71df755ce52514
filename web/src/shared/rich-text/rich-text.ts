import { sanitizeHtml } from '../sanitize-html';

/** Elements after which a reader sees a break: their text is kept apart from what follows. */
const BLOCK_TAGS = new Set(['p', 'div', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'tr']);

function collectText(node: Node, parts: string[]): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      parts.push(child.textContent ?? '');
    } else if (child.nodeType === Node.ELEMENT_NODE) {
      const tag = (child as Element).localName;
      if (tag === 'br') {
        parts.push(' ');
        continue;
      }
      collectText(child, parts);
      if (BLOCK_TAGS.has(tag)) parts.push(' ');
    }
  }
}

/**
 * What a reader sees of rich HTML, as one line of plain text: the sanitised HTML's text, blocks and line
 * breaks as spaces, non-breaking and repeated spaces collapsed. Script and other dropped elements count
 * for nothing.
 */
export function plainTextOf(html: string): string {
  if (html.trim() === '') return '';
  const parsed = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html');
  const parts: string[] = [];
  collectText(parsed.body, parts);
  return parts
    .join('')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}

/**
 * An empty editor (docs/api/content.md "Rich text"): `<p></p>`, `<p><br></p>`, only spaces or `&nbsp;`, or
 * nothing left after sanitising (only a `<script>`). Such a value counts as missing.
 */
export function isEmptyRichText(html: string | null | undefined): boolean {
  return html === null || html === undefined || plainTextOf(html) === '';
}

/** The first `length` characters of the plain text, '...' appended when there was more. */
export function previewOf(html: string, length: number): string {
  const text = plainTextOf(html);
  return text.length > length ? `${text.slice(0, length).trimEnd()}...` : text;
}
