import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  Equals,
  IsArray,
  IsBoolean,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
} from 'class-validator';

/** The tenant a billing call is for: optional, the caller's own; another tenant's answers 403. */
export class TenantBillingRequest {
  @ApiPropertyOptional({ format: 'uuid', description: "The caller's tenant (default); another tenant: 403" })
  @IsOptional()
  @IsUUID()
  tenantId?: string;
}

/** A plan of the order form: the bundle, seats, the bundle's region count and the regions chosen. */
export class PlanRequest extends TenantBillingRequest {
  @ApiProperty({ example: 'ledgerscope-professional' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(128)
  productId!: string;

  @ApiProperty({ minimum: 1, description: 'Seats, a whole number from 1' })
  @IsNumber({ allowNaN: false, allowInfinity: false })
  seatCount!: number;

  @ApiProperty({
    minimum: 1,
    description: "The bundle's region count: regionIds must hold exactly this many",
  })
  @IsNumber({ allowNaN: false, allowInfinity: false })
  regionCount!: number;

  @ApiProperty({ type: [Number], description: 'exchange_countryID of each region chosen' })
  @IsArray()
  @ArrayMaxSize(500)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { each: true })
  regionIds!: number[];
}

export class AgreeSubscriptionTermsRequest {
  @ApiProperty({ description: "The tenant's companyId; another tenant's: 403" })
  @IsInt()
  companyId!: number;

  @ApiProperty({ enum: [true] })
  @Equals(true, { message: 'Please agree to the subscription terms.' })
  agreedTerms!: boolean;

  @ApiPropertyOptional({ description: 'Kept for the spec payload; regions come from the purchase' })
  @IsOptional()
  @IsBoolean()
  selectAllRegions?: boolean;
}

export class AddSubscriptionRequest extends TenantBillingRequest {
  @ApiProperty({ description: "The order id of the checkout's success message" })
  @IsString()
  @IsNotEmpty()
  @MaxLength(128)
  orderId!: string;
}

export class CancelSubscriptionRequest extends TenantBillingRequest {
  @ApiProperty({
    example: 'expensive;other',
    description:
      'Reasons joined by ";": expensive, lowfrequency, obsolete, competition, issues, expectation, other',
  })
  @IsString()
  @MaxLength(255)
  cancellationReason!: string;

  @ApiPropertyOptional({ maxLength: 500, description: "Required when 'other' is chosen" })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  otherReason?: string;
}

export class BundleQuery {
  @ApiProperty({ example: 'ledgerscope-professional-annual' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(128)
  productId!: string;

  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsNumber({ allowNaN: false, allowInfinity: false })
  seatCount?: number;

  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsNumber({ allowNaN: false, allowInfinity: false })
  regionCount?: number;
}

export class SandboxPayRequest {
  @ApiProperty({ example: '4242 4242 4242 4242' })
  @IsString()
  @MaxLength(32)
  cardNumber!: string;

  @ApiProperty({ example: '12/30', description: 'MM/YY' })
  @IsString()
  @MaxLength(16)
  expiry!: string;

  @ApiProperty({ example: '123' })
  @IsString()
  @MaxLength(8)
  cvc!: string;

  @ApiProperty()
  @IsString()
  @MaxLength(100)
  cardholderName!: string;

  @ApiPropertyOptional({ example: 'GB', description: 'ISO country code: the tax rate' })
  @IsOptional()
  @IsString()
  @MaxLength(2)
  country?: string;
}

export class SandboxQuoteQuery {
  @ApiPropertyOptional({ example: 'GB' })
  @IsOptional()
  @IsString()
  @MaxLength(2)
  country?: string;
}

export class SandboxBillingRunRequest {
  @ApiPropertyOptional({ description: 'Only this sandbox subscription (when due); default: every due one' })
  @IsOptional()
  @IsString()
  @MaxLength(128)
  subscriptionId?: string;
}
