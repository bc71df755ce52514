import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { optionalNumberIn } from '../../../../shared/http/field-validators.js';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';
import type { Type as Class } from '@nestjs/common';
import {
  SCREEN_CRITERIA,
  criteriaRequestFields,
  type CriteriaRequestFields,
} from '../../../screening/index.js';
import { NOTIFICATION_FREQUENCIES, type NotificationFrequency } from '../../domain/alert-setting.js';
import { ORDER_CODES, type OrderCode } from '../../domain/saved-filter.js';
import { WATCHLIST_NAME_MAX } from '../../domain/watchlist.js';

const trimmed = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

export class WatchlistNameRequest {
  @ApiProperty({
    example: 'Tech watch',
    maxLength: WATCHLIST_NAME_MAX,
    description: 'Unique per user (any case)',
  })
  @trimmed()
  @IsString({ message: 'WATCHLIST_NAME_REQUIRED' })
  @IsNotEmpty({ message: 'WATCHLIST_NAME_REQUIRED' })
  @MaxLength(WATCHLIST_NAME_MAX, { message: 'WATCHLIST_NAME_REQUIRED' })
  name!: string;
}

export class CreateWatchlistRequest extends WatchlistNameRequest {
  @ApiPropertyOptional({
    type: [String],
    example: ['ACME-US'],
    description: 'Companies to start with (tickerID as the grid shows it)',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(500)
  @IsString({ each: true })
  @MaxLength(64, { each: true })
  tickerIds?: string[];
}

export class AddCompaniesRequest {
  @ApiProperty({
    type: [String],
    example: ['ACME-US'],
    description: 'tickerID values as the grid shows them',
  })
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(500)
  @IsString({ each: true })
  @MaxLength(64, { each: true })
  tickerIds!: string[];
}

export class ContainingQuery {
  @ApiProperty({ example: 'ACME-US', description: 'tickerID as the grid shows it' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  tickerId!: string;
}

export class WatchlistDownloadRequest {
  @ApiProperty({
    type: [String],
    format: 'uuid',
    description: '1 to 100 of your watchlist ids, in file order',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(1000)
  @IsString({ each: true })
  @MaxLength(64, { each: true })
  watchlistIds?: string[];

  @ApiProperty({ example: 'my-watchlists', description: "Required; '.csv' is added when missing" })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  fileName?: string;
}

export class AlertSettingsRequest {
  @ApiProperty({ enum: NOTIFICATION_FREQUENCIES, example: 'DAILY' })
  @IsIn([...NOTIFICATION_FREQUENCIES])
  frequency!: NotificationFrequency;
}

const SavedCriteriaFields = criteriaRequestFields(SCREEN_CRITERIA, { except: ['exchange'] }) as Class<
  Omit<CriteriaRequestFields, 'exchange'>
>;

/**
 * Saving a filter: a name, the replace confirmation, and the saved-filter fields (spec section 3) in the
 * filter body's names: the criteria table's (the screening context), the order list, the year, and the
 * exchange list, which a saved filter requires.
 */
export class SaveFilterRequest extends SavedCriteriaFields {
  @ApiProperty({
    example: 'US tech, high risk',
    maxLength: 100,
    description: "Required: 'Saved filter name is required.'",
  })
  @trimmed()
  @IsString({ message: 'FILTER_NAME_REQUIRED' })
  @IsNotEmpty({ message: 'FILTER_NAME_REQUIRED' })
  @MaxLength(100, { message: 'FILTER_NAME_REQUIRED' })
  name!: string;

  @ApiPropertyOptional({
    description:
      'Replace a filter of the same name (after the confirmation); without it 409 FILTER_NAME_ALREADY_EXISTS',
  })
  @IsOptional()
  @IsBoolean()
  replace?: boolean;

  @ApiPropertyOptional({
    type: [String],
    enum: ORDER_CODES,
    description: 'The chosen criteria in the order chosen',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsIn([...ORDER_CODES], { each: true })
  order?: OrderCode[];

  @ApiProperty({
    type: [Number],
    description: "exchange_countryID values; required: 'Exchange country is required'",
  })
  @IsArray({ message: 'EXCHANGE_REQUIRED' })
  @ArrayNotEmpty({ message: 'EXCHANGE_REQUIRED' })
  @ArrayMaxSize(100)
  @Type(() => Number)
  @IsInt({ each: true })
  exchange!: number[];

  @ApiPropertyOptional() @optionalNumberIn(1990, 2100) year?: number;
}
