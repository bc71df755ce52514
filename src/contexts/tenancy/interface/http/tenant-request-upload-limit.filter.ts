import { Catch, PayloadTooLargeException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { statusOf } from '../../../../shared/http/error-status.js';
import { MESSAGES } from '../../../../shared/http/messages.js';

/** A user list over the limit, stopped while it is received: 413 FILE_TOO_LARGE rather than a generic 413. */
@Catch(PayloadTooLargeException)
export class TenantRequestUploadLimitFilter implements ExceptionFilter {
  catch(_exception: PayloadTooLargeException, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;
    const statusCode = statusOf('FILE_TOO_LARGE');
    response
      .status(statusCode)
      .json({ statusCode, errorCode: 'FILE_TOO_LARGE', message: MESSAGES.FILE_TOO_LARGE });
  }
}
