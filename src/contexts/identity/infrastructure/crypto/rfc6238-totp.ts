import { createHmac, randomBytes } from 'node:crypto';
import QRCode from 'qrcode';

export interface TotpEnrolment {
  secret: string;
  otpauthUrl: string;
  qrCodeDataUrl: string;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const STEP_SECONDS = 30;
const DIGITS = 6;

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/=+$/, '').replace(/\s/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error('Invalid base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** HOTP (RFC 4226) of a counter, the building block of TOTP. */
export function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', key).update(message).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const binary = ((digest.readUInt32BE(offset) & 0x7fffffff) % 10 ** DIGITS).toString();
  return binary.padStart(DIGITS, '0');
}

export function totpAt(secret: string, at: Date): string {
  return hotp(base32Decode(secret), Math.floor(at.getTime() / 1000 / STEP_SECONDS));
}

export class Rfc6238Totp {
  newSecret(): string {
    return base32Encode(randomBytes(20));
  }

  async enrolment(secret: string, accountName: string): Promise<TotpEnrolment> {
    const label = encodeURIComponent(`Ledgerscope:${accountName}`);
    const otpauthUrl = `otpauth://totp/${label}?secret=${secret}&issuer=Ledgerscope&algorithm=SHA1&digits=${DIGITS}&period=${STEP_SECONDS}`;
    const qrCodeDataUrl = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 });
    return { secret, otpauthUrl, qrCodeDataUrl };
  }

  verify(secret: string, code: string, at: Date): boolean {
    if (!/^\d{6}$/.test(code)) return false;
    const key = base32Decode(secret);
    const step = Math.floor(at.getTime() / 1000 / STEP_SECONDS);
    return [step - 1, step, step + 1].some((counter) => hotp(key, counter) === code);
  }
}
