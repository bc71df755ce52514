import { DomainError } from '../../../shared/domain/domain-error.js';

export type IdentityErrorCode =
  | 'WRONG_LOGIN_INFORMATION'
  | 'ACCOUNT_DISABLED'
  | 'UNAUTHORIZED'
  | 'MULTIPLE_LOGINS'
  | 'INSUFFICIENT_PERMISSION'
  | 'EMAIL_ALREADY_EXISTS'
  | 'USER_NOT_FOUND';

export class IdentityError extends DomainError<IdentityErrorCode> {}
