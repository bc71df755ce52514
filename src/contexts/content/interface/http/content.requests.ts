import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { TERMS_KINDS, type TermsKind } from '../../domain/terms.js';

/**
 * Request bodies of the content calls. Fields are only type-checked here; the rules (required, lengths,
 * dates) live in the domain, so each failure carries its own catalogue code (docs/api/content.md).
 */

export class AnnouncementRequest {
  @ApiProperty({ maxLength: 255, example: 'Planned maintenance' })
  @IsOptional()
  @IsString()
  @MaxLength(10_000, { message: 'ANNOUNCEMENT_TITLE_TOO_LONG' })
  title?: string;

  @ApiProperty({ description: 'Rich HTML; sanitised with the allowlist of docs/api/content.md' })
  @IsOptional()
  @IsString()
  content?: string;

  @ApiProperty({ example: '2026-11-21', description: 'YYYY-MM-DD (an ISO date-time is cut to its UTC date)' })
  @IsOptional()
  @IsString()
  @MaxLength(40, { message: 'INVALID_START_DATE' })
  startDate?: string;

  @ApiProperty({ example: '2026-11-30', description: 'YYYY-MM-DD, not before startDate' })
  @IsOptional()
  @IsString()
  @MaxLength(40, { message: 'INVALID_END_DATE' })
  endDate?: string;
}

export class EditAnnouncementRequest extends AnnouncementRequest {
  @ApiProperty({ format: 'uuid' })
  @IsString()
  @MaxLength(64)
  id!: string;
}

export class AnnouncementIdRequest {
  @ApiProperty({ format: 'uuid' })
  @IsString()
  @MaxLength(64)
  id!: string;
}

export class AcknowledgeAnnouncementRequest extends AnnouncementIdRequest {
  @ApiPropertyOptional({ minimum: 1, description: 'The version shown; default the current one' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  version?: number;
}

export class EditTermsRequest {
  @ApiProperty({ description: 'Rich HTML; sanitised' })
  @IsOptional()
  @IsString()
  content?: string;

  @ApiPropertyOptional({ enum: TERMS_KINDS, default: 'GENERAL' })
  @IsOptional()
  @IsIn([...TERMS_KINDS])
  kind?: TermsKind;
}

export class EditSettingRequest {
  @ApiProperty({ example: 'idleTime' })
  @IsString()
  @MaxLength(64)
  key!: string;

  @ApiProperty({ example: '43200', description: 'TEXT: rich HTML (sanitised); other types: plain text' })
  @IsOptional()
  @IsString()
  value?: string;

  @ApiPropertyOptional({ maxLength: 1000 })
  @IsOptional()
  @IsString()
  description?: string;

  @ApiPropertyOptional({ enum: ['NUMERIC', 'TEXT', 'STRING', 'DATASET'] })
  @IsOptional()
  @IsString()
  @MaxLength(16, { message: 'INVALID_SETTING_TYPE' })
  type?: string;
}

/** The row of the settings grid may be sent as it is: only `value` counts. */
export class TestConnectionRequest {
  @ApiPropertyOptional({ description: 'The dataset source to test; default the stored dataset setting' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  value?: string;

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(64) key?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(16) type?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() description?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(64) updated?: string;
}

export class EditPopupTextRequest {
  @ApiProperty({ example: 'pop_history' })
  @IsString()
  @MaxLength(64)
  id!: string;

  @ApiPropertyOptional({ maxLength: 255, description: 'Default: the current title' })
  @IsOptional()
  @IsString()
  @MaxLength(10_000, { message: 'POPUP_TITLE_TOO_LONG' })
  title?: string;

  @ApiProperty({ maxLength: 2000, description: 'Plain text' })
  @IsOptional()
  @IsString()
  @MaxLength(100_000, { message: 'POPUP_TEXT_TOO_LONG' })
  text?: string;
}

export class TicketRequest {
  @ApiProperty({ maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(10_000, { message: 'TICKET_TITLE_TOO_LONG' })
  ticketTitle?: string;

  @ApiProperty({ maxLength: 500 })
  @IsOptional()
  @IsString()
  @MaxLength(100_000, { message: 'TICKET_BODY_TOO_LONG' })
  ticketBody?: string;

  @ApiPropertyOptional({ enum: ['SUPPORT', 'ISSUE'], default: 'SUPPORT' })
  @IsOptional()
  @IsString()
  @MaxLength(16, { message: 'INVALID_TICKET_KIND' })
  kind?: string;

  @ApiPropertyOptional({ maxLength: 2000, example: '/dashboard' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  currentView?: string;
}
