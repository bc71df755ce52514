/** The calendar day (UTC) of an ISO date-time, as YYYY-MM-DD; 'N/A' when there is none. */
export function formatDay(iso: string | null | undefined): string {
  if (iso === null || iso === undefined || iso === '') return 'N/A';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'N/A' : date.toISOString().slice(0, 10);
}

/** The value of a date input (YYYY-MM-DD) for an ISO date-time, read in UTC; '' when there is none. */
export function dayInputOf(iso: string | null | undefined): string {
  const day = formatDay(iso);
  return day === 'N/A' ? '' : day;
}

/** The ISO date-time of a date input's day, at 00:00 UTC. */
export function isoOfDay(day: string): string {
  return `${day}T00:00:00.000Z`;
}

/** An instant in UTC, with its zone: '2026-11-27 14:03 UTC'; 'N/A' when there is none. */
export function formatUtcMoment(iso: string | null | undefined): string {
  if (iso === null || iso === undefined || iso === '') return 'N/A';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'N/A';
  const text = date.toISOString();
  return `${text.slice(0, 10)} ${text.slice(11, 16)} UTC`;
}

export function yesNo(value: boolean | null | undefined): string {
  if (value === null || value === undefined) return 'N/A';
  return value ? 'Yes' : 'No';
}
