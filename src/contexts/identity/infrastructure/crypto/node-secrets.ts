import { createHash, randomBytes, randomInt } from 'node:crypto';
import { Secrets } from '../../application/ports/secrets.js';

export class NodeSecrets extends Secrets {
  oneTimeCode(): string {
    return String(randomInt(0, 1_000_000)).padStart(6, '0');
  }

  token(): string {
    return randomBytes(32).toString('base64url');
  }

  hash(value: string): string {
    return createHash('sha256').update(value).digest('hex');
  }
}
