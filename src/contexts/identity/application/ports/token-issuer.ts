import type { Role } from '../../../../shared/domain/roles.js';

export interface TokenClaims {
  sub: string;
  sid: string;
  tid: string;
  email: string;
  role: Role;
}

/** Signs and verifies the idToken (a JWT naming the user and the server-side session). */
export abstract class TokenIssuer {
  abstract issue(claims: TokenClaims, expiresAt: Date): Promise<string>;
  /** Returns the claims of a valid, unexpired token, or null. */
  abstract verify(token: string): Promise<TokenClaims | null>;
}
