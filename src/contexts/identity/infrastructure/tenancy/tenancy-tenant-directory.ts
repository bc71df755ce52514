import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Subscription } from 'rxjs';
import { Clock } from '../../../../shared/domain/clock.js';
import {
  ChangeTenantStatus,
  EditTenant,
  GetTenantSummary,
  type TenantSummary,
} from '../../../tenancy/index.js';
import { TenantDirectory, type TenantAccess } from '../../application/ports/tenant-directory.js';
import { PromiseCache } from '../../../../shared/cache/promise-cache.js';

/**
 * How long a tenant's access is reused by `recentAccess` (the check of every authenticated request: an
 * analyst sends several per second). Sign-in always reads it afresh. A status or access-date change made
 * through this process's command bus (ChangeTenantStatus, EditTenant) shows on the next request; one made
 * elsewhere (another API process, SQL) within this time.
 */
export const TENANT_ACCESS_TTL_MS = 2_000;

/** The UTC calendar day of an instant, `YYYY-MM-DD`: access dates count whole days. */
const dayOf = (date: Date): string => new Date(date).toISOString().slice(0, 10);

/** Active, and today within the access dates, the start and the end day included. */
export function signInAllowed(
  tenant: Pick<TenantSummary, 'status' | 'startDate' | 'endDate'>,
  now: Date,
): boolean {
  const today = dayOf(now);
  return (
    tenant.status &&
    dayOf(tenant.startDate) <= today &&
    (tenant.endDate === null || today <= dayOf(tenant.endDate))
  );
}

/** Asks the tenancy context, through its public query, for a tenant's name and access. */
@Injectable()
export class TenancyTenantDirectory extends TenantDirectory implements OnModuleDestroy {
  private readonly cache: PromiseCache<TenantAccess | null>;
  /** Tenants changed by a command of this process: read afresh until this time (ms). */
  private readonly changedUntil = new Map<string, number>();
  private readonly changes: Subscription;

  constructor(
    private readonly queries: QueryBus,
    commands: CommandBus,
    private readonly clock: Clock,
  ) {
    super();
    this.cache = new PromiseCache(TENANT_ACCESS_TTL_MS, () => this.clock.now().getTime());
    // The bus announces a command just before its handler runs: for one TTL from then, this tenant is
    // read afresh, so no value read before the change commits is reused after it.
    this.changes = commands.subscribe((command) => {
      const tenantId =
        command instanceof ChangeTenantStatus
          ? command.tenantId
          : command instanceof EditTenant
            ? command.input.id
            : undefined;
      if (tenantId !== undefined) this.forget(tenantId);
    });
  }

  onModuleDestroy(): void {
    this.changes.unsubscribe();
  }

  access(tenantId: string): Promise<TenantAccess | null> {
    const access = this.load(tenantId);
    if (!this.recentlyChanged(tenantId)) this.cache.set(tenantId, access);
    return access;
  }

  recentAccess(tenantId: string): Promise<TenantAccess | null> {
    if (this.recentlyChanged(tenantId)) return this.load(tenantId);
    return this.cache.get(tenantId, () => this.load(tenantId));
  }

  /** Drops what is known of the tenant and reads it afresh for one TTL. */
  forget(tenantId: string): void {
    this.cache.delete(tenantId);
    this.changedUntil.set(tenantId, this.clock.now().getTime() + TENANT_ACCESS_TTL_MS);
  }

  /** Changed by a command of this process less than one TTL ago: read afresh, keep nothing. */
  private recentlyChanged(tenantId: string): boolean {
    const changedUntil = this.changedUntil.get(tenantId);
    if (changedUntil === undefined) return false;
    if (this.clock.now().getTime() < changedUntil) return true;
    this.changedUntil.delete(tenantId);
    return false;
  }

  private async load(tenantId: string): Promise<TenantAccess | null> {
    const tenant = await this.queries.execute(new GetTenantSummary(tenantId));
    if (!tenant) return null;
    return { name: tenant.organizationName, signInAllowed: signInAllowed(tenant, this.clock.now()) };
  }
}
