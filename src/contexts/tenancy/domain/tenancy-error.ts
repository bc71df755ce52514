import { DomainError } from '../../../shared/domain/domain-error.js';

export type TenancyErrorCode = 'TENANT_NOT_FOUND' | 'INVALID_DISPLAY_NAME' | 'ORGANIZATION_ALREADY_EXISTS';

export class TenancyError extends DomainError<TenancyErrorCode> {}
