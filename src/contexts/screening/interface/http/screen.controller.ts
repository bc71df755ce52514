import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiProperty, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Caller, Requires, SignedIn } from '../../../../shared/auth/access.decorators.js';
import type { CurrentUser } from '../../../../shared/domain/current-user.js';
import { ErrorResponse } from '../../../../shared/http/error-response.js';
import type { Facet, ScreenCriteria, ScreenSort } from '../../application/queries/screen/screen-criteria.js';
import { SCREEN_CRITERIA, criterionOfFacet } from '../../domain/published/screen-criteria.js';
import {
  criteriaOfBody,
  defineFacetRoutes,
  facetCountView,
  type Option,
  type RangeAnswer,
} from './screen-criteria.http.js';
import {
  CountScreen,
  type FacetCounts,
  GetFacetOptions,
  RunScreen,
  SearchCompanies,
} from '../../application/queries/screen/screen.queries.js';
import { FilterBody, SearchRequest } from './screen.requests.js';
import type { CompanyOrigin } from '../../domain/published/universe.js';
import { YEAR_EVENT_KINDS, type YearEventKind } from '../../domain/year-filing-events.js';
import {
  CIK_DESCRIPTION,
  COMPANY_ORIGINS,
  ORIGIN_DESCRIPTION,
  TICKER_DESCRIPTION,
} from './company-dashboard.views.js';

class ResultRowView {
  @ApiProperty() isin!: string;
  @ApiProperty() name!: string;
  @ApiProperty() domicile_country!: string;
  @ApiProperty({ type: Number, nullable: true }) rank_percent!: number | null;
  @ApiProperty({ type: Number, nullable: true }) rank_percent_within_sector!: number | null;
  @ApiProperty({ type: String, nullable: true }) rating!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      "Why the row has no rating or no score ('Not rated: fewer than 30 peers', 'Not scored: <reason>'); null when rated",
  })
  scoreNote!: string | null;
  @ApiProperty({ type: Number, nullable: true }) final_score!: number | null;
  @ApiProperty() tickerID!: string;
  @ApiProperty() exchange_countryID!: number;
  @ApiProperty() exchange_country!: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Beneish M-score (null when not computed)' })
  mScore!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Dechow F-score (null when not computed)' })
  fScore!: number | null;
  @ApiProperty({
    enum: YEAR_EVENT_KINDS,
    isArray: true,
    description: 'The filing events in the year or the two before, in this order (empty when none)',
  })
  filingEvents!: YearEventKind[];
  @ApiProperty({ type: String, nullable: true, description: TICKER_DESCRIPTION }) ticker!: string | null;
  @ApiProperty({ description: "The listing venue, e.g. 'Nasdaq'" }) exchange!: string;
  @ApiProperty({ enum: COMPANY_ORIGINS, description: ORIGIN_DESCRIPTION }) origin!: CompanyOrigin;
}

class FilterResultView {
  @ApiProperty({ type: [ResultRowView] }) data!: ResultRowView[];
  @ApiProperty() total!: number;
  @ApiProperty({ description: 'Requested exchange countries outside the subscription were dropped' })
  restrictAccess!: boolean;
  @ApiProperty({ type: Number, nullable: true, description: 'The year screened' }) year!: number | null;
}

/** Per criterion `<facet>Count`: the companies matching every other chosen criterion; `total` matches all. */
const FilterCountView = facetCountView(SCREEN_CRITERIA);
type FilterCountView = FacetCounts;

class SearchHitView {
  @ApiProperty() ticker_region!: string;
  @ApiProperty() isin!: string;
  @ApiProperty() name!: string;
  @ApiProperty() exchange_country!: string;
  @ApiProperty() exchange_countryID!: number;
  @ApiProperty({ type: String, nullable: true, description: TICKER_DESCRIPTION }) ticker!: string | null;
  @ApiProperty({ description: "The listing venue, e.g. 'Nasdaq'" }) exchange!: string;
  @ApiProperty({ enum: COMPANY_ORIGINS, description: ORIGIN_DESCRIPTION }) origin!: CompanyOrigin;
  @ApiProperty({ type: Number, nullable: true, description: CIK_DESCRIPTION }) cik!: number | null;
}

class SearchResultView {
  @ApiProperty({ type: [SearchHitView] }) data!: SearchHitView[];
  @ApiProperty() total!: number;
}

/** The criteria of a filter body (a market-cap minimum not below its maximum is refused). */
export function criteriaOf(body: FilterBody): ScreenCriteria {
  return criteriaOfBody(body) as ScreenCriteria;
}

/** Screening: the filter, its facet counts, the dependent option lists and the keyword search. */
@ApiTags('dashboard')
@ApiBearerAuth()
@ApiResponse({ status: 400, type: ErrorResponse })
@ApiResponse({ status: 401, type: ErrorResponse })
// The subscription check of /dashboard (section 4): an unavailable subscription answers SUBSCRIPTION_UNAVAILABLE.
@Requires('SUBSCRIPTION')
@SignedIn()
@Controller('dashboard')
export class ScreenController {
  constructor(private readonly queries: QueryBus) {}

  @Post('filter')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: FilterResultView })
  filter(@Caller() caller: CurrentUser, @Body() body: FilterBody): Promise<FilterResultView> {
    const sorts: ScreenSort[] = (body.filterOrders ?? []).map((order) => ({
      field: order.field,
      dir: order.dir,
    }));
    return this.queries.execute(
      new RunScreen(caller.tenantId, criteriaOf(body), sorts, body.pageSkip ?? 0, body.pageTake ?? 20),
    );
  }

  @Post('filterCount')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: FilterCountView })
  filterCount(@Caller() caller: CurrentUser, @Body() body: FilterBody): Promise<FilterCountView> {
    return this.queries.execute(new CountScreen(caller.tenantId, criteriaOf(body)));
  }

  @Post('search')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: SearchResultView })
  search(@Caller() caller: CurrentUser, @Body() body: SearchRequest): Promise<SearchResultView> {
    return this.queries.execute(
      new SearchCompanies(caller.tenantId, body.keywords, body.index ?? 0, body.maxResult ?? 100),
    );
  }

  @Post('year')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    schema: { type: 'array', items: { type: 'object', properties: { year: { type: 'number' } } } },
  })
  async year(@Caller() caller: CurrentUser, @Body() body: FilterBody): Promise<Array<{ year: number }>> {
    const answer = await this.queries.execute(new GetFacetOptions(caller.tenantId, criteriaOf(body), 'year'));
    return answer.kind === 'years' ? answer.years.map((year) => ({ year })) : [];
  }

  /**
   * The answer of an option route (defineFacetRoutes below): a list's options, or a range's min and max
   * with its scale's open ends.
   */
  async facetAnswer(caller: CurrentUser, body: FilterBody, facet: string): Promise<Option[] | RangeAnswer> {
    const criterion = criterionOfFacet(facet);
    const answer = await this.queries.execute(
      new GetFacetOptions(caller.tenantId, criteriaOf(body), facet as Facet),
    );
    if (criterion?.kind === 'range') {
      if (answer.kind !== 'range') return { min: null, max: null, low: null, high: null };
      return { min: answer.min, max: answer.max, low: answer.low, high: answer.high };
    }
    if (answer.kind !== 'list' || criterion?.kind !== 'list') return [];
    const { option, optionOrder } = criterion;
    const options = answer.options.map((each) => ({
      [option.value]: each.value,
      ...(option.label === undefined ? {} : { [option.label]: each.label }),
      count: each.count,
    }));
    if (optionOrder === undefined) return options;
    const rank = (each: Option) => optionOrder.indexOf(String(each[option.value]));
    return options.sort((a, b) => rank(a) - rank(b));
  }
}

// POST /dashboard/<facet> for every criterion with options: sector, industry, ..., riskScore, oneYearChange.
defineFacetRoutes(ScreenController, FilterBody, SCREEN_CRITERIA);
