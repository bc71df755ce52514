import { TenancyError, type TenancyErrorCode } from './tenancy-error.js';
import { Tenant } from './tenant.js';
import { dayIn, isTimeZone, parseRequestDate } from './tenant-request-dates.js';

export const TENANT_REQUEST_TYPES = ['TENANT', 'USER', 'LUCA'] as const;
/** TENANT: a new tenant and its users; USER: new users of an existing tenant; LUCA: Luca access of existing users. */
export type TenantRequestType = (typeof TENANT_REQUEST_TYPES)[number];

export const TENANT_REQUEST_STATES = ['PENDING', 'STARTED', 'ENDED', 'FAILED'] as const;
export type TenantRequestState = (typeof TENANT_REQUEST_STATES)[number];

/** A user a request creates (or, for LUCA, an existing user it changes). */
export interface RequestedPerson {
  displayName: string;
  email: string;
  lucaAccessible: boolean;
  /** The user's id once the request started (the created or the existing user). */
  uid: string | null;
  /** Why this one person could not be created at the start, or null. */
  error: string | null;
}

/** Spec section 5: local part of letters, digits, _+&*- and dots; a domain; a TLD of 2 to 7 letters. */
// eslint-disable-next-line security/detect-unsafe-regex -- labels end at the dot or @ that must follow: linear (docs/security.md)
const EMAIL = /^[a-zA-Z0-9_+&*-]+(?:\.[a-zA-Z0-9_+&*-]+)*@(?:[a-zA-Z0-9-]+\.)+[a-zA-Z]{2,7}$/;

export function isRequestEmail(value: string): boolean {
  return value.length <= 320 && EMAIL.test(value);
}

/** A request as the form sends it: every field optional and unchecked. */
export interface TenantRequestDraft {
  requestType?: string | null;
  country?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  tenantId?: string | null;
  organizationName?: string | null;
  organizationUrl?: string | null;
  contactName?: string | null;
  contactEmail?: string | null;
  tenantManagerName?: string | null;
  tenantManagerEmail?: string | null;
  regions?: number[] | null;
  selectAllRegions?: boolean | null;
  uids?: string[] | null;
  personList?: Array<{
    displayName?: string | null;
    email?: string | null;
    lucaAccessible?: boolean | null;
  }> | null;
}

/** A checked request: what TenantRequest keeps. */
export interface TenantRequestDetails {
  requestType: TenantRequestType;
  country: string;
  startDate: Date;
  endDate: Date;
  tenantId: string | null;
  organizationName: string | null;
  organizationUrl: string | null;
  contactName: string | null;
  contactEmail: string | null;
  tenantManagerName: string | null;
  tenantManagerEmail: string | null;
  regionIds: number[];
  selectAllRegions: boolean;
  uids: string[];
  personList: RequestedPerson[];
}

function text(value: string | null | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

function required(value: string | null | undefined, code: TenancyErrorCode): string {
  const trimmed = text(value);
  if (trimmed === '') throw new TenancyError(code);
  return trimmed;
}

function email(value: string | null | undefined, missing: TenancyErrorCode): string {
  const trimmed = required(value, missing);
  if (!isRequestEmail(trimmed)) throw new TenancyError('INVALID_EMAIL');
  return trimmed.toLowerCase();
}

function date(
  value: string | null | undefined,
  missing: TenancyErrorCode,
  malformed: TenancyErrorCode,
  timeZone: string,
): Date {
  const parsed = parseRequestDate(required(value, missing), timeZone);
  if (!parsed) throw new TenancyError(malformed);
  return parsed;
}

/** The persons of a request: name, email and a Luca choice each, no email twice. */
export function checkRequestedPersons(
  persons: NonNullable<TenantRequestDraft['personList']>,
): RequestedPerson[] {
  const seen = new Set<string>();
  return persons.map((person) => {
    const displayName = required(person.displayName, 'USER_NAME_REQUIRED');
    const address = email(person.email, 'EMAIL_REQUIRED');
    if (typeof person.lucaAccessible !== 'boolean') throw new TenancyError('LUCA_ACCESS_REQUIRED');
    if (seen.has(address)) {
      throw new TenancyError('DUPLICATE_EMAIL', `The email ${address} is listed more than once.`);
    }
    seen.add(address);
    return { displayName, email: address, lucaAccessible: person.lucaAccessible, uid: null, error: null };
  });
}

/**
 * Checks a request as spec section 5 says ('Tenant edit and requests'), the first failing rule
 * winning, in the order of docs/api/tenant-requests.md. Dates in the past are judged by calendar
 * day in the request's time zone. `regionIds`: the exchange countries a tenant may subscribe to.
 */
export function checkTenantRequest(
  draft: TenantRequestDraft,
  now: Date,
  regionIds: ReadonlySet<number>,
): TenantRequestDetails {
  const requestType = draft.requestType ?? 'TENANT';
  if (!(TENANT_REQUEST_TYPES as readonly string[]).includes(requestType)) {
    throw new TenancyError('INVALID_REQUEST_TYPE');
  }
  const type = requestType as TenantRequestType;
  const country = text(draft.country) || 'UTC';
  if (!isTimeZone(country)) throw new TenancyError('INVALID_TIMEZONE');

  const tenant = {
    tenantId: null as string | null,
    organizationName: null as string | null,
    organizationUrl: null as string | null,
    contactName: null as string | null,
    contactEmail: null as string | null,
    tenantManagerName: null as string | null,
    tenantManagerEmail: null as string | null,
    regionIds: [] as number[],
    selectAllRegions: false,
  };
  if (type === 'TENANT') {
    tenant.organizationName = required(draft.organizationName, 'ORGANIZATION_NAME_REQUIRED');
    Tenant.assertValidName(tenant.organizationName);
    tenant.organizationUrl = required(draft.organizationUrl, 'ORGANIZATION_URL_REQUIRED');
    tenant.contactName = required(draft.contactName, 'POC_NAME_REQUIRED');
    tenant.contactEmail = email(draft.contactEmail, 'POC_EMAIL_REQUIRED');
    tenant.tenantManagerName = required(draft.tenantManagerName, 'TENANT_MANAGER_NAME_REQUIRED');
    tenant.tenantManagerEmail = email(draft.tenantManagerEmail, 'TENANT_MANAGER_EMAIL_REQUIRED');
    tenant.selectAllRegions = draft.selectAllRegions === true;
    tenant.regionIds = tenant.selectAllRegions
      ? [...regionIds].sort((a, b) => a - b)
      : [...new Set(draft.regions ?? [])].sort((a, b) => a - b);
    if (tenant.regionIds.length === 0) throw new TenancyError('REGION_REQUIRED');
    if (tenant.regionIds.some((id) => !regionIds.has(id))) throw new TenancyError('INVALID_REGION');
  } else {
    tenant.tenantId = required(draft.tenantId, 'TENANT_REQUIRED');
  }

  const startDate = date(draft.startDate, 'START_DATE_REQUIRED', 'INVALID_START_DATE', country);
  const endDate = date(draft.endDate, 'END_DATE_REQUIRED', 'INVALID_END_DATE', country);
  const today = dayIn(now, country);
  if (dayIn(startDate, country) < today) throw new TenancyError('START_DATE_IN_PAST');
  if (dayIn(endDate, country) < today) throw new TenancyError('END_DATE_IN_PAST');
  if (startDate.getTime() >= endDate.getTime()) throw new TenancyError('START_DATE_NOT_BEFORE_END');

  let uids: string[] = [];
  let personList: RequestedPerson[] = [];
  if (type === 'LUCA') {
    uids = [...new Set((draft.uids ?? []).map((uid) => uid.trim()).filter((uid) => uid !== ''))];
    if (uids.length === 0) throw new TenancyError('NO_USER_SELECTED');
  } else {
    if (type === 'USER' && (draft.personList ?? []).length === 0) {
      throw new TenancyError('USER_LIST_EMPTY');
    }
    personList = checkRequestedPersons(draft.personList ?? []);
  }
  return { requestType: type, country, startDate, endDate, ...tenant, uids, personList };
}

/** Every user a request should create: its persons, plus the tenant manager of a TENANT request. */
export function personsToCreate(request: {
  requestType: TenantRequestType;
  personList: readonly RequestedPerson[];
  tenantManagerName: string | null;
  tenantManagerEmail: string | null;
}): RequestedPerson[] {
  const persons = request.personList.map((person) => ({ ...person }));
  const manager = request.tenantManagerEmail;
  if (
    request.requestType === 'TENANT' &&
    manager !== null &&
    !persons.some((person) => person.email === manager)
  ) {
    persons.push({
      displayName: request.tenantManagerName ?? manager,
      email: manager,
      lucaAccessible: false,
      uid: null,
      error: null,
    });
  }
  return persons;
}

/**
 * A tenant, user or Luca request for the future (spec section 3 'Tenant/user request'): carried out
 * at its start date and undone at its end date, once.
 */
export class TenantRequest {
  id: string;
  requestType!: TenantRequestType;
  state: TenantRequestState;
  /** The IANA time zone its dates were chosen in. */
  country!: string;
  startDate!: Date;
  endDate!: Date;
  /** USER and LUCA: the existing tenant; TENANT: the created tenant once started. */
  tenantId!: string | null;
  organizationName!: string | null;
  organizationUrl!: string | null;
  contactName!: string | null;
  contactEmail!: string | null;
  tenantManagerName!: string | null;
  tenantManagerEmail!: string | null;
  regionIds!: number[];
  selectAllRegions!: boolean;
  personList!: RequestedPerson[];
  /** LUCA: the existing users whose Luca access it sets. */
  uids!: string[];
  failureReason: string | null;
  startedAt: Date | null;
  endedAt: Date | null;
  createdAt: Date;
  updatedAt!: Date;

  constructor(id: string, details: TenantRequestDetails, at: Date) {
    this.id = id;
    this.state = 'PENDING';
    this.failureReason = null;
    this.startedAt = null;
    this.endedAt = null;
    this.createdAt = at;
    this.take(details, at);
  }

  /** Copies what the request will do (arrays and persons too, so the caller's stay its own). */
  private take(details: TenantRequestDetails, at: Date): void {
    this.requestType = details.requestType;
    this.country = details.country;
    this.startDate = details.startDate;
    this.endDate = details.endDate;
    this.tenantId = details.tenantId;
    this.organizationName = details.organizationName;
    this.organizationUrl = details.organizationUrl;
    this.contactName = details.contactName;
    this.contactEmail = details.contactEmail;
    this.tenantManagerName = details.tenantManagerName;
    this.tenantManagerEmail = details.tenantManagerEmail;
    this.regionIds = [...details.regionIds];
    this.selectAllRegions = details.selectAllRegions;
    this.personList = details.personList.map((person) => ({ ...person }));
    this.uids = [...details.uids];
    this.updatedAt = at;
  }

  /** Replaces what the request will do; only before it started. */
  edit(details: TenantRequestDetails, at: Date): void {
    if (this.state !== 'PENDING') throw new TenancyError('REQUEST_ALREADY_STARTED');
    this.take(details, at);
  }

  isDueToStart(now: Date): boolean {
    return this.state === 'PENDING' && this.startDate.getTime() <= now.getTime();
  }

  isDueToEnd(now: Date): boolean {
    return this.state === 'STARTED' && this.endDate.getTime() <= now.getTime();
  }

  /** Carried out: the tenant it created or changed and what became of each person. */
  markStarted(tenantId: string, persons: RequestedPerson[], note: string | null, at: Date): void {
    if (this.state !== 'PENDING') throw new TenancyError('REQUEST_ALREADY_STARTED');
    this.state = 'STARTED';
    this.tenantId = tenantId;
    this.personList = persons.map((person) => ({ ...person }));
    this.failureReason = note;
    this.startedAt = at;
    this.updatedAt = at;
  }

  /** Could not be carried out at its start; nothing was created. */
  markFailed(reason: string, at: Date): void {
    if (this.state !== 'PENDING') throw new TenancyError('REQUEST_ALREADY_STARTED');
    this.state = 'FAILED';
    this.failureReason = reason;
    this.startedAt = at;
    this.updatedAt = at;
  }

  markEnded(note: string | null, at: Date): void {
    if (this.state !== 'STARTED') throw new TenancyError('REQUEST_ALREADY_STARTED');
    this.state = 'ENDED';
    if (note !== null) this.failureReason = this.failureReason ? `${this.failureReason} ${note}` : note;
    this.endedAt = at;
    this.updatedAt = at;
  }

  /** The users this request created (TENANT and USER requests once started). */
  createdUserIds(): string[] {
    if (this.requestType === 'LUCA') return [];
    return this.personList.flatMap((person) => (person.uid ? [person.uid] : []));
  }
}
