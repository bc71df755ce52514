import { Body, Controller, HttpCode, HttpStatus, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { GetSettingValue, SETTING_KEYS } from '../../../content/index.js';
import { RecordActivity } from '../../../identity/index.js';
import { Caller, Requires, SignedIn } from '../../../../shared/auth/access.decorators.js';
import type { CurrentUser } from '../../../../shared/domain/current-user.js';
import { ErrorResponse } from '../../../../shared/http/error-response.js';
import type { ScreenSort } from '../../application/queries/screen/screen-criteria.js';
import { RunScreen } from '../../application/queries/screen/screen.queries.js';
import type { ResultRow } from '../../application/ports/screen-read-model.js';
import { GetFiscalYearEnds } from '../../application/queries/get-fiscal-year-ends/get-fiscal-year-ends.query.js';
import { RESULT_CSV_HEADER, resultCsvLine } from '../../domain/csv-export.js';
import { criteriaOf } from './screen.controller.js';
import { FilterBody } from './screen.requests.js';

const CHUNK = 1_000;
const DEFAULT_MAX_ROWS = 5_000;

/** The results grid as CSV: written page by page, truncated to the max-rows setting. */
@ApiTags('dashboard')
@ApiBearerAuth()
// The subscription check of /dashboard (section 4): an unavailable subscription answers SUBSCRIPTION_UNAVAILABLE.
@Requires('SUBSCRIPTION')
@SignedIn()
@Controller('dashboard')
export class ScreenDownloadController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Post('download')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: `text/csv: ${RESULT_CSV_HEADER.join(', ')}` })
  @ApiResponse({ status: 400, type: ErrorResponse })
  async download(
    @Caller() caller: CurrentUser,
    @Body() body: FilterBody,
    @Res() response: Response,
  ): Promise<void> {
    const setting = Number(
      await this.queries.execute(new GetSettingValue(SETTING_KEYS.maxDownloadRows, String(DEFAULT_MAX_ROWS))),
    );
    const maxRows = Number.isInteger(setting) && setting > 0 ? setting : DEFAULT_MAX_ROWS;
    const criteria = criteriaOf(body);
    const sorts: ScreenSort[] = (body.filterOrders ?? []).map((order) => ({
      field: order.field,
      dir: order.dir,
    }));
    const first = await this.queries.execute(
      new RunScreen(caller.tenantId, criteria, sorts, 0, Math.min(CHUNK, maxRows)),
    );
    // The year of the first page holds for the rest, even if new data lands during the download.
    const fixed = { ...criteria, year: first.year };

    // Recorded before the first byte, so the count is there as soon as the client has the file.
    await this.commands.execute(new RecordActivity(caller.userId, caller.tenantId, 'CSV_DOWNLOAD'));
    response.status(HttpStatus.OK);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader(
      'Content-Disposition',
      `attachment; filename="ledgerscope-screen-${first.year ?? 'none'}.csv"`,
    );
    response.setHeader('X-Total-Rows', String(Math.min(first.total, maxRows)));
    response.write(`${RESULT_CSV_HEADER.join(',')}\r\n`);
    let page = first;
    let written = 0;
    while (page.data.length > 0 && written < maxRows) {
      const lines = (await this.csvLines(caller, first.year, page.data.slice(0, maxRows - written))).map(
        (line) => `${line}\r\n`,
      );
      written += lines.length;
      if (!response.write(lines.join(''))) await new Promise((resolve) => response.once('drain', resolve));
      if (written >= maxRows || written >= page.total) break;
      page = await this.queries.execute(
        new RunScreen(caller.tenantId, fixed, sorts, written, Math.min(CHUNK, maxRows - written)),
      );
    }
    response.end();
  }

  /** A page's CSV lines: each row with the screened year and the day its fiscal year ended, when known. */
  private async csvLines(caller: CurrentUser, year: number | null, rows: ResultRow[]): Promise<string[]> {
    const ends =
      year === null
        ? new Map<string, string>()
        : await this.queries.execute(
            new GetFiscalYearEnds(
              caller.tenantId,
              year,
              rows.map((row) => row.tickerID),
            ),
          );
    return rows.map((row) =>
      resultCsvLine({ ...row, fiscalYear: year, fiscalYearEnd: ends.get(row.tickerID) ?? null }),
    );
  }
}
