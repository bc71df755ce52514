import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../shared/config/app-config.js';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const AAD = Buffer.from('ledgerscope:shared-view:v1');
/** Far above any token of a 4 KB view; longer input is not even decoded. */
const MAX_TOKEN_CHARS = 8192;

/** AES-256-GCM: base64url(iv | ciphertext | tag), authenticated, with a fresh random IV per link. */
@Injectable()
export class AesGcmViewCipher {
  private readonly key: Buffer;

  constructor(config: AppConfig) {
    this.key = config.shareViewKey;
  }

  seal(plaintext: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(AAD);
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
  }

  open(token: string): string | undefined {
    if (token.length > MAX_TOKEN_CHARS || !/^[A-Za-z0-9_-]+$/.test(token)) return undefined;
    const bytes = Buffer.from(token, 'base64url');
    if (bytes.length <= IV_BYTES + TAG_BYTES) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES));
      decipher.setAAD(AAD);
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      return Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      return undefined;
    }
  }
}
