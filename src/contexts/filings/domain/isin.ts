/**
 * ISIN (ISO 6166): 2-letter country code, 9 alphanumeric characters (the NSIN), 1 check digit.
 * The check digit is the Luhn (mod 10) check digit of the string with letters expanded to numbers
 * (A=10 ... Z=35).
 */

const ISIN_PATTERN = /^[A-Z]{2}[A-Z0-9]{9}[0-9]$/;
const PAYLOAD_PATTERN = /^[A-Z]{2}[A-Z0-9]{9}$/;

function expand(payload: string): string {
  let digits = '';
  for (let i = 0; i < payload.length; i++) {
    const code = payload.charCodeAt(i);
    digits += code >= 65 ? String(code - 55) : payload[i];
  }
  return digits;
}

/** The check digit for the first 11 characters of an ISIN. */
export function isinCheckDigit(payload: string): number {
  if (!PAYLOAD_PATTERN.test(payload)) throw new Error(`Not an ISIN payload: ${payload}`);
  const digits = expand(payload);
  let sum = 0;
  // The check digit will be appended on the right, so the rightmost payload digit is doubled.
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidIsin(isin: string): boolean {
  if (!ISIN_PATTERN.test(isin)) return false;
  return isinCheckDigit(isin.slice(0, 11)) === Number(isin[11]);
}

/** Builds an ISIN from a country code and a 9-character NSIN. */
export function buildIsin(countryCode: string, nsin: string): string {
  const payload = countryCode + nsin;
  return payload + String(isinCheckDigit(payload));
}
