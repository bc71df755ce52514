import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { TENANT_REQUEST_TYPES, type TenantRequestType } from '../../domain/tenant-request.js';

/*
 * Shapes only: every field is optional here, so that the domain answers a missing one with the
 * spec's text ('Organization name is required.', 'Please select Access to Luca', ...).
 */

export class RequestedPersonRequest {
  @ApiPropertyOptional({ example: 'Ned Analyst', maxLength: 255 })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  displayName?: string | null;

  @ApiPropertyOptional({ example: 'ned@northwind.test', maxLength: 320 })
  @IsOptional()
  @IsString()
  @MaxLength(320)
  email?: string | null;

  @ApiPropertyOptional({ description: "Access to Luca: required ('Please select Access to Luca')" })
  @IsOptional()
  @IsBoolean()
  lucaAccessible?: boolean | null;

  @ApiPropertyOptional({ description: 'Ignored (answers carry it once the request started)', nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  uid?: string | null;

  @ApiPropertyOptional({ description: 'Ignored (answers carry it)', nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  error?: string | null;
}

export class TenantRequestBody {
  @ApiPropertyOptional({ format: 'uuid', description: 'Present: edit that PENDING request' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  featureRequestId?: string | null;

  @ApiPropertyOptional({ enum: TENANT_REQUEST_TYPES, default: 'TENANT' })
  @IsOptional()
  @IsString()
  @MaxLength(16)
  requestType?: TenantRequestType | null;

  @ApiPropertyOptional({ example: 'Asia/Singapore', description: 'IANA time zone; default UTC' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  country?: string | null;

  @ApiPropertyOptional({
    example: '2026-11-23T09:00:00+08:00',
    description: 'ISO 8601; without an offset, wall-clock time in `country`',
  })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  startDate?: string | null;

  @ApiPropertyOptional({ example: '2027-11-23T09:00:00+08:00' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  endDate?: string | null;

  @ApiPropertyOptional({ format: 'uuid', description: 'USER and LUCA: the existing tenant' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  tenantId?: string | null;

  @ApiPropertyOptional({ maxLength: 255 })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  organizationName?: string | null;

  @ApiPropertyOptional({ maxLength: 2048 })
  @IsOptional()
  @IsString()
  @MaxLength(2048)
  organizationUrl?: string | null;

  @ApiPropertyOptional({ maxLength: 255, description: 'POC name' })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  contactName?: string | null;

  @ApiPropertyOptional({ maxLength: 320, description: 'POC email' })
  @IsOptional()
  @IsString()
  @MaxLength(320)
  contactEmail?: string | null;

  @ApiPropertyOptional({ maxLength: 255 })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  tenantManagerName?: string | null;

  @ApiPropertyOptional({ maxLength: 320 })
  @IsOptional()
  @IsString()
  @MaxLength(320)
  tenantManagerEmail?: string | null;

  @ApiPropertyOptional({ type: [Number], description: 'Exchange country ids (TENANT)' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(500)
  @IsInt({ each: true })
  regions?: number[] | null;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean()
  selectAllRegions?: boolean | null;

  @ApiPropertyOptional({ type: [String], description: 'LUCA: the existing users' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(1000)
  @IsString({ each: true })
  @MaxLength(64, { each: true })
  uids?: string[] | null;

  @ApiPropertyOptional({ type: [RequestedPersonRequest], description: 'TENANT and USER' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(1000)
  @ValidateNested({ each: true })
  @Type(() => RequestedPersonRequest)
  personList?: RequestedPersonRequest[] | null;
}

export class TenantRequestListQuery {
  @ApiPropertyOptional({
    description: 'TENANT, USER, LUCA or several comma-separated (USER,LUCA); all when absent',
    example: 'USER,LUCA',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((part) => part.trim().toUpperCase())
          .filter((part) => part !== '')
      : value,
  )
  @IsArray()
  @ArrayMaxSize(3)
  @IsIn(TENANT_REQUEST_TYPES, { each: true, message: 'INVALID_REQUEST_TYPE' })
  requestType?: TenantRequestType[];
}
