/**
 * Dates of a scheduled request, chosen in an IANA time zone (the request's `country`).
 * Built on the JavaScript Intl API only.
 */

// eslint-disable-next-line security/detect-unsafe-regex -- anchored fixed-width fields: linear (docs/security.md)
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?$/;
const INSTANT =
  // eslint-disable-next-line security/detect-unsafe-regex -- anchored fixed-width fields: linear (docs/security.md)
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)$/i;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** True for a time zone name the runtime knows (Asia/Singapore, Europe/London, UTC, ...). */
export function isTimeZone(name: string): boolean {
  if (name.trim() === '' || name.length > 64) return false;
  try {
    formatter(name);
    return true;
  } catch {
    return false;
  }
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** How far the zone's wall clock is ahead of UTC at this instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const wall = wallClock(new Date(instant), timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

/** The calendar day of an instant in a time zone, as YYYY-MM-DD. */
export function dayIn(instant: Date, timeZone: string): string {
  const { year, month, day } = wallClock(instant, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function milliseconds(fraction: string | undefined): number {
  return fraction ? Number(fraction.slice(0, 3).padEnd(3, '0')) : 0;
}

function validCalendar(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
) {
  const check = new Date(Date.UTC(year, month - 1, day));
  return (
    check.getUTCFullYear() === year &&
    check.getUTCMonth() === month - 1 &&
    check.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60
  );
}

/** Year, month, day, hour, minute and second of a date matched by LOCAL_DATE_TIME or INSTANT, if on the calendar. */
function calendarParts(match: RegExpExecArray): [number, number, number, number, number, number] | null {
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return validCalendar(year, month, day, hour, minute, second)
    ? [year, month, day, hour, minute, second]
    : null;
}

/**
 * An ISO 8601 date of a request. With an offset or Z it is that instant; without one
 * (2026-11-23T09:00:00 or 2026-11-23) it is that wall-clock time in `timeZone`.
 * Answers null for anything else.
 */
export function parseRequestDate(text: string, timeZone: string): Date | null {
  const value = text.trim();
  const local = LOCAL_DATE_TIME.exec(value);
  if (local) {
    const parts = calendarParts(local);
    if (!parts) return null;
    const [year, month, day, hour, minute, second] = parts;
    const asUtc = Date.UTC(year, month - 1, day, hour, minute, second, milliseconds(local[7]));
    // The zone's offset near that time, then again at the result (a daylight-saving change in between).
    let instant = asUtc - offsetAt(asUtc, timeZone);
    instant = asUtc - offsetAt(instant, timeZone);
    return new Date(instant);
  }
  const absolute = INSTANT.exec(value);
  if (!absolute) return null;
  const parts = calendarParts(absolute);
  if (!parts) return null;
  const [year, month, day, hour, minute, second] = parts;
  const zone = absolute[8]!.toUpperCase();
  let offsetMinutes = 0;
  if (zone !== 'Z') {
    const digits = zone.slice(1).replace(':', '');
    const hours = Number(digits.slice(0, 2));
    const minutes = Number(digits.slice(2) || '0');
    if (hours > 23 || minutes > 59) return null;
    offsetMinutes = (zone.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
  }
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second, milliseconds(absolute[7]));
  return new Date(asUtc - offsetMinutes * 60_000);
}
