import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { optionalIds, optionalNumberIn, optionalTexts } from '../../../../shared/http/field-validators.js';
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
import { RATINGS } from '../../../screening/index.js';
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

/** Saving a filter: a name, the replace confirmation, and the saved-filter fields (spec section 3) in the filter body's names. */
export class SaveFilterRequest {
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

  @ApiPropertyOptional({ type: [Number] }) @optionalIds() sectorId?: number[];
  @ApiPropertyOptional({ type: [Number] }) @optionalIds() industryGroupId?: number[];
  @ApiPropertyOptional({ type: [Number] }) @optionalIds() auditorId?: number[];
  @ApiPropertyOptional({ type: [String] }) @optionalTexts() domicile?: string[];
  @ApiPropertyOptional({ type: [String] }) @optionalTexts() incorporation?: string[];
  @ApiPropertyOptional({ type: [String] }) @optionalTexts() status?: string[];
  @ApiPropertyOptional({ type: [String], enum: RATINGS })
  @IsOptional()
  @IsArray()
  @IsIn([...RATINGS], { each: true })
  rating?: string[];
  @ApiPropertyOptional() @optionalNumberIn(0, 100) minRiskScore?: number;
  @ApiPropertyOptional() @optionalNumberIn(0, 100) maxRiskScore?: number;
  @ApiPropertyOptional() @optionalNumberIn(-100, 100) minOneYearChange?: number;
  @ApiPropertyOptional() @optionalNumberIn(-100, 100) maxOneYearChange?: number;
  @ApiPropertyOptional() @optionalNumberIn(1990, 2100) year?: number;
  @ApiPropertyOptional({ description: 'Minimum market value, $ millions' })
  @optionalNumberIn(0, 99_999_999_999)
  minMarketCapDecile?: number;
  @ApiPropertyOptional({ description: 'Maximum market value, $ millions' })
  @optionalNumberIn(0, 99_999_999_999)
  maxMarketCapDecile?: number;
}
