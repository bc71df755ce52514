import { JwtService } from '@nestjs/jwt';
import { ROLES, type Role } from '../../../../shared/domain/roles.js';
import { TokenIssuer, type TokenClaims } from '../../application/ports/token-issuer.js';

export class JwtTokenIssuer extends TokenIssuer {
  constructor(private readonly jwt: JwtService) {
    super();
  }

  issue(claims: TokenClaims, expiresAt: Date): Promise<string> {
    return this.jwt.signAsync(
      { ...claims },
      { algorithm: 'HS256', expiresIn: Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1000)) },
    );
  }

  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const payload = await this.jwt.verifyAsync<Record<string, unknown>>(token, { algorithms: ['HS256'] });
      const { sub, sid, tid, email, role } = payload;
      if (
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
