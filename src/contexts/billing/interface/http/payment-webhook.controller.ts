import { Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiHeader, ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../../../shared/auth/access.decorators.js';
import { ErrorResponse } from '../../../../shared/http/error-response.js';
import { ReceivePaymentWebhook } from '../../application/commands/apply-payment-events/apply-payment-events.command.js';
import { WebhookOutcomeView } from './payment.views.js';

/** The payment provider's webhook (sandbox and FastSpring): verified over the exact bytes received. */
@ApiTags('payment')
@Controller('payment')
export class PaymentWebhookController {
  constructor(private readonly commands: CommandBus) {}

  @Post('webhook')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiHeader({ name: 'X-FS-Signature', description: 'base64 HMAC-SHA256 of the raw body', required: true })
  @ApiBody({
    description: '{ events: [{ id, type, live, processed, created, data }] } (FastSpring format)',
    schema: { type: 'object', properties: { events: { type: 'array', items: { type: 'object' } } } },
  })
  @ApiOkResponse({ type: WebhookOutcomeView })
  @ApiResponse({
    status: 400,
    type: ErrorResponse,
    description: 'WEBHOOK_SIGNATURE_MISSING, WEBHOOK_PAYLOAD_INVALID',
  })
  @ApiResponse({
    status: 401,
    type: ErrorResponse,
    description: 'WEBHOOK_SIGNATURE_INVALID: nothing changes',
  })
  receive(@Req() request: Request & { rawBody?: Buffer }) {
    return this.commands.execute(
      new ReceivePaymentWebhook(request.rawBody ?? Buffer.alloc(0), request.headers),
    );
  }
}
