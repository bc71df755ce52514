import { Body, Controller, Get, HttpCode, HttpStatus, Post, Put, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { RecordActivity } from '../../../identity/index.js';
import { Caller, SignedIn } from '../../../../shared/auth/access.decorators.js';
import type { CurrentUser } from '../../../../shared/domain/current-user.js';
import { ErrorResponse } from '../../../../shared/http/error-response.js';
import { SetAlertFrequency } from '../../application/commands/set-alert-frequency/set-alert-frequency.command.js';
import { GetAlertSettings } from '../../application/queries/get-alert-settings/get-alert-settings.query.js';
import {
  GetWatchlistCsvRows,
  PrepareWatchlistDownload,
} from '../../application/queries/watchlist-download/watchlist-download.query.js';
import { WATCHLIST_CSV_HEADER } from '../../domain/watchlist-csv.js';
import { AlertSettingsRequest, WatchlistDownloadRequest } from './watchlists.requests.js';
import { AlertSettingsView } from './watchlists.views.js';

/** The header value of a download's name: plain ASCII, with the exact name in RFC 5987 form beside it. */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Routes beside the watchlists' own (registered before `/watchlists/:id`): the alert frequency, and
 * the CSV download of selected watchlists.
 */
@ApiTags('watchlists')
@ApiBearerAuth()
@ApiResponse({ status: 400, type: ErrorResponse })
@ApiResponse({ status: 401, type: ErrorResponse })
@SignedIn()
@Controller('watchlists')
export class WatchlistSettingsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('alert-settings')
  @ApiOkResponse({ type: AlertSettingsView, description: 'INSTANT until the user chooses' })
  alertSettings(@Caller() caller: CurrentUser): Promise<AlertSettingsView> {
    return this.queries.execute(new GetAlertSettings(caller.userId));
  }

  @Put('alert-settings')
  @ApiOkResponse({ type: AlertSettingsView })
  async setAlertSettings(
    @Caller() caller: CurrentUser,
    @Body() body: AlertSettingsRequest,
  ): Promise<AlertSettingsView> {
    await this.commands.execute(new SetAlertFrequency(caller.tenantId, caller.userId, body.frequency));
    return this.queries.execute(new GetAlertSettings(caller.userId));
  }

  @Post('download')
  @HttpCode(HttpStatus.OK)
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: `text/csv: ${WATCHLIST_CSV_HEADER.join(', ')}` })
  @ApiResponse({
    status: 400,
    type: ErrorResponse,
    description:
      "DOWNLOAD_FILE_NAME_REQUIRED; NO_WATCHLIST_SELECTED; DOWNLOAD_WATCHLIST_LIMITED 'You can download 100 Watchlists at any one time.'",
  })
  @ApiResponse({ status: 404, type: ErrorResponse, description: 'WATCHLIST_NOT_FOUND (an id not yours)' })
  async download(
    @Caller() caller: CurrentUser,
    @Body() body: WatchlistDownloadRequest,
    @Res() response: Response,
  ): Promise<void> {
    const download = await this.queries.execute(
      new PrepareWatchlistDownload(caller.tenantId, caller.userId, body.watchlistIds ?? [], body.fileName),
    );
    // Recorded before the first byte, so the count is there as soon as the client has the file.
    await this.commands.execute(new RecordActivity(caller.userId, caller.tenantId, 'WATCHLIST'));
    response.status(HttpStatus.OK);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', attachment(download.fileName));
    response.write(`${WATCHLIST_CSV_HEADER.join(',')}\r\n`);
    for (const list of download.lists) {
      const rows = await this.queries.execute(
        new GetWatchlistCsvRows(caller.tenantId, caller.userId, list.id),
      );
      if (rows.length === 0) continue;
      if (!response.write(rows.map((row) => `${row}\r\n`).join('')))
        await new Promise((resolve) => response.once('drain', resolve));
    }
    response.end();
  }
}
