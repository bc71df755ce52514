import { ApiProperty } from '@nestjs/swagger';
import { TENANT_REQUEST_STATES, TENANT_REQUEST_TYPES } from '../../domain/tenant-request.js';

const nullableText = { type: String, nullable: true } as const;
const nullableDate = { type: String, format: 'date-time', nullable: true } as const;

export class RequestedPersonView {
  @ApiProperty() displayName!: string;
  @ApiProperty() email!: string;
  @ApiProperty() lucaAccessible!: boolean;
  @ApiProperty({ ...nullableText, format: 'uuid', description: 'The user, once the request started' })
  uid!: string | null;
  @ApiProperty({ ...nullableText, description: 'Why this person could not be created at the start' })
  error!: string | null;
}

/** The spec's Tenant/user request. */
export class TenantRequestViewDto {
  @ApiProperty({ format: 'uuid' }) featureRequestId!: string;
  @ApiProperty({ enum: TENANT_REQUEST_TYPES }) requestType!: string;
  @ApiProperty({ enum: TENANT_REQUEST_STATES }) state!: string;
  @ApiProperty({ example: 'Asia/Singapore', description: 'IANA time zone the dates were chosen in' })
  country!: string;
  @ApiProperty({ format: 'date-time' }) startDate!: string;
  @ApiProperty({ format: 'date-time' }) endDate!: string;
  @ApiProperty({
    ...nullableText,
    format: 'uuid',
    description: 'USER/LUCA: the existing tenant; TENANT: the created one once started',
  })
  tenantId!: string | null;
  @ApiProperty(nullableText) organizationName!: string | null;
  @ApiProperty(nullableText) organizationUrl!: string | null;
  @ApiProperty({ ...nullableText, description: 'POC name' }) contactName!: string | null;
  @ApiProperty({ ...nullableText, description: 'POC email' }) contactEmail!: string | null;
  @ApiProperty(nullableText) tenantManagerName!: string | null;
  @ApiProperty(nullableText) tenantManagerEmail!: string | null;
  @ApiProperty({ type: [Number], description: 'Exchange country ids' }) regions!: number[];
  @ApiProperty({ description: "Region names, comma-separated ('All' with selectAllRegions)" })
  regionName!: string;
  @ApiProperty() selectAllRegions!: boolean;
  @ApiProperty({ type: [RequestedPersonView] }) personList!: RequestedPersonView[];
  @ApiProperty({ type: [String], description: 'LUCA: the existing users' }) uids!: string[];
  @ApiProperty({ ...nullableText, description: 'Why it failed, or what part of it did not happen' })
  failureReason!: string | null;
  @ApiProperty(nullableDate) startedAt!: string | null;
  @ApiProperty(nullableDate) endedAt!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export class TenantRequestListView {
  @ApiProperty({ type: [TenantRequestViewDto] }) data!: TenantRequestViewDto[];
  @ApiProperty() total!: number;
}

export class UploadedPersonView {
  @ApiProperty() displayName!: string;
  @ApiProperty() email!: string;
  @ApiProperty() lucaAccessible!: boolean;
}

export class UploadLineErrorView {
  @ApiProperty({ description: 'Line (csv) or row (xlsx) of the file; the header is 1' }) line!: number;
  @ApiProperty() message!: string;
}

export class UploadedPersonsView {
  @ApiProperty({ type: [UploadedPersonView], description: 'The valid lines, to fill personList' })
  personList!: UploadedPersonView[];
  @ApiProperty({ type: [UploadLineErrorView] }) errors!: UploadLineErrorView[];
  @ApiProperty({ description: 'Data lines read' }) total!: number;
  @ApiProperty({ description: 'Lines in personList' }) accepted!: number;
}
