/** What identity needs to know about a tenant: its name, and whether its people may be signed in now. */
export interface TenantAccess {
  /** The organisation's name, shown with the principal. */
  name: string;
  /**
   * Whether the tenant's users may sign in and keep their sessions: the tenant is active (not disabled)
   * and today is within its access dates (start and end day included). Platform staff's own tenant too.
   */
  signInAllowed: boolean;
}

/** Answered by the tenancy context through its index.ts. */
export abstract class TenantDirectory {
  /** The tenant's access as it is now (every sign-in asks this); null when there is no such tenant. */
  abstract access(tenantId: string): Promise<TenantAccess | null>;
  /**
   * The same, possibly a little old (at most TENANT_ACCESS_TTL_MS of the adapter, 2 s): the check every
   * authenticated request makes. A status change made in this process shows on the next request.
   */
  abstract recentAccess(tenantId: string): Promise<TenantAccess | null>;
}
