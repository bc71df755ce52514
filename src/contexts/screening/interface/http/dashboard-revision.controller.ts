import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import { SignedIn } from '../../../../shared/auth/access.decorators.js';
import { ErrorResponse } from '../../../../shared/http/error-response.js';
import { GetDataRevision } from '../../application/queries/get-data-revision/get-data-revision.query.js';
import { GetDatasetOrigin } from '../../application/queries/get-dataset-origin/get-dataset-origin.query.js';
import { RevisionView } from './revision.view.js';

@ApiTags('dashboard')
@ApiBearerAuth()
@SignedIn()
@Controller('dashboard')
export class DashboardRevisionController {
  constructor(private readonly queries: QueryBus) {}

  @Get('revision')
  @ApiOkResponse({ type: RevisionView })
  @ApiResponse({ status: 401, type: ErrorResponse })
  async revision(): Promise<RevisionView> {
    const date = await this.queries.execute(new GetDataRevision());
    const origin = await this.queries.execute(new GetDatasetOrigin());
    return {
      revisionDate: date ? date.toISOString() : null,
      origin: origin && { ...origin, sources: [...origin.sources] },
    };
  }
}
