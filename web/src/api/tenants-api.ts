import type { RequestOptions } from './api-client';
import type { components } from './schema';

type Schemas = components['schemas'];

/** A region (exchange country) a tenant may screen: `POST /dashboard/allRegion`. */
export type Region = Schemas['RegionView'];

/**
 * The spec's Tenant entity as the API answers it (docs/api/tenancy.md): `userAdmin` is the email of the
 * tenant's user admin, `provider` marks the provider's own tenant, `seatsLeft = max(0, usersLimit - userCount)`.
 */
export type TenantView = Schemas['TenantViewDto'];

/** The server-side sort fields of `POST /tenant/list`. */
export const TENANT_SORT_FIELDS = [
  'companyId',
  'organizationName',
  'organizationUrl',
  'contactName',
  'startDate',
  'endDate',
] as const;
export type TenantSortField = (typeof TENANT_SORT_FIELDS)[number];
export type SortDirection = 'asc' | 'desc';

export function isTenantSortField(value: string): value is TenantSortField {
  return TENANT_SORT_FIELDS.some((field) => field === value);
}

/** The query of `POST /tenant/list` (page is 1-based). */
export interface TenantListQuery {
  searchInput?: string;
  page: number;
  pageSize: number;
  sortField: TenantSortField;
  sortDir: SortDirection;
}

export type TenantList = Schemas['TenantPageView'];

/*
 * Request bodies are written by hand: the generated schema types their optional strings as
 * `Record<string, never>`.
 */

/** The Tenant creation form: `POST /tenant/add`. Dates are ISO 8601. */
export interface TenantInput {
  organizationName: string;
  organizationUrl: string;
  contactName: string;
  contactEmail: string;
  startDate: string;
  endDate: string;
  region: number[];
  selectAllRegions?: boolean;
  tenantManagerName?: string;
  tenantManagerEmail?: string;
}

/** `POST /tenant/edit`: the add body plus the tenant's id and, optionally, its status. */
export interface TenantEditInput extends TenantInput {
  id: string;
  status?: boolean;
}

/** `POST /tenant/update-tenant-manager`: the person becomes the tenant's user admin; limit is an integer >= 0. */
export type UpdateTenantManagerInput = Schemas['UpdateTenantManagerRequest'];

/** What the tenant calls need of the API client. */
export interface ConsoleHttp {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
}

const id = (value: string): string => encodeURIComponent(value);

/**
 * The staff calls on tenants of docs/api/tenancy.md. Every failure raises the client's notification
 * (for example 'This tenant cannot be deleted since the user is still exists. ...' on a 409).
 */
export class TenantsApi {
  readonly #http: ConsoleHttp;

  constructor(http: ConsoleHttp) {
    this.#http = http;
  }

  /** A page of tenants; the search matches organization name and POC email. */
  list(query: TenantListQuery, signal?: AbortSignal): Promise<TenantList> {
    const search = query.searchInput?.trim() ?? '';
    return this.#http.post<TenantList>('/tenant/list', undefined, {
      query: {
        ...(search === '' ? {} : { searchInput: search }),
        page: query.page,
        pageSize: query.pageSize,
        sortField: query.sortField,
        sortDir: query.sortDir,
      },
      ...(signal === undefined ? {} : { signal }),
    });
  }

  detail(tenantId: string): Promise<TenantView> {
    return this.#http.get<TenantView>(`/tenant/detail/${id(tenantId)}`);
  }

  add(input: TenantInput): Promise<TenantView> {
    return this.#http.post<TenantView>('/tenant/add', input);
  }

  edit(input: TenantEditInput): Promise<TenantView> {
    return this.#http.post<TenantView>('/tenant/edit', input);
  }

  editStatus(tenantId: string, status: boolean): Promise<TenantView> {
    return this.#http.post<TenantView>('/tenant/edit-status', { tenantId, status });
  }

  async delete(tenantId: string): Promise<void> {
    await this.#http.post<unknown>('/tenant/delete', { tenantId });
  }

  switchToEnterprise(tenantId: string): Promise<TenantView> {
    return this.#http.post<TenantView>(`/tenant/convert-ssp-to-enterprise/${id(tenantId)}`);
  }

  updateTenantManager(input: UpdateTenantManagerInput): Promise<TenantView> {
    return this.#http.post<TenantView>('/tenant/update-tenant-manager', input);
  }

  /** Every region a tenant can be given. */
  allRegions(): Promise<Region[]> {
    return this.#http.post<Region[]>('/dashboard/allRegion');
  }
}
