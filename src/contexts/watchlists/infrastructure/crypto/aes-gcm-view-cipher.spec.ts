import { AppConfig } from '../../../../shared/config/app-config.js';
import { AesGcmViewCipher } from './aes-gcm-view-cipher.js';

const config = (key: string): AppConfig =>
  new AppConfig({ NODE_ENV: 'test', JWT_SECRET: 'test-secret', SHARE_VIEW_KEY: key });
const KEY_A = 'a'.repeat(64);
const KEY_B = 'b'.repeat(64);

describe('AES-256-GCM view cipher', () => {
  const cipher = new AesGcmViewCipher(config(KEY_A));

  it('opens what it sealed, with a fresh IV each time', () => {
    const first = cipher.seal('{"a":1}');
    const second = cipher.seal('{"a":1}');
    expect(first).not.toBe(second);
    expect(first).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(cipher.open(first)).toBe('{"a":1}');
    expect(cipher.open(second)).toBe('{"a":1}');
  });

  it('refuses a flipped bit anywhere, another key, garbage and oversized input', () => {
    const token = cipher.seal('{"tenantId":"acme"}');
    const bytes = Buffer.from(token, 'base64url');
    for (const index of [0, 13, bytes.length - 1]) {
      const tampered = Buffer.from(bytes);
      tampered[index] = (tampered[index] ?? 0) ^ 1;
      expect(cipher.open(tampered.toString('base64url'))).toBeUndefined();
    }
    expect(new AesGcmViewCipher(config(KEY_B)).open(token)).toBeUndefined();
    expect(cipher.open('not a token!')).toBeUndefined();
    expect(cipher.open('abc')).toBeUndefined();
    expect(cipher.open('A'.repeat(9000))).toBeUndefined();
  });

  it('refuses a malformed configured key', () => {
    expect(() => config('short')).toThrow('share-view key must be 64 hex characters');
  });
});
