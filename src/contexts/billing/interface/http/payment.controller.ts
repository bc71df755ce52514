import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Caller, Public, Roles } from '../../../../shared/auth/access.decorators.js';
import type { CurrentUser } from '../../../../shared/domain/current-user.js';
import { ErrorResponse } from '../../../../shared/http/error-response.js';
import {
  AddSubscription,
  AgreeSubscriptionTerms,
  CancelSubscription,
  OpenCheckout,
  ResumeSubscription,
  StartTrial,
  UpdateSubscription,
  type PlanInput,
} from '../../application/commands/manage-subscription/manage-subscription.commands.js';
import {
  EstimateSubscription,
  GetPlanCatalogue,
  GetProviderSubscription,
  GetSubscriptionView,
  PriceBundle,
} from '../../application/queries/billing-views/billing-views.queries.js';
import {
  AddSubscriptionRequest,
  AgreeSubscriptionTermsRequest,
  BundleQuery,
  CancelSubscriptionRequest,
  PlanRequest,
  TenantBillingRequest,
} from './payment.requests.js';
import {
  AddSubscriptionAnswerView,
  BundleView,
  CheckoutSessionView,
  EstimateAnswerView,
  PlanCatalogueView,
  ProviderSubscriptionViewDto,
  SubscriptionViewDto,
  UpdateSubscriptionAnswerView,
} from './payment.views.js';

function planOf(body: PlanRequest): PlanInput {
  return {
    productId: body.productId,
    seatCount: body.seatCount,
    regionCount: body.regionCount,
    regionIds: body.regionIds,
  };
}

/**
 * The plans catalogue (public) and the tenant administrator's subscription: terms, trial, checkout,
 * upgrade and update with an estimate, cancel and resume (docs/api/billing.md). Every call acts on the
 * caller's tenant; naming another tenant answers 403.
 */
@ApiTags('payment')
@ApiResponse({ status: 400, type: ErrorResponse })
@Controller('payment')
export class PaymentController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('plans')
  @Public()
  @ApiOkResponse({
    type: PlanCatalogueView,
    description: 'Bundles, prices, the trial and the Enterprise card',
  })
  plans() {
    return this.queries.execute(new GetPlanCatalogue());
  }

  @Get('bundle')
  @Public()
  @ApiOkResponse({ type: BundleView, description: 'A bundle priced for the seats and regions' })
  bundle(@Query() query: BundleQuery) {
    return this.queries.execute(
      new PriceBundle(query.productId, query.seatCount ?? 1, query.regionCount ?? 1),
    );
  }

  @Get('subscription/:tenantId')
  @ApiBearerAuth()
  @Roles('TENANT_ADMINISTRATOR')
  @ApiOkResponse({ type: SubscriptionViewDto })
  @ApiResponse({ status: 403, type: ErrorResponse, description: "Another tenant's" })
  subscription(@Caller() caller: CurrentUser, @Param('tenantId', ParseUUIDPipe) tenantId: string) {
    return this.queries.execute(new GetSubscriptionView(caller, tenantId));
  }

  @Get('subscriptions/:id')
  @ApiBearerAuth()
  @Roles('TENANT_ADMINISTRATOR')
  @ApiOkResponse({
    type: ProviderSubscriptionViewDto,
    description: "The provider's record (id: fastspringSubscriptionId)",
  })
  @ApiResponse({ status: 403, type: ErrorResponse, description: "Another tenant's" })
  @ApiResponse({ status: 404, type: ErrorResponse, description: 'SUBSCRIPTION_NOT_FOUND' })
  providerSubscription(@Caller() caller: CurrentUser, @Param('id') id: string) {
    return this.queries.execute(new GetProviderSubscription(caller, id.slice(0, 128)));
  }

  @Post('agreeSubscriptionTerms')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @Roles('TENANT_ADMINISTRATOR')
  @ApiOkResponse({ type: SubscriptionViewDto })
  @ApiResponse({ status: 403, type: ErrorResponse, description: "Another tenant's companyId" })
  agreeTerms(@Caller() caller: CurrentUser, @Body() body: AgreeSubscriptionTermsRequest) {
    return this.commands.execute(new AgreeSubscriptionTerms(caller, body.companyId));
  }

  @Post('startTrial')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @Roles('TENANT_ADMINISTRATOR')
  @ApiOkResponse({ type: SubscriptionViewDto, description: '14 days, 1 seat, one random region' })
  @ApiResponse({ status: 409, type: ErrorResponse, description: 'TRIAL_NOT_AVAILABLE' })
  startTrial(@Caller() caller: CurrentUser, @Body() body: TenantBillingRequest) {
    return this.commands.execute(new StartTrial(caller, body.tenantId));
  }

  @Post('checkout')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @Roles('TENANT_ADMINISTRATOR')
  @ApiOkResponse({ type: CheckoutSessionView, description: "The provider's embedded checkout for the plan" })
  @ApiResponse({ status: 409, type: ErrorResponse, description: 'Terms not agreed, seats, regions, state' })
  checkout(@Caller() caller: CurrentUser, @Body() body: PlanRequest) {
    return this.commands.execute(new OpenCheckout(caller, body.tenantId, planOf(body)));
  }

  @Post('addSubscription')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @Roles('TENANT_ADMINISTRATOR')
  @ApiOkResponse({
    type: AddSubscriptionAnswerView,
    description: "The checkout's order, as the provider has it",
  })
  @ApiResponse({ status: 404, type: ErrorResponse, description: 'ORDER_NOT_FOUND' })
  @ApiResponse({ status: 409, type: ErrorResponse, description: 'ORDER_NOT_COMPLETED, INVALID_TRANSITION' })
  addSubscription(@Caller() caller: CurrentUser, @Body() body: AddSubscriptionRequest) {
    return this.commands.execute(new AddSubscription(caller, body.tenantId, body.orderId));
  }

  @Post('estimateSubscription')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @Roles('TENANT_ADMINISTRATOR')
  @ApiOkResponse({ type: EstimateAnswerView, description: "The spec's Estimated subscription in `data`" })
  @ApiResponse({ status: 409, type: ErrorResponse, description: 'Not PAID, plan unchanged, seats, regions' })
  async estimate(@Caller() caller: CurrentUser, @Body() body: PlanRequest) {
    return {
      data: await this.queries.execute(new EstimateSubscription(caller, body.tenantId, planOf(body))),
    };
  }

  @Post('updateSubscription')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @Roles('TENANT_ADMINISTRATOR')
  @ApiOkResponse({ type: UpdateSubscriptionAnswerView, description: 'Upgrade or update, charged prorated' })
  @ApiResponse({ status: 402, type: ErrorResponse, description: 'CARD_DECLINED: nothing changes' })
  @ApiResponse({ status: 409, type: ErrorResponse, description: 'Not PAID, plan unchanged, seats, regions' })
  update(@Caller() caller: CurrentUser, @Body() body: PlanRequest) {
    return this.commands.execute(new UpdateSubscription(caller, body.tenantId, planOf(body)));
  }

  @Post('cancelSubscription')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @Roles('TENANT_ADMINISTRATOR')
  @ApiOkResponse({ type: SubscriptionViewDto, description: 'CANCELING: access until nextChargeDate' })
  @ApiResponse({ status: 409, type: ErrorResponse, description: 'INVALID_TRANSITION' })
  cancel(@Caller() caller: CurrentUser, @Body() body: CancelSubscriptionRequest) {
    return this.commands.execute(
      new CancelSubscription(caller, body.tenantId, body.cancellationReason, body.otherReason),
    );
  }

  @Post('resumeSubscription')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @Roles('TENANT_ADMINISTRATOR')
  @ApiOkResponse({ type: SubscriptionViewDto })
  @ApiResponse({ status: 409, type: ErrorResponse, description: 'INVALID_TRANSITION, RESUME_PERIOD_ENDED' })
  resume(@Caller() caller: CurrentUser, @Body() body: TenantBillingRequest) {
    return this.commands.execute(new ResumeSubscription(caller, body.tenantId));
  }
}
