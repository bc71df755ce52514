/** Calendar dates as `YYYY-MM-DD` strings (UTC), the way date pickers send them. */

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** `YYYY-MM-DD` from a date or an ISO date-time (its UTC date); null when not a real date. */
export function parseCalendarDate(value: string): string | null {
  const text = value.trim();
  const match = DATE_ONLY.exec(text);
  if (match) {
    const [, year, month, day] = match;
    const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
    return calendarDateOf(date) === text ? text : null;
  }
  if (!ISO_DATE_TIME.test(text)) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : calendarDateOf(date);
}

export function calendarDateOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00.000Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return calendarDateOf(at);
}
