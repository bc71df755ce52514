import { DomainError } from '../../../shared/domain/domain-error.js';

export type ScreeningErrorCode =
  | 'EXCHANGE_NOT_PERMITTED'
  | 'TICKER_NOT_FOUND'
  | 'REPORT_UNAVAILABLE'
  | 'REPORT_LINK_INVALID'
  | 'INVALID_MARKET_CAP_RANGE';

export class ScreeningError extends DomainError<ScreeningErrorCode> {}
