import { TenancyError } from './tenancy-error.js';

/** What staff edit on a tenant (the spec's Tenant creation form plus the manager fields). */
export interface TenantDetails {
  organizationName: string;
  organizationUrl: string;
  contactName: string;
  contactEmail: string;
  tenantManagerName?: string | null;
  tenantManagerEmail?: string | null;
  regionIds: number[];
  selectAllRegions?: boolean;
  startDate: Date;
  endDate?: Date | null;
}

/** A new tenant: its details plus what staff and the sign-up decide once. */
export interface NewTenant extends TenantDetails {
  id: string;
  companyId: number;
  ssp: boolean;
  provider?: boolean;
  usersLimit?: number;
  createdAt: Date;
}

/** A customer company (or the provider's own organisation) whose people use the product. */
export class Tenant {
  id: string;
  companyId: number;
  organizationName: string;
  organizationUrl: string;
  contactName: string;
  contactEmail: string;
  tenantManagerName: string | null;
  tenantManagerEmail: string | null;
  regionIds: number[];
  selectAllRegions: boolean;
  startDate: Date;
  endDate: Date | null;
  /** true active, false disabled */
  status: boolean;
  /** Self-service plan (signed up and pays online) rather than an enterprise contract. */
  ssp: boolean;
  /** The provider's own tenant, whose staff run the console. */
  provider: boolean;
  /** Seats staff granted (enterprise tenants); SSP tenants take their seats from the subscription. */
  usersLimit: number;
  /** The person set as User Admin (tenant manager), if any. */
  managerUserId: string | null;
  createdAt: Date;
  updatedAt: Date;

  constructor(input: NewTenant) {
    Tenant.assertValidName(input.organizationName);
    Tenant.assertAccessDates(input.startDate, input.endDate ?? null);
    this.id = input.id;
    this.companyId = input.companyId;
    this.organizationName = input.organizationName.trim();
    this.organizationUrl = input.organizationUrl.trim();
    this.contactName = input.contactName.trim();
    this.contactEmail = input.contactEmail.trim().toLowerCase();
    this.tenantManagerName = input.tenantManagerName ?? null;
    this.tenantManagerEmail = input.tenantManagerEmail?.trim().toLowerCase() ?? null;
    this.regionIds = [...new Set(input.regionIds)].sort((a, b) => a - b);
    this.selectAllRegions = input.selectAllRegions ?? false;
    this.startDate = input.startDate;
    this.endDate = input.endDate ?? null;
    this.status = true;
    this.ssp = input.ssp;
    this.provider = input.provider ?? false;
    this.usersLimit = input.usersLimit ?? 0;
    this.managerUserId = null;
    this.createdAt = input.createdAt;
    this.updatedAt = input.createdAt;
  }

  /** Letters, digits, spaces, hyphens, dots, ampersands and apostrophes: names of real companies. */
  static assertValidName(name: string): void {
    const trimmed = name.trim();
    if (trimmed.length === 0 || trimmed.length > 255 || !/^[\p{L}\p{N}][\p{L}\p{N} .&'-]*$/u.test(trimmed)) {
      throw new TenancyError('INVALID_DISPLAY_NAME');
    }
  }

  /** Access ends after it starts: 'End Date must greater than Start Access' (creation) or the edit's text. */
  static assertAccessDates(startDate: Date, endDate: Date | null, message?: string): void {
    if (Number.isNaN(startDate.getTime()) || (endDate !== null && Number.isNaN(endDate.getTime()))) {
      throw new TenancyError('INVALID_ACCESS_DATES', message);
    }
    if (endDate !== null && endDate <= startDate) throw new TenancyError('INVALID_ACCESS_DATES', message);
  }

  /** Staff's Edit Tenant: the organisation, its contact, manager, regions and access dates. */
  edit(input: TenantDetails, at: Date): void {
    Tenant.assertValidName(input.organizationName);
    Tenant.assertAccessDates(
      input.startDate,
      input.endDate ?? null,
      'Start Date cannot after or equal End Date',
    );
    this.organizationName = input.organizationName.trim();
    this.organizationUrl = input.organizationUrl.trim();
    this.contactName = input.contactName.trim();
    this.contactEmail = input.contactEmail.trim().toLowerCase();
    this.tenantManagerName = input.tenantManagerName?.trim() || null;
    this.tenantManagerEmail = input.tenantManagerEmail?.trim().toLowerCase() || null;
    this.regionIds = [...new Set(input.regionIds)].sort((a, b) => a - b);
    this.selectAllRegions = input.selectAllRegions ?? false;
    this.startDate = input.startDate;
    this.endDate = input.endDate ?? null;
    this.updatedAt = at;
  }

  changeStatus(status: boolean, at: Date): void {
    this.status = status;
    this.updatedAt = at;
  }

  /** Only a self-service tenant can move to an enterprise contract. */
  convertToEnterprise(at: Date): void {
    if (!this.ssp) throw new TenancyError('TENANT_NOT_SSP');
    this.ssp = false;
    this.updatedAt = at;
  }

  /** Sets the user admin (tenant manager) and, when given, the users limit (an integer, at least 0). */
  setManager(
    manager: { userId: string; name: string; email: string },
    limit: number | undefined,
    at: Date,
  ): void {
    if (limit !== undefined) {
      if (!Number.isInteger(limit) || limit < 0) {
        throw new TenancyError('INVALID_USERS_LIMIT');
      }
      this.usersLimit = limit;
    }
    this.managerUserId = manager.userId;
    this.tenantManagerName = manager.name;
    this.tenantManagerEmail = manager.email;
    this.updatedAt = at;
  }

  isActiveOn(day: Date): boolean {
    return this.status && this.startDate <= day && (this.endDate === null || day <= this.endDate);
  }
}
