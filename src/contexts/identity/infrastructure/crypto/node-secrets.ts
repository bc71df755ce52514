import { createHmac, randomBytes, randomInt } from 'node:crypto';

export class NodeSecrets {
  /**
   * `key`: the server's secret for the stored hashes (SECRETS_HASH_KEY, else derived from JWT_SECRET). Keyed,
   * a leaked table of 6-digit code hashes cannot be reversed by trying the million codes.
   */
  constructor(private readonly key: Buffer) {}

  oneTimeCode(): string {
    return String(randomInt(0, 1_000_000)).padStart(6, '0');
  }

  token(): string {
    return randomBytes(32).toString('base64url');
  }

  hash(value: string): string {
    return createHmac('sha256', this.key).update(value).digest('hex');
  }
}
