/** What identity needs to know about a tenant; answered by the tenancy context through its index.ts. */
export abstract class TenantDirectory {
  abstract nameOf(tenantId: string): Promise<string | null>;
}
