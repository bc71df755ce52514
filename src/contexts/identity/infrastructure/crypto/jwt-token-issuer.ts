import { JwtService } from '@nestjs/jwt';
import { ROLES, type Role } from '../../../../shared/domain/roles.js';
import {
  TokenIssuer,
  type PendingMfaClaims,
  type TokenClaims,
} from '../../application/ports/token-issuer.js';

export const TOKEN_ISSUER = 'ledgerscope';
/** Who each kind of token is for: an access token is refused where a pending second factor is expected, and back. */
export const TOKEN_AUDIENCE = { id: 'ledgerscope-api', mfa: 'ledgerscope-mfa' } as const;

/**
 * HS256 only, from this issuer, for the audience of its kind, with an expiry: anything else (alg none, another
 * algorithm, another key, an expired or not-yet-valid token, another audience or type) verifies to null.
 */
export class JwtTokenIssuer extends TokenIssuer {
  constructor(private readonly jwt: JwtService) {
    super();
  }

  issue(claims: TokenClaims, expiresAt: Date): Promise<string> {
    return this.sign({ ...claims, typ: 'id' }, 'id', expiresAt);
  }

  issuePendingMfa(claims: PendingMfaClaims, expiresAt: Date): Promise<string> {
    return this.sign({ ...claims, typ: 'mfa' }, 'mfa', expiresAt);
  }

  async verifyPendingMfa(token: string): Promise<PendingMfaClaims | null> {
    const payload = await this.payloadOf(token, 'mfa');
    if (!payload) return null;
    const { sub, nonce, typ } = payload;
    return typ === 'mfa' && typeof sub === 'string' && typeof nonce === 'string' ? { sub, nonce } : null;
  }

  async verify(token: string): Promise<TokenClaims | null> {
    const payload = await this.payloadOf(token, 'id');
    if (!payload) return null;
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
  }

  private sign(payload: object, kind: keyof typeof TOKEN_AUDIENCE, expiresAt: Date): Promise<string> {
    return this.jwt.signAsync(payload, {
      algorithm: 'HS256',
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE[kind],
      expiresIn: secondsUntil(expiresAt),
    });
  }

  private async payloadOf(
    token: string,
    kind: keyof typeof TOKEN_AUDIENCE,
  ): Promise<Record<string, unknown> | null> {
    try {
      const payload = await this.jwt.verifyAsync<Record<string, unknown>>(token, {
        algorithms: ['HS256'],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE[kind],
      });
      // jsonwebtoken accepts a token without `exp`: one that never expires is not one of ours.
      return typeof payload.exp === 'number' ? payload : null;
    } catch {
      return null;
    }
  }
}

function secondsUntil(at: Date): number {
  return Math.max(1, Math.floor((at.getTime() - Date.now()) / 1000));
}
