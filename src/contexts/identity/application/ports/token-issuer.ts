import type { Role } from '../../../../shared/domain/roles.js';

export interface TokenClaims {
  sub: string;
  sid: string;
  tid: string;
  email: string;
  role: Role;
}

/** A short-lived proof that the password was right, waiting for the second factor. */
export interface PendingMfaClaims {
  sub: string;
  /** The sessionInfo the client must send back with the code. */
  nonce: string;
}

/** Signs and verifies the idToken (a JWT naming the user and the server-side session). */
export abstract class TokenIssuer {
  abstract issue(claims: TokenClaims, expiresAt: Date): Promise<string>;
  /** Returns the claims of a valid, unexpired token, or null. */
  abstract verify(token: string): Promise<TokenClaims | null>;
  abstract issuePendingMfa(claims: PendingMfaClaims, expiresAt: Date): Promise<string>;
  abstract verifyPendingMfa(token: string): Promise<PendingMfaClaims | null>;
}
