import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  optionalIds,
  optionalIntegerIn,
  optionalNumberIn,
  optionalTexts,
} from '../../../../shared/http/field-validators.js';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { RATINGS } from '../../domain/reference/ratings.js';
import { SORTABLE_FIELDS } from '../../application/queries/screen/screen-criteria.js';

export const ORDER_CODES = [
  'RS',
  'SEC',
  'IG',
  'AUD',
  'DOM',
  'EXC',
  'INC',
  'STA',
  'OYC',
  'MCD',
  'RAT',
  'YEAR',
] as const;

export class FilterOrder {
  @ApiPropertyOptional({ enum: Object.keys(SORTABLE_FIELDS) })
  @IsIn(Object.keys(SORTABLE_FIELDS))
  field!: keyof typeof SORTABLE_FIELDS;

  @ApiPropertyOptional({ enum: ['asc', 'desc'] })
  @IsIn(['asc', 'desc'])
  dir!: 'asc' | 'desc';
}

/** The spec's upper bound of the market-cap inputs ($ millions). */
export const MAX_MARKET_CAP = 99_999_999_999;

/** The spec's filter body (section 3). Every field is optional; the exchange list defaults to all permitted. */
export class FilterBody {
  @ApiPropertyOptional({
    type: [String],
    enum: ORDER_CODES,
    description: 'The chosen criteria in the order chosen',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsIn([...ORDER_CODES], { each: true })
  order?: string[];

  @ApiPropertyOptional() @optionalNumberIn(0, 100) minRiskScore?: number;
  @ApiPropertyOptional() @optionalNumberIn(0, 100) maxRiskScore?: number;
  @ApiPropertyOptional({ type: [Number] }) @optionalIds() sectorId?: number[];
  @ApiPropertyOptional({ type: [Number] }) @optionalIds() industryGroupId?: number[];
  @ApiPropertyOptional({ type: [Number] }) @optionalIds() auditorId?: number[];
  @ApiPropertyOptional({ type: [String] }) @optionalTexts() domicile?: string[];
  @ApiPropertyOptional({ type: [Number], description: 'exchange_countryID values' })
  @optionalIds()
  exchange?: number[];
  @ApiPropertyOptional({ type: [String] }) @optionalTexts() incorporation?: string[];
  @ApiPropertyOptional({ type: [String] }) @optionalTexts() status?: string[];

  @ApiPropertyOptional({ type: [String], enum: RATINGS })
  @IsOptional()
  @IsArray()
  @IsIn([...RATINGS], { each: true })
  rating?: string[];

  @ApiPropertyOptional() @optionalNumberIn(-100, 100) minOneYearChange?: number;
  @ApiPropertyOptional() @optionalNumberIn(-100, 100) maxOneYearChange?: number;
  /** The spec's names; they carry the market value in $ millions (docs/spec-decisions.md). */
  @ApiPropertyOptional({ description: 'Minimum market value, $ millions', example: 500 })
  @optionalNumberIn(0, MAX_MARKET_CAP)
  minMarketCapDecile?: number;
  @ApiPropertyOptional({ description: 'Maximum market value, $ millions', example: 20000 })
  @optionalNumberIn(0, MAX_MARKET_CAP)
  maxMarketCapDecile?: number;
  @ApiPropertyOptional() @optionalIntegerIn(0, 1_000_000) index?: number;
  @ApiPropertyOptional({ maximum: 100 }) @optionalIntegerIn(1, 100) maxResult?: number;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(64) pageToken?: string;
  @ApiPropertyOptional() @optionalNumberIn(1990, 2100) year?: number;
  @ApiPropertyOptional() @optionalNumberIn(1990, 2100) choosenYear?: number;
  @ApiPropertyOptional() @optionalIntegerIn(0, 1_000_000) pageSkip?: number;
  @ApiPropertyOptional({ maximum: 100 }) @optionalIntegerIn(1, 100) pageTake?: number;

  @ApiPropertyOptional({ type: [FilterOrder] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(5)
  @ValidateNested({ each: true })
  @Type(() => FilterOrder)
  filterOrders?: FilterOrder[];

  @ApiPropertyOptional({ type: [Number], description: '[min, max] (alternative to min/maxRiskScore)' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(2)
  @Type(() => Number)
  @IsNumber({}, { each: true })
  riskScore?: number[];

  @ApiPropertyOptional({ type: [Number], description: '[min, max]' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(2)
  @Type(() => Number)
  @IsNumber({}, { each: true })
  oneYearChange?: number[];

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(255) name?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(64) selectedID?: string;
  @ApiPropertyOptional() @IsOptional() @Type(() => Number) @IsInt() selectedRegionID?: number;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(255) selectedExchange?: string;
  @ApiPropertyOptional() @IsOptional() @Type(() => Number) @IsInt() lastSelectedYear?: number;
}

export class SearchRequest {
  @ApiPropertyOptional({ description: 'At least 1 character; uppercased' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @MinLength(1, { message: 'Search needs at least 1 character.' })
  @MaxLength(255)
  keywords!: string;

  @ApiPropertyOptional({ maximum: 100 }) @optionalIntegerIn(1, 100) maxResult?: number;
  @ApiPropertyOptional() @optionalIntegerIn(0, 1_000_000) index?: number;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(64) pageToken?: string;
}
