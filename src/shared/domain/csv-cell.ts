/**
 * One CSV cell: quoted when needed, and a text that a spreadsheet would read as a formula
 * (starting with = + - @, a tab or a carriage return) is prefixed with an apostrophe.
 * Numbers are written as they are (a negative number is not a formula).
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
