import { JwtService } from '@nestjs/jwt';
import { ROLES, type Role } from '../../../../shared/domain/roles.js';
import {
  TokenIssuer,
  type PendingMfaClaims,
  type TokenClaims,
} from '../../application/ports/token-issuer.js';

export class JwtTokenIssuer extends TokenIssuer {
  constructor(private readonly jwt: JwtService) {
    super();
  }

  issue(claims: TokenClaims, expiresAt: Date): Promise<string> {
    return this.jwt.signAsync(
      { ...claims, typ: 'id' },
      { algorithm: 'HS256', expiresIn: secondsUntil(expiresAt) },
    );
  }

  issuePendingMfa(claims: PendingMfaClaims, expiresAt: Date): Promise<string> {
    return this.jwt.signAsync(
      { ...claims, typ: 'mfa' },
      { algorithm: 'HS256', expiresIn: secondsUntil(expiresAt) },
    );
  }

  async verifyPendingMfa(token: string): Promise<PendingMfaClaims | null> {
    try {
      const payload = await this.jwt.verifyAsync<Record<string, unknown>>(token, { algorithms: ['HS256'] });
      const { sub, nonce, typ } = payload;
      return typ === 'mfa' && typeof sub === 'string' && typeof nonce === 'string' ? { sub, nonce } : null;
    } catch {
      return null;
    }
  }

  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const payload = await this.jwt.verifyAsync<Record<string, unknown>>(token, { algorithms: ['HS256'] });
      const { sub, sid, tid, email, role, typ } = payload;
      if (
        typ !== 'id' ||
        typeof sub !== 'string' ||
        typeof sid !== 'string' ||
        typeof tid !== 'string' ||
        typeof email !== 'string' ||
        !ROLES.includes(role as Role)
      ) {
        return null;
      }
      return { sub, sid, tid, email, role: role as Role };
    } catch {
      return null;
    }
  }
}

function secondsUntil(at: Date): number {
  return Math.max(1, Math.floor((at.getTime() - Date.now()) / 1000));
}
