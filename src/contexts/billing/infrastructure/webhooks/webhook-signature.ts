import { createHmac, timingSafeEqual } from 'node:crypto';
import { BillingError } from '../../domain/billing-error.js';

/** FastSpring's webhook signature header, used by the sandbox too: base64 HMAC-SHA256 of the raw body. */
export const SIGNATURE_HEADER = 'x-fs-signature';

export function sign(rawBody: Buffer | string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('base64');
}

/** Refuses a body without a signature (400) or with one that is not the body's (401). */
export function verifySignature(
  rawBody: Buffer,
  headers: Readonly<Record<string, string | string[] | undefined>>,
  secret: string,
): void {
  const header = headers[SIGNATURE_HEADER];
  const given = Array.isArray(header) ? header[0] : header;
  if (!given)
    throw new BillingError('WEBHOOK_SIGNATURE_MISSING', 'The webhook has no X-FS-Signature header.');
  const expected = Buffer.from(sign(rawBody, secret));
  const actual = Buffer.from(given.trim());
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected))
    throw new BillingError('WEBHOOK_SIGNATURE_INVALID', 'The webhook signature does not match its body.');
}
