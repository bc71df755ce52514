import { DomainError } from '../../../shared/domain/domain-error.js';

export type ScreeningErrorCode = 'EXCHANGE_NOT_PERMITTED' | 'TICKER_NOT_FOUND';

export class ScreeningError extends DomainError<ScreeningErrorCode> {}
