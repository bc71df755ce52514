import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { Role } from '../../../../shared/domain/roles.js';

export class RegionNameView {
  @ApiProperty() exchange_countryID!: number;
  @ApiProperty() exchange_country!: string;
}

/** The spec's Tenant entity. */
export class TenantViewDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() companyId!: number;
  @ApiProperty() organizationName!: string;
  @ApiProperty() organizationUrl!: string;
  @ApiProperty({ description: 'POC name' }) contactName!: string;
  @ApiProperty({ description: 'POC email' }) contactEmail!: string;
  @ApiProperty({ type: String, nullable: true }) tenantManagerName!: string | null;
  @ApiProperty({ type: String, nullable: true }) tenantManagerEmail!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The user admin's email" }) userAdmin!:
    string | null;
  @ApiProperty({ description: 'Exchange country names, comma-separated' }) regionName!: string;
  @ApiProperty({ type: [RegionNameView] }) selectedRegion!: RegionNameView[];
  @ApiProperty({ type: [Number] }) region!: number[];
  @ApiProperty() selectAllRegions!: boolean;
  @ApiProperty({ format: 'date-time' }) startDate!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) endDate!: string | null;
  @ApiProperty({ description: 'true active, false disabled' }) status!: boolean;
  @ApiProperty({ description: 'Self-service plan' }) ssp!: boolean;
  @ApiProperty() sspExpired!: boolean;
  @ApiProperty({ description: "The provider's own tenant" }) provider!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) subscriptionEndDate!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) subscriptionPaymentDate!: string | null;
  @ApiProperty({ description: 'Seats' }) usersLimit!: number;
  @ApiProperty() userCount!: number;
  @ApiProperty({ description: 'usersLimit - userCount, floor 0' }) seatsLeft!: number;
}

export class TenantPageView {
  @ApiProperty({ type: [TenantViewDto] }) data!: TenantViewDto[];
  @ApiProperty() total!: number;
}

/** The spec's Person entity. */
export class PersonViewDto {
  @ApiProperty({ format: 'uuid' }) uid!: string;
  @ApiProperty() displayName!: string;
  @ApiProperty() email!: string;
  @ApiProperty() disabled!: boolean;
  @ApiProperty({ enum: ['Active', 'Inactive'] }) status!: 'Active' | 'Inactive';
  @ApiProperty() lucaAccessible!: boolean;
  @ApiProperty({ description: 'The user admin (tenant manager)' }) isManager!: boolean;
  @ApiProperty({ enum: ['ADMINISTRATOR', 'SALE', 'TENANT_ADMINISTRATOR', 'USER'] }) role!: Role;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastLoginDate!: string | null;
  @ApiProperty({ format: 'uuid' }) tenantId!: string;
}

export class PersonListTenantView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() organizationName!: string;
  @ApiProperty() ssp!: boolean;
  @ApiProperty() provider!: boolean;
}

export class PersonListView {
  @ApiProperty({ type: [PersonViewDto] }) listUser!: PersonViewDto[];
  @ApiProperty({ description: 'Seats of the tenant' }) limit!: number;
  @ApiProperty() userCount!: number;
  @ApiProperty() seatsLeft!: number;
  @ApiProperty({ type: PersonListTenantView }) tenant!: PersonListTenantView;
}

export class CountView {
  @ApiPropertyOptional() deleted?: number;
  @ApiPropertyOptional() updated?: number;
}

export class SignUpView {
  @ApiProperty() message!: string;
}
