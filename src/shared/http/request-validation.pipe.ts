import { HttpException, ValidationPipe, type ArgumentMetadata } from '@nestjs/common';
import { DomainError } from '../domain/domain-error.js';
import { MESSAGES } from './messages.js';
import { RequestValidationError } from './request-validation.error.js';

/**
 * The global ValidationPipe, for which a body that breaks the transform is a bad request, not a server
 * error: class-transformer's `Number(value)` throws on `{"toString":1,"valueOf":1}` (TypeError: Cannot
 * convert object to primitive value), and any @Transform of a DTO sees whatever the client sent.
 */
export class RequestValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    try {
      return await super.transform(value, metadata);
    } catch (error) {
      if (error instanceof HttpException || error instanceof DomainError) throw error;
      throw new RequestValidationError('INVALID_REQUEST', MESSAGES.INVALID_REQUEST);
    }
  }
}
