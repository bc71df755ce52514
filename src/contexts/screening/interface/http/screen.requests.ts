import { ApiPropertyOptional } from '@nestjs/swagger';
import { optionalIntegerIn, optionalNumberIn } from '../../../../shared/http/field-validators.js';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
  ValidateNested,
} from 'class-validator';
import type { Type as Class } from '@nestjs/common';
import {
  ORDER_CODES,
  SCREEN_CRITERIA,
  SORTABLE_FIELDS,
  type CriteriaRequestFields,
} from '../../domain/published/screen-criteria.js';
import { criteriaRequestFields } from './screen-criteria.http.js';

export class FilterOrder {
  @ApiPropertyOptional({ enum: Object.keys(SORTABLE_FIELDS) })
  @IsIn(Object.keys(SORTABLE_FIELDS))
  field!: keyof typeof SORTABLE_FIELDS;

  @ApiPropertyOptional({ enum: ['asc', 'desc'] })
  @IsIn(['asc', 'desc'])
  dir!: 'asc' | 'desc';
}

const CriteriaFields = criteriaRequestFields(SCREEN_CRITERIA, {
  pairs: true,
  examples: true,
}) as Class<CriteriaRequestFields>;

/**
 * The spec's filter body (section 3). Every field is optional; the exchange list defaults to all permitted.
 * The criteria's fields come from the criteria table; the rest are the order list, paging, sort and year.
 */
export class FilterBody extends CriteriaFields {
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
