import type { RequestOptions } from './api-client';

/**
 * The persons and sign-up calls of docs/api/tenancy.md, typed by hand from that document until
 * `npm run openapi` regenerates schema.ts with them.
 */

/** The roles a person can have (the grid shows User / Sale / Tenant Admin / Administrator). */
export type PersonRole = 'USER' | 'SALE' | 'TENANT_ADMINISTRATOR' | 'ADMINISTRATOR';

/** 'Active' or 'Inactive' (= disabled). */
export type PersonStatus = 'Active' | 'Inactive';

/** The spec's Person entity (`PersonView`). */
export interface Person {
  uid: string;
  displayName: string;
  email: string;
  disabled: boolean;
  status: PersonStatus;
  lucaAccessible: boolean;
  isManager: boolean;
  role: PersonRole;
  lastLoginDate: string | null;
  tenantId: string;
}

/** The tenant a person list belongs to. */
export interface PersonListTenant {
  id: string;
  organizationName: string;
  ssp: boolean;
  provider: boolean;
}

/** `PersonList`: the tenant's persons sorted by display name, with its seat limit and seats left. */
export interface PersonList {
  listUser: Person[];
  /** The tenant's `usersLimit`. */
  limit: number;
  userCount: number;
  /** `max(0, limit - userCount)`. */
  seatsLeft: number;
  tenant: PersonListTenant;
}

/** `POST /person/add`: the person is mailed a password-setup link; no password is returned. */
export interface AddPersonRequest {
  displayName: string;
  email: string;
  tenantId: string;
  /** Staff only. */
  lucaAccessible?: boolean;
}

/** `POST /person/edit`: email and tenantId of a person never change. */
export interface EditPersonRequest {
  uid: string;
  tenantId: string;
  displayName?: string;
  disabled?: boolean;
  /** Staff only: a tenant administrator sending it gets 403 INSUFFICIENT_PERMISSION. */
  lucaAccessible?: boolean;
  /** ADMINISTRATOR only, only to USER or SALE, only for provider email domains. */
  role?: Extract<PersonRole, 'USER' | 'SALE'>;
}

/** `POST /tenant/addWithAdmin` (public sign-up): `productId` is the chosen bundle. */
export interface TenantSignUpRequest {
  organizationName: string;
  contactName: string;
  organizationUrl: string;
  contactEmail: string;
  productId: string;
  blogNewsArticlesSubscription?: boolean;
  hsMarketableStatus?: boolean;
}

export interface TenantSignUpResult {
  /** 'An email has been sent to <email> ...'. */
  message: string;
}

export interface DeletedCount {
  deleted: number;
}

export interface UpdatedCount {
  updated: number;
}

/** The error codes these calls answer with (docs/api/tenancy.md). */
export const PersonErrorCode = {
  NoSubscription: 'NO_SUBSCRIPTION',
  NotEnoughSeats: 'NOT_ENOUGH_SEATS',
  NotEnoughSeatsContact: 'NOT_ENOUGH_SEATS_CONTACT',
  CannotDeleteSelf: 'CANNOT_DELETE_SELF',
  CannotDisableSelf: 'CANNOT_DISABLE_SELF',
  EmailAlreadyExists: 'EMAIL_ALREADY_EXISTS',
  OrganizationAlreadyExists: 'ORGANIZATION_ALREADY_EXISTS',
  InvalidDisplayName: 'INVALID_DISPLAY_NAME',
  UserNotFound: 'USER_NOT_FOUND',
  TenantNotFound: 'TENANT_NOT_FOUND',
  RoleEditNotAllowed: 'ROLE_EDIT_NOT_ALLOWED',
  InsufficientPermission: 'INSUFFICIENT_PERMISSION',
  ValidationFailed: 'VALIDATION_FAILED',
} as const;
export type PersonErrorCode = (typeof PersonErrorCode)[keyof typeof PersonErrorCode];

/** What the persons calls need of the API client. */
export interface PersonsHttp {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
}

/**
 * Per-call options: pass `{ notifyOnError: false }` where a screen shows the error inline (forms,
 * dialogs); by default a failure raises the client's notification.
 */
export type PersonsCallOptions = Pick<RequestOptions, 'notifyOnError' | 'signal'>;

/**
 * The persons calls of docs/api/tenancy.md (staff for any tenant, a tenant administrator for their own
 * tenant) and the public tenant sign-up.
 */
export class PersonsApi {
  readonly #http: PersonsHttp;

  constructor(http: PersonsHttp) {
    this.#http = http;
  }

  /** `POST /person/list`: the persons of a tenant with its seats. */
  list(tenantId: string, options?: PersonsCallOptions): Promise<PersonList> {
    return this.#http.post<PersonList>('/person/list', { tenantId }, options);
  }

  /**
   * `GET /person/list-user-manage`: the persons of a tenant with its seats; a tenant administrator may
   * leave out `tenantId` (own tenant).
   */
  listUserManage(tenantId?: string, options?: PersonsCallOptions): Promise<PersonList> {
    return this.#http.get<PersonList>('/person/list-user-manage', { ...options, query: { tenantId } });
  }

  /** `GET /tenant/admin/user-by-tenant` (staff). */
  listByTenant(tenantId: string, options?: PersonsCallOptions): Promise<PersonList> {
    return this.#http.get<PersonList>('/tenant/admin/user-by-tenant', { ...options, query: { tenantId } });
  }

  /**
   * `POST /person/add`: 409 NO_SUBSCRIPTION, NOT_ENOUGH_SEATS, NOT_ENOUGH_SEATS_CONTACT (tenant
   * administrators), 409 EMAIL_ALREADY_EXISTS, 400 for missing or invalid fields.
   */
  add(request: AddPersonRequest, options?: PersonsCallOptions): Promise<Person> {
    return this.#http.post<Person>('/person/add', request, options);
  }

  /** `POST /person/edit`: 409 CANNOT_DISABLE_SELF, 403 ROLE_EDIT_NOT_ALLOWED / INSUFFICIENT_PERMISSION. */
  edit(request: EditPersonRequest, options?: PersonsCallOptions): Promise<Person> {
    return this.#http.post<Person>('/person/edit', request, options);
  }

  /** `POST /person/delete`: 409 CANNOT_DELETE_SELF for the caller. */
  async delete(uid: string, tenantId: string, options?: PersonsCallOptions): Promise<void> {
    await this.#http.post<unknown>('/person/delete', { uid, tenantId }, options);
  }

  /** `POST /person/delete-multi`: a list holding the caller is refused whole (CANNOT_DELETE_SELF). */
  deleteMulti(
    listIds: readonly string[],
    tenantId: string,
    options?: PersonsCallOptions,
  ): Promise<DeletedCount> {
    return this.#http.post<DeletedCount>('/person/delete-multi', { listIds, tenantId }, options);
  }

  /** `POST /person/batch-status`: a list holding the caller is refused whole (CANNOT_DISABLE_SELF). */
  batchStatus(
    listIds: readonly string[],
    tenantId: string,
    disabled: boolean,
    options?: PersonsCallOptions,
  ): Promise<UpdatedCount> {
    return this.#http.post<UpdatedCount>('/person/batch-status', { listIds, tenantId, disabled }, options);
  }

  /** `POST /person/batch-luca` (staff only). */
  batchLuca(
    listIds: readonly string[],
    tenantId: string,
    lucaAccessible: boolean,
    options?: PersonsCallOptions,
  ): Promise<UpdatedCount> {
    return this.#http.post<UpdatedCount>(
      '/person/batch-luca',
      { listIds, tenantId, lucaAccessible },
      options,
    );
  }

  /** `POST /person/reset-password`: mails the person a password reset link. */
  async resetPassword(uid: string, tenantId: string, options?: PersonsCallOptions): Promise<void> {
    await this.#http.post<unknown>('/person/reset-password', { uid, tenantId }, options);
  }

  /**
   * `POST /tenant/addWithAdmin` (public): creates an SSP tenant and mails its first administrator a
   * link to set a password. 400 INVALID_DISPLAY_NAME, 409 ORGANIZATION_ALREADY_EXISTS, 409
   * EMAIL_ALREADY_EXISTS.
   */
  signUp(request: TenantSignUpRequest, options?: PersonsCallOptions): Promise<TenantSignUpResult> {
    return this.#http.post<TenantSignUpResult>('/tenant/addWithAdmin', request, options);
  }
}
