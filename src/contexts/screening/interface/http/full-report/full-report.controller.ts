import { randomBytes } from 'node:crypto';
import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiProperty, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Caller, Public, SignedIn } from '../../../../../shared/auth/access.decorators.js';
import { AppConfig } from '../../../../../shared/config/app-config.js';
import type { CurrentUser } from '../../../../../shared/domain/current-user.js';
import { Clock } from '../../../../../shared/domain/clock.js';
import { ErrorResponse } from '../../../../../shared/http/error-response.js';
import {
  FindListing,
  GetAvailableYears,
  GetClusterFactors,
  GetFilingEvents,
  GetRiskDistribution,
  GetRiskHistory,
  GetScoreBreakdown,
  GetSectorDistribution,
  GetStatementSource,
  GetTickerDetail,
} from '../../../application/queries/company-panels/company-panels.queries.js';
import { GetDataRevision } from '../../../application/queries/get-data-revision/get-data-revision.query.js';
import { ScreeningError } from '../../../domain/screening-error.js';
import { FullReportUrlRequest } from '../company-dashboard.requests.js';
import { renderFullReport } from './full-report-html.js';
import { REPORT_LINK_TTL_SECONDS, signReportGrant, verifyReportToken } from './report-token.js';

export class FullReportUrlView {
  @ApiProperty({ description: `Opens the printable report; works for ${REPORT_LINK_TTL_SECONDS} s` })
  url!: string;
}

const REPORT_PATH = '/api/dashboard/report';

/** The full report: a signed, expiring link to a printable HTML page of one company-year. */
@ApiTags('dashboard')
@SignedIn()
@Controller('dashboard')
export class FullReportController {
  constructor(
    private readonly queries: QueryBus,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  @Post('full-report-url')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOkResponse({ type: FullReportUrlView })
  @ApiResponse({ status: 401, type: ErrorResponse })
  @ApiResponse({ status: 403, type: ErrorResponse, description: 'EXCHANGE_NOT_PERMITTED' })
  @ApiResponse({ status: 404, type: ErrorResponse, description: 'TICKER_NOT_FOUND' })
  @ApiResponse({
    status: 409,
    type: ErrorResponse,
    description: 'REPORT_UNAVAILABLE: no statements that year',
  })
  async fullReportUrl(
    @Caller() caller: CurrentUser,
    @Body() body: FullReportUrlRequest,
  ): Promise<FullReportUrlView> {
    const listing = await this.queries.execute(
      new FindListing(
        caller.tenantId,
        body.tickerId !== undefined ? { tickerId: body.tickerId } : { isin: (body.isin ?? '').toUpperCase() },
      ),
    );
    if (listing.exchange_countryID !== body.regionId) throw new ScreeningError('TICKER_NOT_FOUND');
    // Every year with statements has its report, scored or not (a year without a score says why).
    const years = await this.queries.execute(
      new GetAvailableYears(caller.tenantId, listing.tickerId, listing.exchange_countryID),
    );
    if (years.restrictAccess) throw new ScreeningError('EXCHANGE_NOT_PERMITTED');
    if (!years.data.includes(body.year)) throw new ScreeningError('REPORT_UNAVAILABLE');
    const token = signReportGrant(
      {
        tickerId: listing.tickerId,
        exchangeCountryId: listing.exchange_countryID,
        year: body.year,
        tenantId: caller.tenantId,
        exp: Math.floor(this.clock.now().getTime() / 1000) + REPORT_LINK_TTL_SECONDS,
      },
      this.config.jwtSecret,
    );
    return { url: `${REPORT_PATH}?token=${encodeURIComponent(token)}` };
  }

  /** Opened in a new window, so it carries its grant in the link instead of a bearer header. */
  @Get('report')
  @Public()
  @ApiQuery({ name: 'token', description: 'From full-report-url' })
  @ApiOkResponse({ description: 'text/html: the printable report' })
  @ApiResponse({ status: 404, type: ErrorResponse, description: 'REPORT_LINK_INVALID: tampered or expired' })
  async report(@Query('token') token: string | undefined, @Res() response: Response): Promise<void> {
    const now = this.clock.now();
    const grant =
      typeof token === 'string' && token.length <= 2048
        ? verifyReportToken(token, this.config.jwtSecret, Math.floor(now.getTime() / 1000))
        : undefined;
    if (!grant) throw new ScreeningError('REPORT_LINK_INVALID');
    const { tenantId, tickerId, year, exchangeCountryId } = grant;
    // Read as the tenant that asked: the entitlement is checked again, so a withdrawn region stops the link.
    const [
      detail,
      history,
      clusters,
      riskDistribution,
      sectorDistribution,
      source,
      breakdown,
      filingEvents,
      revisionDate,
    ] = await Promise.all([
      this.queries.execute(new GetTickerDetail(tenantId, tickerId, year, exchangeCountryId)),
      this.queries.execute(new GetRiskHistory(tenantId, tickerId, exchangeCountryId)),
      this.queries.execute(new GetClusterFactors(tenantId, tickerId, year, exchangeCountryId, [])),
      this.queries.execute(new GetRiskDistribution(tenantId, year, exchangeCountryId)),
      this.queries.execute(new GetSectorDistribution(tenantId, tickerId, year, exchangeCountryId)),
      this.queries.execute(new GetStatementSource(tenantId, tickerId, year, exchangeCountryId)),
      this.queries.execute(new GetScoreBreakdown(tenantId, tickerId, year, exchangeCountryId)),
      this.queries.execute(new GetFilingEvents(tenantId, tickerId)),
      // The dataset's last data update, as the dashboard's header shows it.
      this.queries.execute(new GetDataRevision()),
    ]);
    const nonce = randomBytes(16).toString('base64');
    const html = renderFullReport({
      year,
      detail,
      history,
      clusters: clusters.data,
      riskDistribution,
      sectorDistribution,
      source,
      breakdown,
      filingEvents: filingEvents.events,
      revisionDate,
      generatedAt: now,
      nonce,
    });
    response
      .status(HttpStatus.OK)
      .set({
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'private, no-store',
        'Referrer-Policy': 'no-referrer',
        'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; img-src data:; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      })
      .send(html);
  }
}
