import { Catch, HttpException, HttpStatus, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { DomainError } from '../domain/domain-error.js';
import { statusOf } from './error-status.js';
import { isMessageKey, MESSAGES } from './messages.js';

interface Envelope {
  statusCode: number;
  errorCode: string;
  message: string;
}

/** Every failure leaves as `{ statusCode, errorCode, message }`; nothing else reaches the client. */
@Catch()
export class AllErrorsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const envelope = this.envelopeOf(exception);
    if (envelope.statusCode >= 500) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    }
    if (response.headersSent) return;
    response.status(envelope.statusCode).json(envelope);
  }

  private envelopeOf(exception: unknown): Envelope {
    if (exception instanceof DomainError) {
      const statusCode = statusOf(exception.code);
      const message =
        exception.message !== exception.code
          ? exception.message
          : isMessageKey(exception.code)
            ? MESSAGES[exception.code]
            : exception.code;
      return { statusCode, errorCode: exception.code, message };
    }
    if (exception instanceof HttpException) return this.fromHttpException(exception);
    const parserError = this.fromBodyParser(exception);
    if (parserError) return parserError;
    return { statusCode: 500, errorCode: 'UNDEFINED_ERROR', message: MESSAGES.UNDEFINED_ERROR };
  }

  private fromHttpException(exception: HttpException): Envelope {
    const statusCode = exception.getStatus();
    const body = exception.getResponse();
    const text =
      typeof body === 'string'
        ? body
        : typeof body === 'object' && 'message' in body
          ? ([] as unknown[]).concat(body.message).join('; ')
          : exception.message;
    switch (statusCode) {
      case HttpStatus.NOT_FOUND:
        return { statusCode, errorCode: 'NOT_FOUND', message: MESSAGES.NOT_FOUND };
      case HttpStatus.UNAUTHORIZED:
        return { statusCode, errorCode: 'UNAUTHORIZED', message: MESSAGES.UNAUTHORIZED };
      case HttpStatus.FORBIDDEN:
        return { statusCode, errorCode: 'INSUFFICIENT_PERMISSION', message: MESSAGES.INSUFFICIENT_PERMISSION };
      case HttpStatus.TOO_MANY_REQUESTS:
        return { statusCode, errorCode: 'TOO_MANY_ATTEMPTS_TRY_LATER', message: MESSAGES.TOO_MANY_ATTEMPTS_TRY_LATER };
      case HttpStatus.PAYLOAD_TOO_LARGE:
        return { statusCode, errorCode: 'PAYLOAD_TOO_LARGE', message: MESSAGES.PAYLOAD_TOO_LARGE };
      case HttpStatus.SERVICE_UNAVAILABLE:
        return { statusCode, errorCode: 'SERVICE_UNAVAILABLE', message: MESSAGES.SERVICE_UNAVAILABLE };
      default:
        if (statusCode >= 500) return { statusCode, errorCode: 'UNDEFINED_ERROR', message: MESSAGES.UNDEFINED_ERROR };
        return { statusCode, errorCode: 'INVALID_REQUEST', message: text || MESSAGES.INVALID_REQUEST };
    }
  }

  /** Errors thrown by express's body parser before Nest sees the request. */
  private fromBodyParser(exception: unknown): Envelope | undefined {
    if (typeof exception !== 'object' || exception === null || !('type' in exception)) return undefined;
    const type = (exception as { type: unknown }).type;
    if (type === 'entity.parse.failed') return { statusCode: 400, errorCode: 'MALFORMED_JSON', message: MESSAGES.MALFORMED_JSON };
    if (type === 'entity.too.large') return { statusCode: 413, errorCode: 'PAYLOAD_TOO_LARGE', message: MESSAGES.PAYLOAD_TOO_LARGE };
    return undefined;
  }
}
