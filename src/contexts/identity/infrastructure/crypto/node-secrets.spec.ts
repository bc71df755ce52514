import { createHash, createHmac, randomBytes } from 'node:crypto';
import { NodeSecrets } from './node-secrets.js';

const key = randomBytes(32);
const secrets = new NodeSecrets(key);

describe('NodeSecrets', () => {
  it('draws 6-digit codes uniformly: every digit about as often in every position', () => {
    const count = 20_000;
    const codes = Array.from({ length: count }, () => secrets.oneTimeCode());
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    for (let position = 0; position < 6; position += 1) {
      const seen = Array<number>(10).fill(0);
      for (const code of codes) seen[Number(code[position])]! += 1;
      // Expected 2,000 each; a uniform source stays within 10% (about 5 standard deviations).
      for (const times of seen) expect(Math.abs(times - count / 10)).toBeLessThan(count / 100);
    }
    // Birthday bound for 20,000 draws of 1,000,000: about 200 repeats expected.
    expect(new Set(codes).size).toBeGreaterThan(count - 400);
  });

  it('makes link tokens of 32 random bytes (43 base64url characters), never twice', () => {
    const tokens = Array.from({ length: 5_000 }, () => secrets.token());
    expect(tokens.every((token) => /^[A-Za-z0-9_-]{43}$/.test(token))).toBe(true);
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it("stores an HMAC-SHA-256 of the secret under the server's key, never the secret or its plain SHA-256", () => {
    expect(secrets.hash('123456')).toBe(createHmac('sha256', key).update('123456').digest('hex'));
    expect(secrets.hash('123456')).not.toContain('123456');
    expect(secrets.hash('123456')).not.toBe(createHash('sha256').update('123456').digest('hex'));
    // Without the key, the million codes do not give the code back.
    expect(new NodeSecrets(randomBytes(32)).hash('123456')).not.toBe(secrets.hash('123456'));
  });
});
