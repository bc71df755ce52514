import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Caller, Requires, SignedIn } from '../../../../shared/auth/access.decorators.js';
import type { CurrentUser } from '../../../../shared/domain/current-user.js';
import { ErrorResponse } from '../../../../shared/http/error-response.js';
import { ListPopupTexts } from '../../../content/index.js';
import {
  FindListing,
  GetAvailableYears,
  GetClusterFactors,
  GetFilingEvents,
  GetRiskDistribution,
  GetRiskHistory,
  GetScoreBreakdown,
  GetSectorDistribution,
  GetTickerDetail,
  type ScoreBreakdownAnswer,
} from '../../application/queries/company-panels/company-panels.queries.js';
import { ScreeningError } from '../../domain/screening-error.js';
import { EXCHANGE_COUNTRIES } from '../../domain/reference/countries.js';
import {
  ChartFactorRequest,
  IsinRequest,
  TickerExchangeRequest,
  TickerRequest,
  TickerYearRequest,
  YearExchangeRequest,
} from './company-dashboard.requests.js';
import {
  AvailableYearsView,
  ChartFactorView,
  ClusterFactorView,
  FilingEventsView,
  HistogramBinView,
  HistoryPointView,
  ListingView,
  PopupTextView,
  RegionView,
  TickerDetailView,
} from './company-dashboard.views.js';
import { ScoreBreakdownView } from './score-breakdown.views.js';

/** The company risk dashboard's panels; every answer is limited to the caller's exchange countries. */
@ApiTags('dashboard')
@ApiBearerAuth()
@ApiResponse({ status: 401, type: ErrorResponse })
@ApiResponse({ status: 403, type: ErrorResponse, description: 'EXCHANGE_NOT_PERMITTED' })
// The subscription check of /dashboard (section 4): an unavailable subscription answers SUBSCRIPTION_UNAVAILABLE.
@Requires('SUBSCRIPTION')
@SignedIn()
@Controller('dashboard')
export class CompanyDashboardController {
  constructor(private readonly queries: QueryBus) {}

  @Post('tickerDetail')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: TickerDetailView })
  @ApiResponse({ status: 404, type: ErrorResponse, description: 'TICKER_NOT_FOUND' })
  tickerDetail(@Caller() caller: CurrentUser, @Body() body: TickerYearRequest): Promise<TickerDetailView> {
    return this.queries.execute(
      new GetTickerDetail(caller.tenantId, body.tickerId, body.year, body.exchangeCountryId),
    );
  }

  @Post('riskHistory')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: [HistoryPointView] })
  riskHistory(
    @Caller() caller: CurrentUser,
    @Body() body: TickerExchangeRequest,
  ): Promise<HistoryPointView[]> {
    return this.queries.execute(new GetRiskHistory(caller.tenantId, body.tickerId, body.exchangeCountryId));
  }

  @Post('chartFactor')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: ChartFactorView })
  chartFactor(@Caller() caller: CurrentUser, @Body() body: ChartFactorRequest): Promise<ChartFactorView> {
    return this.queries.execute(
      new GetClusterFactors(
        caller.tenantId,
        body.tickerId,
        body.year,
        body.exchange_countryID,
        body.clusterType ?? [],
      ),
    );
  }

  /** The cluster detail cards of a company-year (spec: tickerId, year, exchangeCountryId). */
  @Post('chartDetail')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: [ClusterFactorView] })
  async chartDetail(
    @Caller() caller: CurrentUser,
    @Body() body: TickerYearRequest,
  ): Promise<ClusterFactorView[]> {
    const answer = await this.queries.execute(
      new GetClusterFactors(caller.tenantId, body.tickerId, body.year, body.exchangeCountryId, []),
    );
    if (answer.restrictAccess) throw new ScreeningError('EXCHANGE_NOT_PERMITTED');
    return answer.data;
  }

  /**
   * How the company-year's score is built (issue 21): the final score's terms, the M-score's indices and the
   * F-score's variables with the statement lines and filings behind them, and the statements over the years.
   */
  @Post('scoreBreakdown')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: ScoreBreakdownView })
  @ApiResponse({ status: 404, type: ErrorResponse, description: 'TICKER_NOT_FOUND' })
  scoreBreakdown(
    @Caller() caller: CurrentUser,
    @Body() body: TickerYearRequest,
  ): Promise<ScoreBreakdownAnswer> {
    return this.queries.execute(
      new GetScoreBreakdown(caller.tenantId, body.tickerId, body.year, body.exchangeCountryId),
    );
  }

  /**
   * The company's filing events from SEC EDGAR (late-filing notices, auditor changes, non-reliance notices,
   * amendments), latest filing first, each with its EDGAR page and what it means.
   */
  @Post('filingEvents')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: FilingEventsView })
  @ApiResponse({ status: 404, type: ErrorResponse, description: 'TICKER_NOT_FOUND' })
  filingEvents(@Caller() caller: CurrentUser, @Body() body: TickerRequest): Promise<FilingEventsView> {
    return this.queries.execute(new GetFilingEvents(caller.tenantId, body.tickerId));
  }

  @Post('riskDistribution')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: [HistogramBinView] })
  riskDistribution(
    @Caller() caller: CurrentUser,
    @Body() body: YearExchangeRequest,
  ): Promise<HistogramBinView[]> {
    return this.queries.execute(new GetRiskDistribution(caller.tenantId, body.year, body.exchangeCountryId));
  }

  @Post('sectorDistribution')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: [HistogramBinView] })
  sectorDistribution(
    @Caller() caller: CurrentUser,
    @Body() body: TickerYearRequest,
  ): Promise<HistogramBinView[]> {
    return this.queries.execute(
      new GetSectorDistribution(caller.tenantId, body.tickerId, body.year, body.exchangeCountryId),
    );
  }

  @Post('availableYears')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: AvailableYearsView })
  availableYears(
    @Caller() caller: CurrentUser,
    @Body() body: TickerExchangeRequest,
  ): Promise<AvailableYearsView> {
    return this.queries.execute(
      new GetAvailableYears(caller.tenantId, body.tickerId, body.exchangeCountryId),
    );
  }

  @Post('regionsByTickerId')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: [RegionView] })
  async regionsByTickerId(@Caller() caller: CurrentUser, @Body() body: TickerRequest): Promise<RegionView[]> {
    const listing = await this.queries.execute(new FindListing(caller.tenantId, { tickerId: body.tickerId }));
    return [{ exchange_countryID: listing.exchange_countryID, exchange_country: listing.exchange_country }];
  }

  @Post('isin')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: ListingView })
  @ApiResponse({ status: 404, type: ErrorResponse, description: 'TICKER_NOT_FOUND' })
  isin(@Caller() caller: CurrentUser, @Body() body: IsinRequest): Promise<ListingView> {
    return this.queries.execute(new FindListing(caller.tenantId, { isin: body.isin.toUpperCase() }));
  }

  @Post('allRegion')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: [RegionView] })
  allRegion(): RegionView[] {
    return EXCHANGE_COUNTRIES.map(({ exchange_countryID, exchange_country }) => ({
      exchange_countryID,
      exchange_country,
    }));
  }

  @Post('popup')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: [PopupTextView] })
  async popup(): Promise<PopupTextView[]> {
    // The texts are the content context's: administrators edit them on the settings page.
    return (await this.queries.execute(new ListPopupTexts())).map(({ id, title, text, updated }) =>
      updated ? { id, title, text, updated: updated.toISOString() } : { id, title, text },
    );
  }
}
