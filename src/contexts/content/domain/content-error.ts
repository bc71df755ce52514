import { DomainError } from '../../../shared/domain/domain-error.js';

export type ContentErrorCode = 'SETTING_NOT_FOUND' | 'SETTING_VALUE_REQUIRED' | 'SETTING_VALUE_NOT_NUMERIC';

export class ContentError extends DomainError<ContentErrorCode> {}
