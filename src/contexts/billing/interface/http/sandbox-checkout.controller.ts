import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public, Roles } from '../../../../shared/auth/access.decorators.js';
import { ErrorResponse } from '../../../../shared/http/error-response.js';
import { BillingError } from '../../domain/billing-error.js';
import { orderView } from '../../application/subscription-views.js';
import { PaymentConfig } from '../../infrastructure/payment-config.js';
import { SandboxBillingRun } from '../../infrastructure/sandbox/sandbox-billing-run.js';
import {
  CHECKOUT_PAGE_CSP,
  CHECKOUT_SCRIPT,
  renderCheckoutPage,
} from '../../infrastructure/sandbox/sandbox-checkout.page.js';
import { SandboxCheckoutService } from '../../infrastructure/sandbox/sandbox-checkout.service.js';
import { SandboxBillingRunRequest, SandboxPayRequest, SandboxQuoteQuery } from './payment.requests.js';
import { BillingRunView, CheckoutQuoteView, OrderView } from './payment.views.js';

const SCRIPT_PATH = '/api/payment/sandbox/assets/checkout.js';

/**
 * The sandbox provider's side of the HTTP boundary: its embedded checkout page (shown in an iframe by the
 * web app), the page's calls, and its billing run. Absent (404) when another provider is configured.
 */
@ApiTags('payment-sandbox')
@Controller('payment/sandbox')
export class SandboxCheckoutController {
  constructor(
    private readonly checkouts: SandboxCheckoutService,
    private readonly billingRun: SandboxBillingRun,
    private readonly config: PaymentConfig,
  ) {}

  @Get('checkout/:sessionId')
  @Public()
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'text/html: the embedded checkout page' })
  @ApiResponse({ status: 404, type: ErrorResponse, description: 'CHECKOUT_NOT_FOUND' })
  async page(@Param('sessionId') sessionId: string, @Res() response: Response): Promise<void> {
    this.assertSandbox();
    const data = await this.checkouts.page(sessionId);
    response
      .status(HttpStatus.OK)
      .set({
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'Referrer-Policy': 'no-referrer',
        'Content-Security-Policy': CHECKOUT_PAGE_CSP,
        'X-Frame-Options': 'SAMEORIGIN',
      })
      .send(renderCheckoutPage(data, SCRIPT_PATH));
  }

  @Get('checkout/:sessionId/quote')
  @Public()
  @ApiOkResponse({ type: CheckoutQuoteView, description: 'Subtotal, tax by country and total' })
  @ApiResponse({ status: 404, type: ErrorResponse, description: 'CHECKOUT_NOT_FOUND' })
  quote(@Param('sessionId') sessionId: string, @Query() query: SandboxQuoteQuery) {
    this.assertSandbox();
    return this.checkouts.quote(sessionId, query.country);
  }

  @Post('checkout/:sessionId/pay')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    type: OrderView,
    description: 'The order; the provider sends order.completed and subscription.activated',
  })
  @ApiResponse({ status: 402, type: ErrorResponse, description: 'CARD_DECLINED' })
  @ApiResponse({ status: 404, type: ErrorResponse, description: 'CHECKOUT_NOT_FOUND' })
  @ApiResponse({ status: 409, type: ErrorResponse, description: 'CHECKOUT_EXPIRED, CHECKOUT_COMPLETED' })
  async pay(@Param('sessionId') sessionId: string, @Body() body: SandboxPayRequest) {
    this.assertSandbox();
    return orderView(await this.checkouts.pay(sessionId, body));
  }

  @Get('assets/checkout.js')
  @Public()
  @ApiProduces('application/javascript')
  @ApiOkResponse({ description: "The checkout page's script" })
  script(@Res() response: Response): void {
    this.assertSandbox();
    response
      .status(HttpStatus.OK)
      .set({ 'Content-Type': 'application/javascript; charset=utf-8', 'Cache-Control': 'no-cache' })
      .send(CHECKOUT_SCRIPT);
  }

  @Post('billing-run')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @Roles('ADMINISTRATOR')
  @ApiOkResponse({ type: BillingRunView, description: "Runs the provider's billing now (not in production)" })
  async run(@Body() body: SandboxBillingRunRequest): Promise<BillingRunView> {
    this.assertSandbox();
    if (!this.config.sandboxControls)
      throw new BillingError('PAYMENT_PROVIDER_ERROR', 'Not available in production.');
    return { charged: await this.billingRun.run(body.subscriptionId) };
  }

  private assertSandbox(): void {
    if (this.config.provider !== 'sandbox')
      throw new BillingError('CHECKOUT_NOT_FOUND', 'The sandbox provider is not in use.');
  }
}
