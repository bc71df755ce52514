import { ScreeningError } from '../../domain/screening-error.js';
import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiProperty, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Caller, Requires, SignedIn } from '../../../../shared/auth/access.decorators.js';
import type { CurrentUser } from '../../../../shared/domain/current-user.js';
import { ErrorResponse } from '../../../../shared/http/error-response.js';
import type { Facet, ScreenCriteria, ScreenSort } from '../../application/queries/screen/screen-criteria.js';
import {
  CountScreen,
  GetFacetOptions,
  RunScreen,
  SearchCompanies,
} from '../../application/queries/screen/screen.queries.js';
import { FilterBody, SearchRequest } from './screen.requests.js';

class ResultRowView {
  @ApiProperty() isin!: string;
  @ApiProperty() name!: string;
  @ApiProperty() domicile_country!: string;
  @ApiProperty({ type: Number, nullable: true }) rank_percent!: number | null;
  @ApiProperty({ type: Number, nullable: true }) rank_percent_within_sector!: number | null;
  @ApiProperty({ type: String, nullable: true }) rating!: string | null;
  @ApiProperty({ type: Number, nullable: true }) final_score!: number | null;
  @ApiProperty() tickerID!: string;
  @ApiProperty() exchange_countryID!: number;
  @ApiProperty() exchange_country!: string;
}

class FilterResultView {
  @ApiProperty({ type: [ResultRowView] }) data!: ResultRowView[];
  @ApiProperty() total!: number;
  @ApiProperty({ description: 'Requested exchange countries outside the subscription were dropped' })
  restrictAccess!: boolean;
  @ApiProperty({ type: Number, nullable: true, description: 'The year screened' }) year!: number | null;
}

class FilterCountView {
  @ApiProperty() riskScoreCount!: number;
  @ApiProperty() sectorCount!: number;
  @ApiProperty() industryCount!: number;
  @ApiProperty() auditorCount!: number;
  @ApiProperty() domicileCount!: number;
  @ApiProperty() incorporationCount!: number;
  @ApiProperty() exchangeCount!: number;
  @ApiProperty() statusCount!: number;
  @ApiProperty() oneYearChangeCount!: number;
  @ApiProperty() marketCapDecileCount!: number;
  @ApiProperty() ratingCount!: number;
  @ApiProperty() total!: number;
  @ApiProperty() restrictAccess!: boolean;
}

class SearchHitView {
  @ApiProperty() ticker_region!: string;
  @ApiProperty() isin!: string;
  @ApiProperty() name!: string;
  @ApiProperty() exchange_country!: string;
  @ApiProperty() exchange_countryID!: number;
}

class SearchResultView {
  @ApiProperty({ type: [SearchHitView] }) data!: SearchHitView[];
  @ApiProperty() total!: number;
}

/** Options of one list facet: id and label in the spec's field names, with the count under the other criteria. */
type Option = Record<string, string | number>;

const LIST_FIELDS: Record<string, { id: string; label?: string }> = {
  sector: { id: 'sectorID', label: 'sector_name' },
  industry: { id: 'industry_groupID', label: 'industry_group' },
  auditor: { id: 'auditorID', label: 'auditor' },
  domicile: { id: 'domicile_country' },
  exchange: { id: 'exchange_countryID', label: 'exchange_country' },
  incorporation: { id: 'incorporation_country' },
  status: { id: 'trading_status' },
  rating: { id: 'rating' },
};

const RATING_ORDER = ['A+', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-', 'D+', 'D', 'D-', 'E', 'F'];

export function criteriaOf(body: FilterBody): ScreenCriteria {
  const { minMarketCapDecile: minCap, maxMarketCapDecile: maxCap } = body;
  if (minCap !== undefined && maxCap !== undefined && minCap >= maxCap) {
    throw new ScreeningError('INVALID_MARKET_CAP_RANGE');
  }
  const [riskMin, riskMax] = body.riskScore ?? [];
  const [changeMin, changeMax] = body.oneYearChange ?? [];
  return {
    year: body.year ?? body.choosenYear ?? null,
    exchangeIds: body.exchange ?? [],
    sectorIds: body.sectorId ?? [],
    industryGroupIds: body.industryGroupId ?? [],
    auditorIds: body.auditorId ?? [],
    domiciles: body.domicile ?? [],
    incorporations: body.incorporation ?? [],
    statuses: body.status ?? [],
    ratings: body.rating ?? [],
    riskScore: { min: body.minRiskScore ?? riskMin ?? null, max: body.maxRiskScore ?? riskMax ?? null },
    oneYearChange: {
      min: body.minOneYearChange ?? changeMin ?? null,
      max: body.maxOneYearChange ?? changeMax ?? null,
    },
    marketCapDecile: { min: body.minMarketCapDecile ?? null, max: body.maxMarketCapDecile ?? null },
  };
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

  @Post('riskScore')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    schema: {
      type: 'object',
      properties: { min: { type: 'number', nullable: true }, max: { type: 'number', nullable: true } },
    },
  })
  riskScore(
    @Caller() caller: CurrentUser,
    @Body() body: FilterBody,
  ): Promise<{ min: number | null; max: number | null }> {
    return this.range(caller, body, 'riskScore');
  }

  @Post('oneYearChange')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    schema: {
      type: 'object',
      properties: { min: { type: 'number', nullable: true }, max: { type: 'number', nullable: true } },
    },
  })
  oneYearChange(
    @Caller() caller: CurrentUser,
    @Body() body: FilterBody,
  ): Promise<{ min: number | null; max: number | null }> {
    return this.range(caller, body, 'oneYearChange');
  }

  @Post('sector')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ schema: { type: 'array', items: { type: 'object' } } })
  sector(@Caller() caller: CurrentUser, @Body() body: FilterBody): Promise<Option[]> {
    return this.list(caller, body, 'sector');
  }

  @Post('industry')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ schema: { type: 'array', items: { type: 'object' } } })
  industry(@Caller() caller: CurrentUser, @Body() body: FilterBody): Promise<Option[]> {
    return this.list(caller, body, 'industry');
  }

  @Post('auditor')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ schema: { type: 'array', items: { type: 'object' } } })
  auditor(@Caller() caller: CurrentUser, @Body() body: FilterBody): Promise<Option[]> {
    return this.list(caller, body, 'auditor');
  }

  @Post('domicile')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ schema: { type: 'array', items: { type: 'object' } } })
  domicile(@Caller() caller: CurrentUser, @Body() body: FilterBody): Promise<Option[]> {
    return this.list(caller, body, 'domicile');
  }

  @Post('exchange')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ schema: { type: 'array', items: { type: 'object' } } })
  exchange(@Caller() caller: CurrentUser, @Body() body: FilterBody): Promise<Option[]> {
    return this.list(caller, body, 'exchange');
  }

  @Post('incorporation')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ schema: { type: 'array', items: { type: 'object' } } })
  incorporation(@Caller() caller: CurrentUser, @Body() body: FilterBody): Promise<Option[]> {
    return this.list(caller, body, 'incorporation');
  }

  @Post('status')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ schema: { type: 'array', items: { type: 'object' } } })
  status(@Caller() caller: CurrentUser, @Body() body: FilterBody): Promise<Option[]> {
    return this.list(caller, body, 'status');
  }

  @Post('rating')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ schema: { type: 'array', items: { type: 'object' } } })
  async rating(@Caller() caller: CurrentUser, @Body() body: FilterBody): Promise<Option[]> {
    const options = await this.list(caller, body, 'rating');
    return options.sort(
      (a, b) => RATING_ORDER.indexOf(String(a.rating)) - RATING_ORDER.indexOf(String(b.rating)),
    );
  }

  private async range(
    caller: CurrentUser,
    body: FilterBody,
    facet: 'riskScore' | 'oneYearChange',
  ): Promise<{ min: number | null; max: number | null }> {
    const answer = await this.queries.execute(new GetFacetOptions(caller.tenantId, criteriaOf(body), facet));
    return answer.kind === 'range' ? { min: answer.min, max: answer.max } : { min: null, max: null };
  }

  private async list(caller: CurrentUser, body: FilterBody, facet: Facet): Promise<Option[]> {
    const answer = await this.queries.execute(new GetFacetOptions(caller.tenantId, criteriaOf(body), facet));
    const fields = LIST_FIELDS[facet];
    if (answer.kind !== 'list' || !fields) return [];
    return answer.options.map((option) => ({
      [fields.id]: option.value,
      ...(fields.label ? { [fields.label]: option.label } : {}),
      count: option.count,
    }));
  }
}
