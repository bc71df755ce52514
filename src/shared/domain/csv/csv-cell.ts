/**
 * One CSV cell: quoted when needed, and a text that a spreadsheet would read as a formula
 * (starting with = + - @, a tab or a carriage return) is prefixed with an apostrophe (OWASP CSV
 * injection). A spreadsheet whose list separator is ';' reads a comma file split at every ';' and line
 * end, quotes or not (they count only at the start of a cell): a text such as 'a;=1+1' would start a
 * cell holding a formula there, so a formula start after a ';' or a line end (quotes between them
 * aside) gets the apostrophe too ('a;'=1+1').
 * Numbers are written as they are (a negative number is not a formula).
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string') {
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    text = text.replace(/([;\r\n])(?="*[=+\-@\t\r])/g, "$1'");
  }
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
