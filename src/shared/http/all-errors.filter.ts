import {
  Catch,
  HttpException,
  HttpStatus,
  Logger,
  type ArgumentsHost,
  type ExceptionFilter,
} from '@nestjs/common';
import type { Response } from 'express';
import { DomainError } from '../domain/domain-error.js';
import { statusOf } from './error-status.js';
import { isMessageKey, MESSAGES, type MessageKey } from './messages.js';
import { SessionRefusedError } from './session-refused.error.js';

/** Statuses that always mean the same catalogue key, whatever raised them. */
const KNOWN_STATUSES: Readonly<Partial<Record<number, MessageKey>>> = {
  [HttpStatus.NOT_FOUND]: 'NOT_FOUND',
  [HttpStatus.UNAUTHORIZED]: 'UNAUTHORIZED',
  [HttpStatus.FORBIDDEN]: 'INSUFFICIENT_PERMISSION',
  [HttpStatus.TOO_MANY_REQUESTS]: 'TOO_MANY_ATTEMPTS_TRY_LATER',
  [HttpStatus.PAYLOAD_TOO_LARGE]: 'PAYLOAD_TOO_LARGE',
  [HttpStatus.SERVICE_UNAVAILABLE]: 'SERVICE_UNAVAILABLE',
};

function textOf(exception: HttpException): string {
  const body: unknown = exception.getResponse();
  if (typeof body === 'string') return body;
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const message: unknown = body.message;
    return Array.isArray(message) ? message.map(String).join('; ') : String(message);
  }
  return exception.message;
}

/** Connection-level failures of PostgreSQL (socket errors, admin shutdown, crash recovery, lost link). */
const DATABASE_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovering)
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const DATABASE_DOWN_TEXT =
  /Connection terminated|connection error|terminating connection|the database system is (starting up|in recovery mode|shutting down)|timeout exceeded when trying to connect/i;

/** True when the error, or one of its causes, says PostgreSQL could not be reached. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && DATABASE_DOWN_CODES.has(code)) return true;
  if (typeof message === 'string' && DATABASE_DOWN_TEXT.test(message)) return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  )
    return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

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
      this.logger.error(
        exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
      );
    }
    if (response.headersSent) return;
    if (envelope.errorCode === 'DATABASE_UNAVAILABLE') response.setHeader('Retry-After', '5');
    response.status(envelope.statusCode).json(envelope);
  }

  private envelopeOf(exception: unknown): Envelope {
    if (exception instanceof DomainError) {
      const { code, message } = exception as DomainError<string>;
      const text = message !== code ? message : isMessageKey(code) ? MESSAGES[code] : code;
      const openSession = exception instanceof SessionRefusedError;
      return { statusCode: statusOf(code, openSession), errorCode: code, message: text };
    }
    const parserError = this.fromBodyParser(exception instanceof HttpException ? exception.cause : exception);
    if (parserError) return parserError;
    if (exception instanceof HttpException) return this.fromHttpException(exception);
    if (isDatabaseUnavailable(exception))
      return { statusCode: 503, errorCode: 'DATABASE_UNAVAILABLE', message: MESSAGES.DATABASE_UNAVAILABLE };
    return { statusCode: 500, errorCode: 'UNDEFINED_ERROR', message: MESSAGES.UNDEFINED_ERROR };
  }

  private fromHttpException(exception: HttpException): Envelope {
    const statusCode = exception.getStatus();
    const known = KNOWN_STATUSES[statusCode];
    if (known) return { statusCode, errorCode: known, message: MESSAGES[known] };
    if (statusCode >= 500)
      return { statusCode, errorCode: 'UNDEFINED_ERROR', message: MESSAGES.UNDEFINED_ERROR };
    return {
      statusCode,
      errorCode: 'INVALID_REQUEST',
      message: textOf(exception) || MESSAGES.INVALID_REQUEST,
    };
  }

  /** Errors thrown by express's body parser before Nest sees the request. */
  private fromBodyParser(exception: unknown): Envelope | undefined {
    if (typeof exception !== 'object' || exception === null || !('type' in exception)) return undefined;
    const { type } = exception;
    if (type === 'entity.parse.failed')
      return { statusCode: 400, errorCode: 'MALFORMED_JSON', message: MESSAGES.MALFORMED_JSON };
    if (type === 'entity.too.large')
      return { statusCode: 413, errorCode: 'PAYLOAD_TOO_LARGE', message: MESSAGES.PAYLOAD_TOO_LARGE };
    return undefined;
  }
}
