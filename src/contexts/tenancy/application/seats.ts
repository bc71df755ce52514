import { Injectable } from '@nestjs/common';
import type { Tenant } from '../domain/tenant.js';
import { PersonAccounts } from './ports/person-accounts.js';
import { BillingTenantSubscriptions } from '../infrastructure/billing/billing-tenant-subscriptions.js';

export interface SeatCount {
  /** Seats the tenant has: its subscription's for a self-service tenant, the limit staff set otherwise. */
  limit: number;
  used: number;
  /** seats - users, floor 0 */
  left: number;
}

/** The seat port: how many people a tenant may have. */
@Injectable()
export class Seats {
  constructor(
    private readonly subscriptions: BillingTenantSubscriptions,
    private readonly accounts: PersonAccounts,
  ) {}

  async of(tenant: Tenant, used?: number): Promise<SeatCount> {
    const limit = tenant.ssp
      ? ((await this.subscriptions.of(tenant.id))?.seatCount ?? tenant.usersLimit)
      : tenant.usersLimit;
    const users = used ?? (await this.accounts.countOfTenant(tenant.id));
    return { limit, used: users, left: Math.max(0, limit - users) };
  }
}
