import { Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../../shared/auth/access.decorators.js';
import { GetTerms } from '../../application/queries/get-terms/get-terms.query.js';

export class TermsView {
  @ApiProperty({ description: 'Rich HTML' }) content!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) updated!: string | null;
}

@ApiTags('terms')
@Controller()
export class TermsController {
  constructor(private readonly queries: QueryBus) {}

  @Public()
  @Post('tnc')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: TermsView })
  async terms(): Promise<TermsView> {
    const terms = await this.queries.execute(new GetTerms('GENERAL'));
    return { content: terms?.content ?? '', updated: terms?.updated.toISOString() ?? null };
  }

  @Post('subscription-tnc')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOkResponse({ type: TermsView })
  async subscriptionTerms(): Promise<TermsView> {
    const terms = await this.queries.execute(new GetTerms('SUBSCRIPTION'));
    return { content: terms?.content ?? '', updated: terms?.updated.toISOString() ?? null };
  }
}
