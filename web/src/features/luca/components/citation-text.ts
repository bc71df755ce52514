/** A piece of an answer's text: plain text, or the marker of citation n. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'citation'; n: number };

const MARKER = /\[(\d{1,4})\]/g;

/**
 * An answer's plain text cut at its `[n]` markers. Only numbers of known citations become markers; any
 * other bracketed number stays text. Adjacent text is merged, so the parts alternate.
 */
export function citationParts(text: string, known: ReadonlySet<number>): TextPart[] {
  const parts: TextPart[] = [];
  const pushText = (piece: string) => {
    if (piece === '') return;
    const last = parts.at(-1);
    if (last?.kind === 'text') last.text += piece;
    else parts.push({ kind: 'text', text: piece });
  };
  let from = 0;
  for (const match of text.matchAll(MARKER)) {
    const n = Number(match[1]);
    pushText(text.slice(from, match.index));
    if (known.has(n)) parts.push({ kind: 'citation', n });
    else pushText(match[0]);
    from = match.index + match[0].length;
  }
  pushText(text.slice(from));
  return parts;
}

/** A piece of plain text: text, or the address of a page on SEC EDGAR (a filing Luca cites). */
export type EdgarPart = { kind: 'text'; text: string } | { kind: 'edgar'; url: string };

/** An EDGAR address in a sentence: up to a space or closing parenthesis, without the sentence's last stop. */
const EDGAR_URL = /https:\/\/www\.sec\.gov\/[^\s()]*[^\s().,;:]/g;

/** Whether a table cell is an EDGAR address (and nothing else), to show as a link. */
export function isEdgarUrl(value: string): boolean {
  return /^https:\/\/www\.sec\.gov\/[^\s()]+$/.test(value);
}

/** Plain text cut at the EDGAR addresses it holds, which the answer shows as links; other text stays text. */
export function edgarParts(text: string): EdgarPart[] {
  const parts: EdgarPart[] = [];
  let from = 0;
  for (const match of text.matchAll(EDGAR_URL)) {
    if (match.index > from) parts.push({ kind: 'text', text: text.slice(from, match.index) });
    parts.push({ kind: 'edgar', url: match[0] });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push({ kind: 'text', text: text.slice(from) });
  return parts;
}
