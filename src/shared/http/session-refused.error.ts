import { DomainError } from '../domain/domain-error.js';

/**
 * An error that refused an already open session, raised again by the authentication guard so that the
 * error filter answers the code's open-session status (statusOf(code, true): TENANT_DISABLED is 401 there,
 * 403 at sign-in). Same code and text as the error it wraps.
 */
export class SessionRefusedError extends DomainError<string> {
  static of(error: DomainError<string>): SessionRefusedError {
    return new SessionRefusedError(error.code, error.message, error.details);
  }
}
