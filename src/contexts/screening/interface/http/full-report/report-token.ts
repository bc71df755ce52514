import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a full-report link grants: one company-year, read as the tenant that asked for it, until `exp`. */
export interface ReportGrant {
  tickerId: string;
  exchangeCountryId: number;
  year: number;
  tenantId: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/** How long a full-report link works. */
export const REPORT_LINK_TTL_SECONDS = 600;

function mac(secret: string, payload: string): Buffer {
  return createHmac('sha256', `${secret}:full-report`).update(payload).digest();
}

/** `payload.signature`, both base64url; the key is derived from the app secret for this purpose only. */
export function signReportGrant(grant: ReportGrant, secret: string): string {
  const payload = Buffer.from(JSON.stringify(grant)).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

function isGrant(value: unknown): value is ReportGrant {
  if (typeof value !== 'object' || value === null) return false;
  const grant = value as Record<string, unknown>;
  return (
    typeof grant['tickerId'] === 'string' &&
    typeof grant['tenantId'] === 'string' &&
    Number.isInteger(grant['exchangeCountryId']) &&
    Number.isInteger(grant['year']) &&
    Number.isInteger(grant['exp'])
  );
}

/** The grant of a valid, unexpired token; undefined for anything else (tampered, expired, malformed). */
export function verifyReportToken(
  token: string,
  secret: string,
  nowSeconds: number,
): ReportGrant | undefined {
  const parts = token.split('.');
  if (parts.length !== 2) return undefined;
  const [payload, signature] = parts as [string, string];
  const expected = mac(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let grant: unknown;
  try {
    grant = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!isGrant(grant) || grant.exp <= nowSeconds) return undefined;
  return grant;
}
