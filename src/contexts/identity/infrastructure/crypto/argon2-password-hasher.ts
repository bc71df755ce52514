import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { PasswordHasher } from '../../application/ports/password-hasher.js';

/** argon2id with the OWASP minimum (19 MiB, 2 iterations, 1 lane). */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export class Argon2PasswordHasher extends PasswordHasher {
  private decoy: Promise<string> | undefined;

  hash(password: string): Promise<string> {
    return hash(password, OPTIONS);
  }

  async verify(stored: string | null, password: string): Promise<boolean> {
    if (stored === null) {
      this.decoy ??= hash(randomBytes(24).toString('hex'), OPTIONS);
      await verify(await this.decoy, password).catch(() => false);
      return false;
    }
    return verify(stored, password).catch(() => false);
  }
}
