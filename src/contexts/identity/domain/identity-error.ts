import { DomainError } from '../../../shared/domain/domain-error.js';

export type IdentityErrorCode =
  | 'WRONG_LOGIN_INFORMATION'
  | 'ACCOUNT_DISABLED'
  | 'TENANT_DISABLED'
  | 'UNAUTHORIZED'
  | 'MULTIPLE_LOGINS'
  | 'INSUFFICIENT_PERMISSION'
  | 'EMAIL_ALREADY_EXISTS'
  | 'USER_NOT_FOUND'
  | 'OTP_INVALID'
  | 'INVALID_CODE'
  | 'INVALID_PASSWORD'
  | 'INVALID_OOB_CODE'
  | 'TOO_MANY_ATTEMPTS_TRY_LATER'
  | 'TERMS_NOT_AGREED'
  | 'SUBSCRIPTION_UNAVAILABLE'
  | 'NO_PHONE_NUMBER';

export class IdentityError extends DomainError<IdentityErrorCode> {}
