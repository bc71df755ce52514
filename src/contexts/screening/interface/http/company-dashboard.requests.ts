import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Length,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { CLUSTER_CODES } from '../../domain/reference/clusters.js';

class TickerField {
  @ApiProperty({ example: 'AAPL-US' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  tickerId!: string;
}

const Year = (): PropertyDecorator => {
  const decorators = [
    Type(() => Number),
    IsInt({ message: 'year must be a whole year' }),
    Min(1990),
    Max(2100),
  ];
  return (target, key) => decorators.forEach((decorator) => decorator(target, key));
};
const ExchangeId = (): PropertyDecorator => {
  const decorators = [
    Type(() => Number),
    IsInt({ message: 'exchangeCountryId must be a number' }),
    Min(1),
    Max(10_000),
  ];
  return (target, key) => decorators.forEach((decorator) => decorator(target, key));
};

export class TickerYearRequest extends TickerField {
  @ApiProperty({ example: 2025 }) @Year() year!: number;
  @ApiProperty({ example: 1 }) @ExchangeId() exchangeCountryId!: number;
}

export class TickerExchangeRequest extends TickerField {
  @ApiProperty({ example: 1 }) @ExchangeId() exchangeCountryId!: number;
}

export class YearExchangeRequest {
  @ApiProperty({ example: 2025 }) @Year() year!: number;
  @ApiProperty({ example: 1 }) @ExchangeId() exchangeCountryId!: number;
}

export class ChartFactorRequest extends TickerField {
  @ApiProperty({ example: 2025 }) @Year() year!: number;
  @ApiProperty({ example: 1 }) @ExchangeId() exchange_countryID!: number;

  @ApiPropertyOptional({
    type: [String],
    enum: CLUSTER_CODES,
    description: 'Empty or absent: all 14 clusters',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(14)
  @IsIn([...CLUSTER_CODES], { each: true })
  clusterType?: string[];
}

export class TickerRequest extends TickerField {}

export class IsinRequest {
  @ApiProperty({ example: 'US0378331005' })
  @IsString()
  @Length(12, 12, { message: 'isin must have 12 characters' })
  isin!: string;
}

/**
 * The spec's full-report call: isin, year, regionId (the exchange country), uid and email; or the ticker
 * id instead of the ISIN, for a company that has none (SEC EDGAR data: isin 'missing').
 */
export class FullReportUrlRequest {
  @ApiPropertyOptional({ example: 'US0378331005', description: 'Required unless tickerId is given' })
  @ValidateIf((request: FullReportUrlRequest) => request.tickerId === undefined)
  @IsString()
  @Length(12, 12, { message: 'isin must have 12 characters' })
  isin?: string;

  @ApiPropertyOptional({ example: 'AAPL', description: 'The ticker id; used instead of the ISIN when given' })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  tickerId?: string;

  @ApiProperty({ example: 2025 }) @Year() year!: number;
  @ApiProperty({ example: 1, description: 'exchange_countryID of the listing' })
  @ExchangeId()
  regionId!: number;

  @ApiPropertyOptional({ description: 'Ignored: the caller is taken from the token' })
  @IsOptional()
  @IsString()
  @MaxLength(128)
  uid?: string;

  @ApiPropertyOptional({ description: 'Ignored: the caller is taken from the token' })
  @IsOptional()
  @IsString()
  @MaxLength(320)
  email?: string;
}
