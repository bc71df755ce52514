import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Patch,
  Post,
  Query,
  UploadedFile,
  UseFilters,
  UseInterceptors,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Caller, SignedIn } from '../../../../shared/auth/access.decorators.js';
import type { CurrentUser } from '../../../../shared/domain/current-user.js';
import { MAX_UPLOAD_BYTES } from '../../../../shared/domain/upload-limit.js';
import { ErrorResponse } from '../../../../shared/http/error-response.js';
import { UploadLimitFilter } from '../../../../shared/http/upload-limit.filter.js';
import { uploadOf, type UploadedFileParts } from '../../../../shared/http/uploaded-file.js';
import { AddCompaniesToWatchlist } from '../../application/commands/add-companies/add-companies.command.js';
import { CreateWatchlist } from '../../application/commands/create-watchlist/create-watchlist.command.js';
import { DeleteWatchlist } from '../../application/commands/delete-watchlist/delete-watchlist.command.js';
import { RemoveCompanyFromWatchlist } from '../../application/commands/remove-company/remove-company.command.js';
import { RenameWatchlist } from '../../application/commands/rename-watchlist/rename-watchlist.command.js';
import { UploadToWatchlist } from '../../application/commands/upload-watchlist/upload-watchlist.command.js';
import {
  GetWatchlist,
  ListWatchlists,
} from '../../application/queries/list-watchlists/list-watchlists.query.js';
import { FindWatchlistsContaining } from '../../application/queries/watchlists-containing/watchlists-containing.query.js';
import {
  AddCompaniesRequest,
  ContainingQuery,
  CreateWatchlistRequest,
  WatchlistNameRequest,
} from './watchlists.requests.js';
import { ContainingWatchlistsView, UploadResultView, WatchlistView } from './watchlists.views.js';

/** The caller's watchlists: list, create, rename, delete, add and remove companies, upload a CSV. */
@ApiTags('watchlists')
@ApiBearerAuth()
@ApiResponse({ status: 400, type: ErrorResponse })
@ApiResponse({ status: 401, type: ErrorResponse })
@SignedIn()
@Controller('watchlists')
export class WatchlistsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOkResponse({ type: [WatchlistView], description: 'By name' })
  list(@Caller() caller: CurrentUser): Promise<WatchlistView[]> {
    return this.queries.execute(new ListWatchlists(caller.tenantId, caller.userId));
  }

  @Post()
  @ApiCreatedResponse({ type: WatchlistView })
  @ApiResponse({
    status: 404,
    type: ErrorResponse,
    description: 'TICKER_NOT_FOUND (a tickerId unknown or not permitted)',
  })
  @ApiResponse({
    status: 409,
    type: ErrorResponse,
    description: "WATCHLIST_NAME_ALREADY_EXISTS 'Watchlist name already exists.'",
  })
  async create(@Caller() caller: CurrentUser, @Body() body: CreateWatchlistRequest): Promise<WatchlistView> {
    const id = await this.commands.execute(
      new CreateWatchlist(caller.tenantId, caller.userId, body.name, body.tickerIds ?? []),
    );
    return this.view(caller, id);
  }

  @Get('containing')
  @ApiOkResponse({ type: ContainingWatchlistsView, description: 'For the star button' })
  containing(
    @Caller() caller: CurrentUser,
    @Query() query: ContainingQuery,
  ): Promise<ContainingWatchlistsView> {
    return this.queries.execute(new FindWatchlistsContaining(caller.tenantId, caller.userId, query.tickerId));
  }

  @Get(':id')
  @ApiOkResponse({ type: WatchlistView })
  @ApiResponse({
    status: 404,
    type: ErrorResponse,
    description: "WATCHLIST_NOT_FOUND (also for anybody else's)",
  })
  get(@Caller() caller: CurrentUser, @Param('id') id: string): Promise<WatchlistView> {
    return this.view(caller, id);
  }

  @Patch(':id')
  @ApiOkResponse({ type: WatchlistView, description: 'Renamed' })
  @ApiResponse({ status: 404, type: ErrorResponse, description: 'WATCHLIST_NOT_FOUND' })
  @ApiResponse({ status: 409, type: ErrorResponse, description: 'WATCHLIST_NAME_ALREADY_EXISTS' })
  async rename(
    @Caller() caller: CurrentUser,
    @Param('id') id: string,
    @Body() body: WatchlistNameRequest,
  ): Promise<WatchlistView> {
    await this.commands.execute(new RenameWatchlist(caller.tenantId, caller.userId, id, body.name));
    return this.view(caller, id);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse()
  @ApiResponse({ status: 404, type: ErrorResponse, description: 'WATCHLIST_NOT_FOUND' })
  async delete(@Caller() caller: CurrentUser, @Param('id') id: string): Promise<void> {
    await this.commands.execute(new DeleteWatchlist(caller.tenantId, caller.userId, id));
  }

  @Post(':id/companies')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: WatchlistView, description: 'Companies already in the list are kept once' })
  @ApiResponse({
    status: 404,
    type: ErrorResponse,
    description:
      'WATCHLIST_NOT_FOUND; TICKER_NOT_FOUND (a tickerId unknown or not permitted: nothing is added)',
  })
  async add(
    @Caller() caller: CurrentUser,
    @Param('id') id: string,
    @Body() body: AddCompaniesRequest,
  ): Promise<WatchlistView> {
    await this.commands.execute(
      new AddCompaniesToWatchlist(caller.tenantId, caller.userId, id, body.tickerIds),
    );
    return this.view(caller, id);
  }

  @Delete(':id/companies/:tickerId')
  @ApiOkResponse({
    type: WatchlistView,
    description: 'Removed (no change when the company was not in the list)',
  })
  @ApiResponse({ status: 404, type: ErrorResponse, description: 'WATCHLIST_NOT_FOUND' })
  async remove(
    @Caller() caller: CurrentUser,
    @Param('id') id: string,
    @Param('tickerId') tickerId: string,
  ): Promise<WatchlistView> {
    await this.commands.execute(new RemoveCompanyFromWatchlist(caller.tenantId, caller.userId, id, tickerId));
    return this.view(caller, id);
  }

  @Post(':id/upload')
  @HttpCode(HttpStatus.OK)
  @UseFilters(UploadLimitFilter)
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } }))
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: {
        file: {
          type: 'string',
          format: 'binary',
          description: '.csv with an ISIN column, at most 102400 bytes',
        },
      },
    },
  })
  @ApiOkResponse({
    type: UploadResultView,
    description: 'Every valid row is added, whatever the others hold',
  })
  @ApiResponse({
    status: 400,
    type: ErrorResponse,
    description:
      "NO_FILE_UPLOADED; UNSUPPORTED_FILE_TYPE 'Unsupported file type'; EMPTY_STOCK_DATA 'Error empty stock data uploaded' (no ISIN column); EMPTY_DATA 'Empty Data'",
  })
  @ApiResponse({ status: 404, type: ErrorResponse, description: 'WATCHLIST_NOT_FOUND' })
  @ApiResponse({ status: 413, type: ErrorResponse, description: 'FILE_TOO_LARGE (over 102400 bytes)' })
  async upload(
    @Caller() caller: CurrentUser,
    @Param('id') id: string,
    @UploadedFile() file: UploadedFileParts | undefined,
  ): Promise<UploadResultView> {
    const result = await this.commands.execute(
      new UploadToWatchlist(caller.tenantId, caller.userId, id, uploadOf(file)),
    );
    return { ...result, watchlist: await this.view(caller, id) };
  }

  private view(caller: CurrentUser, id: string): Promise<WatchlistView> {
    return this.queries.execute(new GetWatchlist(caller.tenantId, caller.userId, id));
  }
}
