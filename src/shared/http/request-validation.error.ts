import type { ValidationError } from 'class-validator';
import { DomainError } from '../domain/domain-error.js';
import { isMessageKey, MESSAGES } from './messages.js';

/**
 * A request body that fails validation. DTO constraints carry a catalogue key as their message
 * (e.g. INVALID_EMAIL_FORMAT) where the spec names one; others carry plain text.
 */
export class RequestValidationError extends DomainError<string> {
  static from(errors: ValidationError[]): RequestValidationError {
    const messages = flatten(errors);
    const keyed = messages.find((message) => isMessageKey(message));
    if (keyed && isMessageKey(keyed)) return new RequestValidationError(keyed, MESSAGES[keyed]);
    return new RequestValidationError('INVALID_REQUEST', messages.join('; ') || MESSAGES.INVALID_REQUEST);
  }
}

function flatten(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) =>
      message.startsWith('property ') || isMessageKey(message) ? message : `${path}: ${message}`,
    );
    return [...own, ...flatten(error.children ?? [], path)];
  });
}
