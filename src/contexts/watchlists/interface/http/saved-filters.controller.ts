import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Caller, SignedIn } from '../../../../shared/auth/access.decorators.js';
import type { CurrentUser } from '../../../../shared/domain/current-user.js';
import { ErrorResponse } from '../../../../shared/http/error-response.js';
import { criteriaFieldsOf, type CriteriaFields } from '../../../screening/index.js';
import { DeleteSavedFilter } from '../../application/commands/delete-saved-filter/delete-saved-filter.command.js';
import { SaveFilter } from '../../application/commands/save-filter/save-filter.command.js';
import {
  GetSavedFilter,
  ListSavedFilters,
} from '../../application/queries/list-saved-filters/list-saved-filters.query.js';
import { LoadSavedFilter } from '../../application/queries/load-saved-filter/load-saved-filter.query.js';
import type { SavedFilterCriteria } from '../../domain/saved-filter.js';
import { SaveFilterRequest } from './watchlists.requests.js';
import { LoadedSavedFilterView, SavedFilterView } from './watchlists.views.js';

export function criteriaOf(body: SaveFilterRequest): SavedFilterCriteria {
  return {
    ...(criteriaFieldsOf(body as unknown as Record<string, unknown>) as CriteriaFields),
    order: body.order ?? [],
    exchange: body.exchange,
    year: body.year ?? null,
  };
}

/** The caller's saved filters: list, save (or replace), load with adjustments, delete. */
@ApiTags('saved-filters')
@ApiBearerAuth()
@ApiResponse({ status: 400, type: ErrorResponse })
@ApiResponse({ status: 401, type: ErrorResponse })
@SignedIn()
@Controller('saved-filters')
export class SavedFiltersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOkResponse({ type: [SavedFilterView], description: 'By name, as saved' })
  list(@Caller() caller: CurrentUser): Promise<SavedFilterView[]> {
    return this.queries.execute(new ListSavedFilters(caller.tenantId, caller.userId));
  }

  @Post()
  @ApiCreatedResponse({ type: SavedFilterView })
  @ApiResponse({
    status: 400,
    type: ErrorResponse,
    description:
      "FILTER_NAME_REQUIRED 'Saved filter name is required.'; EXCHANGE_REQUIRED 'Exchange country is required'; INVALID_MARKET_CAP_RANGE",
  })
  @ApiResponse({ status: 403, type: ErrorResponse, description: 'EXCHANGE_NOT_PERMITTED' })
  @ApiResponse({
    status: 409,
    type: ErrorResponse,
    description: 'FILTER_NAME_ALREADY_EXISTS: ask to replace, then send again with replace: true',
  })
  async save(@Caller() caller: CurrentUser, @Body() body: SaveFilterRequest): Promise<SavedFilterView> {
    const id = await this.commands.execute(
      new SaveFilter(caller.tenantId, caller.userId, body.name, criteriaOf(body), body.replace ?? false),
    );
    return this.queries.execute(new GetSavedFilter(caller.tenantId, caller.userId, id));
  }

  @Get(':id')
  @ApiOkResponse({
    type: LoadedSavedFilterView,
    description: 'Replayed in the stored order against what the caller may see now, with the adjustments',
  })
  @ApiResponse({
    status: 404,
    type: ErrorResponse,
    description: 'SAVED_FILTER_NOT_FOUND (also for anybody else)',
  })
  load(@Caller() caller: CurrentUser, @Param('id') id: string): Promise<LoadedSavedFilterView> {
    return this.queries.execute(new LoadSavedFilter(caller.tenantId, caller.userId, id));
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse()
  @ApiResponse({ status: 404, type: ErrorResponse, description: 'SAVED_FILTER_NOT_FOUND' })
  async delete(@Caller() caller: CurrentUser, @Param('id') id: string): Promise<void> {
    await this.commands.execute(new DeleteSavedFilter(caller.tenantId, caller.userId, id));
  }
}
