/** What the factor report route `/report?reportValue=...` shows: one company in one year. */
export interface ReportTarget {
  tickerId: string;
  exchangeCountryId: number;
  year: number;
}

export const REPORT_PATH = '/report';

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(value: string): string | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(value) || value.length % 4 === 1) return undefined;
  const base64 = value.replaceAll('-', '+').replaceAll('_', '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  try {
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The same limits as the API's requests: a ticker of 1-64 characters, a year 1990-2100, an id 1-10000. */
function isReportTarget(value: unknown): value is ReportTarget {
  if (!isRecord(value)) return false;
  const { tickerId, exchangeCountryId, year } = value;
  return (
    typeof tickerId === 'string' &&
    tickerId.trim() !== '' &&
    tickerId.length <= 64 &&
    Number.isInteger(exchangeCountryId) &&
    (exchangeCountryId as number) >= 1 &&
    (exchangeCountryId as number) <= 10_000 &&
    Number.isInteger(year) &&
    (year as number) >= 1990 &&
    (year as number) <= 2100
  );
}

/** base64url (no padding) of the JSON {tickerId, exchangeCountryId, year}. */
export function encodeReportValue(target: ReportTarget): string {
  const { tickerId, exchangeCountryId, year } = target;
  return toBase64Url(JSON.stringify({ tickerId, exchangeCountryId, year }));
}

/** The target of a reportValue, or undefined when it is missing, malformed or out of range. */
export function decodeReportValue(value: string | null | undefined): ReportTarget | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const json = fromBase64Url(value);
  if (json === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (!isReportTarget(parsed)) return undefined;
  return { tickerId: parsed.tickerId, exchangeCountryId: parsed.exchangeCountryId, year: parsed.year };
}

/** The factor report's address for a target. */
export function reportHref(target: ReportTarget): string {
  return `${REPORT_PATH}?reportValue=${encodeReportValue(target)}`;
}
