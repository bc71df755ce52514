import type { RequestOptions } from './api-client';
import type { components } from './schema';

type Schemas = components['schemas'];

/*
 * Scheduled tenant, user and Luca requests of docs/api/tenant-requests.md. The views come from the
 * generated schema; the request body is written by hand (the schema types its optional strings as
 * `Record<string, never>`).
 */

/** TENANT creates a tenant, USER adds users to one, LUCA gives existing users Luca; missing means TENANT. */
export type RequestType = Schemas['TenantRequestViewDto']['requestType'];
export const REQUEST_TYPES: readonly RequestType[] = ['TENANT', 'USER', 'LUCA'];

/** PENDING (the only state that may be edited), STARTED, ENDED, FAILED (failureReason says why). */
export type RequestState = Schemas['TenantRequestViewDto']['state'];

/** A user of a request: `uid` once created (or the existing user, LUCA); `error` when it could not be. */
export type RequestedPerson = Schemas['RequestedPersonView'];

/** A request; `tenantId` is the existing tenant (USER, LUCA) or, once started, the created one (TENANT). */
export type TenantRequestView = Schemas['TenantRequestViewDto'];

export type TenantRequestList = Schemas['TenantRequestListView'];

/** `POST /tenant/request-future-create`: with featureRequestId it replaces that (PENDING) request. */
export interface TenantRequestBody {
  featureRequestId?: string;
  requestType: RequestType;
  country: string;
  /** ISO 8601; without an offset, the wall-clock time (or midnight of the day) in `country`. */
  startDate: string;
  endDate: string;
  organizationName?: string;
  organizationUrl?: string;
  contactName?: string;
  contactEmail?: string;
  tenantManagerName?: string;
  tenantManagerEmail?: string;
  regions?: number[];
  selectAllRegions?: boolean;
  tenantId?: string;
  uids?: string[];
  personList?: Array<Pick<RequestedPerson, 'displayName' | 'email' | 'lucaAccessible'>>;
}

/** A line of an upload that was left out: its number (the header is line 1) and why. */
export type UploadLineError = Schemas['UploadLineErrorView'];

/** The answer of an upload: the users read, the lines refused and why. */
export type UploadedPersons = Schemas['UploadedPersonsView'];

export const REQUEST_UPLOAD_ACCEPT = '.xlsx,.csv';

/** What the request calls need of the API client. */
export interface TenantRequestsHttp {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
}

const id = (value: string): string => encodeURIComponent(value);

/**
 * The staff calls of docs/api/tenant-requests.md. Failures raise the client's notification, except the
 * upload, whose dialog shows them.
 */
export class TenantRequestsApi {
  readonly #http: TenantRequestsHttp;

  constructor(http: TenantRequestsHttp) {
    this.#http = http;
  }

  /** Every request of these types, by start date. */
  list(requestTypes: readonly RequestType[]): Promise<TenantRequestList> {
    return this.#http.get<TenantRequestList>('/tenant/request-future-create/list', {
      query: { requestType: requestTypes.join(',') },
    });
  }

  get(featureRequestId: string): Promise<TenantRequestView> {
    return this.#http.get<TenantRequestView>(`/tenant/request-future-create/${id(featureRequestId)}`);
  }

  /** Creates a request, or replaces a PENDING one when the body has its featureRequestId. */
  save(body: TenantRequestBody): Promise<TenantRequestView> {
    return this.#http.post<TenantRequestView>('/tenant/request-future-create', body);
  }

  /** A 409 DELETE_REQUEST_USER_EXIST while users the request created still exist. */
  async delete(featureRequestId: string): Promise<void> {
    await this.#http.post<unknown>(`/tenant/request-future-create/delete/${id(featureRequestId)}`);
  }

  /** Reads an .xlsx or .csv of users (header, then user name, email, luca access); nothing is stored. */
  upload(file: Blob, fileName: string): Promise<UploadedPersons> {
    const form = new FormData();
    form.append('file', file, fileName);
    return this.#http.post<UploadedPersons>('/tenant/request-future-create/upload', form, {
      notifyOnError: false,
    });
  }
}
