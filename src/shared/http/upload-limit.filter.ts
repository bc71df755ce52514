import { Catch, PayloadTooLargeException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { statusOf } from './error-status.js';
import { MESSAGES } from './messages.js';

/**
 * An upload over the limit (MAX_UPLOAD_BYTES: watchlists, requested users), stopped while it is received:
 * 413 FILE_TOO_LARGE rather than a generic 413.
 */
@Catch(PayloadTooLargeException)
export class UploadLimitFilter implements ExceptionFilter {
  catch(_exception: PayloadTooLargeException, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;
    const statusCode = statusOf('FILE_TOO_LARGE');
    response
      .status(statusCode)
      .json({ statusCode, errorCode: 'FILE_TOO_LARGE', message: MESSAGES.FILE_TOO_LARGE });
  }
}
