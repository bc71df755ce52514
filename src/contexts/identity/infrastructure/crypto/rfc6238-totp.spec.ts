import { base32Decode, base32Encode, hotp, Rfc6238Totp, totpAt } from './rfc6238-totp.js';

describe('RFC 6238 TOTP', () => {
  // RFC 6238 appendix B: SHA-1 key "12345678901234567890", 8-digit values; their last 6 digits.
  const secret = base32Encode(Buffer.from('12345678901234567890'));

  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('at %i s gives %s', (seconds, code) => {
    expect(totpAt(secret, new Date(seconds * 1000))).toBe(code);
  });

  it('matches RFC 4226 HOTP test values', () => {
    const key = Buffer.from('12345678901234567890');
    expect([0, 1, 2, 9].map((counter) => hotp(key, counter))).toEqual([
      '755224',
      '287082',
      '359152',
      '520489',
    ]);
  });

  it('round-trips base32 and accepts the neighbouring step only', () => {
    expect(base32Decode(base32Encode(Buffer.from('hello world'))).toString()).toBe('hello world');
    const totp = new Rfc6238Totp();
    const now = new Date('2026-11-21T10:00:00Z');
    const code = totpAt(secret, now);
    expect(totp.verify(secret, code, new Date(now.getTime() + 30_000))).toBe(true);
    expect(totp.verify(secret, code, new Date(now.getTime() + 90_000))).toBe(false);
    expect(totp.verify(secret, 'abcdef', now)).toBe(false);
  });

  it('builds an otpauth URL and a QR code image for enrolment', async () => {
    const enrolment = await new Rfc6238Totp().enrolment(secret, 'analyst@acme.test');
    expect(enrolment.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Ledgerscope%3Aanalyst%40acme\.test\?secret=/);
    expect(enrolment.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
  });
});
