import { DomainError } from '../../../shared/domain/domain-error.js';

export type BillingErrorCode = 'SUBSCRIPTION_ALREADY_EXISTS' | 'INVALID_SEAT_COUNT' | 'INVALID_REGION_COUNT';

export class BillingError extends DomainError<BillingErrorCode> {}
