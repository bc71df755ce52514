import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsBoolean,
  IsDate,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { SPEC_EMAIL_PATTERN } from '../../../../shared/http/field-validators.js';
import { TENANT_SORT_FIELDS, type TenantSortField } from '../../domain/tenant.repository.js';

const trimmed = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));
const lowerTrimmed = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toLowerCase() : value,
  );

/** A required email in the spec's pattern: `required` is the catalogue key when it is empty. */
function SpecEmail(required: 'POC_EMAIL_REQUIRED' | 'EMAIL_REQUIRED'): PropertyDecorator {
  return (target, key) => {
    lowerTrimmed()(target, key);
    IsString({ message: required })(target, key);
    IsNotEmpty({ message: required })(target, key);
    MaxLength(320, { message: 'INVALID_EMAIL' })(target, key);
    Matches(SPEC_EMAIL_PATTERN, { message: 'INVALID_EMAIL' })(target, key);
  };
}

export class TenantListQuery {
  @ApiPropertyOptional({ maxLength: 255, description: 'Organization name or POC email' })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  searchInput?: string;

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100_000)
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 10 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  pageSize?: number;

  @ApiPropertyOptional({ enum: TENANT_SORT_FIELDS, default: 'companyId' })
  @IsOptional()
  @IsIn(TENANT_SORT_FIELDS)
  sortField?: TenantSortField;

  @ApiPropertyOptional({ enum: ['asc', 'desc'], default: 'asc' })
  @IsOptional()
  @IsIn(['asc', 'desc'])
  sortDir?: 'asc' | 'desc';
}

/** The organisation and its point of contact: what staff's Add Company and the public sign-up share. */
export class OrganisationRequest {
  @ApiProperty({ example: 'Northwind Capital', maxLength: 255 })
  @trimmed()
  @IsString({ message: 'ORGANIZATION_NAME_REQUIRED' })
  @IsNotEmpty({ message: 'ORGANIZATION_NAME_REQUIRED' })
  @MaxLength(255, { message: 'INVALID_DISPLAY_NAME' })
  organizationName!: string;

  @ApiProperty({ example: 'https://northwind.test', maxLength: 2048 })
  @trimmed()
  @IsString({ message: 'ORGANIZATION_URL_REQUIRED' })
  @IsNotEmpty({ message: 'ORGANIZATION_URL_REQUIRED' })
  @MaxLength(2048)
  organizationUrl!: string;

  @ApiProperty({ example: 'Nora North', description: 'POC name', maxLength: 255 })
  @trimmed()
  @IsString({ message: 'POC_NAME_REQUIRED' })
  @IsNotEmpty({ message: 'POC_NAME_REQUIRED' })
  @MaxLength(255)
  contactName!: string;

  @ApiProperty({ example: 'nora@northwind.test', description: 'POC email' })
  @SpecEmail('POC_EMAIL_REQUIRED')
  contactEmail!: string;
}

/** The spec's Tenant creation form (staff's Add Company). */
export class TenantFormRequest extends OrganisationRequest {
  @ApiPropertyOptional({ nullable: true, maxLength: 255 })
  @IsOptional()
  @trimmed()
  @IsString()
  @MaxLength(255)
  tenantManagerName?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @lowerTrimmed()
  @ValidateIf((_, value) => value !== '' && value !== null)
  @Matches(SPEC_EMAIL_PATTERN, { message: 'INVALID_EMAIL' })
  @MaxLength(320, { message: 'INVALID_EMAIL' })
  tenantManagerEmail?: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  @Type(() => Date)
  @IsDate({ message: 'START_DATE_REQUIRED' })
  startDate!: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  @Type(() => Date)
  @IsDate({ message: 'END_DATE_REQUIRED' })
  endDate!: Date;

  @ApiProperty({ type: [Number], example: [1, 3], description: 'exchange_countryID values' })
  @IsArray({ message: 'REGION_REQUIRED' })
  @ArrayNotEmpty({ message: 'REGION_REQUIRED' })
  @ArrayMaxSize(200)
  @IsInt({ each: true, message: 'REGION_REQUIRED' })
  @Min(1, { each: true, message: 'REGION_REQUIRED' })
  region!: number[];

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean()
  selectAllRegions?: boolean;
}

export class EditTenantRequest extends TenantFormRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'TENANT_NOT_FOUND' })
  id!: string;

  @ApiPropertyOptional({ description: 'true active, false disabled' })
  @IsOptional()
  @IsBoolean()
  status?: boolean;
}

export class TenantIdRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'TENANT_NOT_FOUND' })
  tenantId!: string;
}

export class TenantStatusRequest extends TenantIdRequest {
  @ApiProperty({ description: 'true active, false disabled' })
  @IsBoolean()
  status!: boolean;
}

export class UpdateTenantManagerRequest extends TenantIdRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'USER_NOT_FOUND' })
  userId!: string;

  @ApiProperty({ minimum: 0, description: 'Users limit (seats) of the tenant' })
  @Type(() => Number)
  @IsInt({ message: 'INVALID_USERS_LIMIT' })
  @Min(0, { message: 'INVALID_USERS_LIMIT' })
  @Max(100_000, { message: 'INVALID_USERS_LIMIT' })
  limit!: number;
}

export class OptionalTenantQuery {
  @ApiPropertyOptional({ format: 'uuid', description: "A tenant administrator's own tenant when left out" })
  @IsOptional()
  @IsUUID('all', { message: 'TENANT_NOT_FOUND' })
  tenantId?: string;
}

export class AddPersonRequest extends TenantIdRequest {
  @ApiProperty({ example: 'Nina Newman', maxLength: 255 })
  @trimmed()
  @IsString({ message: 'USER_NAME_REQUIRED' })
  @IsNotEmpty({ message: 'USER_NAME_REQUIRED' })
  @MaxLength(255)
  displayName!: string;

  @ApiProperty({ example: 'nina@acme.test' })
  @SpecEmail('EMAIL_REQUIRED')
  email!: string;

  @ApiPropertyOptional({ default: false, description: 'Staff only' })
  @IsOptional()
  @IsBoolean()
  lucaAccessible?: boolean;
}

export class PersonIdRequest extends TenantIdRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'USER_NOT_FOUND' })
  uid!: string;
}

export class EditPersonRequest extends PersonIdRequest {
  @ApiPropertyOptional({ maxLength: 255 })
  @IsOptional()
  @trimmed()
  @IsString({ message: 'USER_NAME_REQUIRED' })
  @IsNotEmpty({ message: 'USER_NAME_REQUIRED' })
  @MaxLength(255)
  displayName?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  disabled?: boolean;

  @ApiPropertyOptional({ description: 'Staff only' })
  @IsOptional()
  @IsBoolean()
  lucaAccessible?: boolean;

  @ApiPropertyOptional({ enum: ['USER', 'SALE'], description: 'An administrator, provider users only' })
  @IsOptional()
  @IsIn(['USER', 'SALE'])
  role?: 'USER' | 'SALE';
}

export class PersonIdsRequest extends TenantIdRequest {
  @ApiProperty({ type: [String], format: 'uuid' })
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(500)
  @IsUUID('all', { each: true, message: 'USER_NOT_FOUND' })
  listIds!: string[];
}

export class PersonsStatusRequest extends PersonIdsRequest {
  @ApiProperty()
  @IsBoolean()
  disabled!: boolean;
}

export class PersonsLucaRequest extends PersonIdsRequest {
  @ApiProperty()
  @IsBoolean()
  lucaAccessible!: boolean;
}

/** The spec's Tenant sign-up. */
export class SignUpRequest extends OrganisationRequest {
  @ApiProperty({
    example: 'ledgerscope-professional',
    description: 'The bundle chosen on /subscriptionPlans',
  })
  @trimmed()
  @IsString()
  @IsNotEmpty()
  @MaxLength(128)
  productId!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  blogNewsArticlesSubscription?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  hsMarketableStatus?: boolean;
}
