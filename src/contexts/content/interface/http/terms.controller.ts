import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiProperty, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Public, Roles, SignedIn } from '../../../../shared/auth/access.decorators.js';
import { ErrorResponse } from '../../../../shared/http/error-response.js';
import { PublishTerms } from '../../application/commands/publish-terms/publish-terms.command.js';
import { GetTerms } from '../../application/queries/get-terms/get-terms.query.js';
import type { Terms } from '../../domain/terms.js';
import { EditTermsRequest } from './content.requests.js';

export class TermsView {
  @ApiProperty({ description: 'Rich HTML' }) content!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) updated!: string | null;
}

function viewOf(terms: Terms | null): TermsView {
  return { content: terms?.content ?? '', updated: terms?.updated.toISOString() ?? null };
}

@ApiTags('terms')
@SignedIn()
@Controller()
export class TermsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Public()
  @Post('tnc')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: TermsView })
  async terms(): Promise<TermsView> {
    return viewOf(await this.queries.execute(new GetTerms('GENERAL')));
  }

  @Post('subscription-tnc')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOkResponse({ type: TermsView })
  async subscriptionTerms(): Promise<TermsView> {
    return viewOf(await this.queries.execute(new GetTerms('SUBSCRIPTION')));
  }

  /** Publishes new terms: GENERAL terms must then be agreed to again by every user at their next sign-in. */
  @Post('tnc/edit')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @Roles('ADMINISTRATOR')
  @ApiOkResponse({ type: TermsView })
  @ApiResponse({ status: 400, type: ErrorResponse, description: 'TERMS_CONTENT_REQUIRED' })
  @ApiResponse({ status: 403, type: ErrorResponse })
  async edit(@Body() body: EditTermsRequest): Promise<TermsView> {
    return viewOf(await this.commands.execute(new PublishTerms(body.kind ?? 'GENERAL', body.content ?? '')));
  }
}
