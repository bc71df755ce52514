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

export function yesNo(value: boolean | null | undefined): string {
  if (value === null || value === undefined) return 'N/A';
  return value ? 'Yes' : 'No';
}

/** A name with its email in brackets; either alone when the other is missing. */
export function nameWithEmail(name: string | null | undefined, email: string | null | undefined): string {
  const cleanName = name?.trim() ?? '';
  const cleanEmail = email?.trim() ?? '';
  if (cleanName !== '' && cleanEmail !== '') return `${cleanName} (${cleanEmail})`;
  return cleanName !== '' ? cleanName : cleanEmail !== '' ? cleanEmail : 'N/A';
}
