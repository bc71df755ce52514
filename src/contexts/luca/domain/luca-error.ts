import { DomainError } from '../../../shared/domain/domain-error.js';

export type LucaErrorCode =
  | 'LUCA_CONVERSATION_NOT_FOUND'
  | 'LUCA_TITLE_REQUIRED'
  | 'LUCA_QUESTION_REQUIRED'
  | 'LUCA_QUESTION_TOO_LONG'
  | 'LUCA_CONVERSATION_FULL';

export class LucaError extends DomainError<LucaErrorCode> {}
