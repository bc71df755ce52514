import { makeAutoObservable } from 'mobx';

import type {
  RequestedPerson,
  RequestType,
  TenantRequestBody,
  TenantRequestView,
} from '../../../api/tenant-requests-api';
import { message } from '../../../shared/messages';
import { isValidOrganizationName } from '../../../shared/organization-name';
import { isValidEmail } from '../../../shared/validation';
import { dayIn, isTimeZone, localTimeZone } from '../time-zones';
import { validatePersonForm, type PersonFormErrors, type PersonFormValues } from './person-form';
import { isMaliciousName } from './tenant-form';

export const TIMEZONE_INVALID = 'Please select a valid timezone.';
export const TENANT_MANAGER_NAME_REQUIRED = 'Tenant Manager Name is required.';
export const TENANT_MANAGER_EMAIL_REQUIRED = 'Tenant Manager Email is required.';
export const TENANT_REQUIRED = 'Tenant is required.';
export const ADD_AT_LEAST_ONE_USER = 'Please add at least one user.';
export const emailListedTwice = (email: string): string => `The email ${email} is listed more than once.`;

/** A user row of a request form (`key` tells rows apart while they are edited). */
export interface RequestPersonRow extends PersonFormValues {
  key: string;
}

/** A tenant, user or Luca request as the dialogs edit it. Dates are days (YYYY-MM-DD) in `country`. */
export interface RequestFormValues {
  requestType: RequestType;
  country: string;
  startDate: string;
  endDate: string;
  organizationName: string;
  organizationUrl: string;
  contactName: string;
  contactEmail: string;
  pocIsManager: boolean;
  tenantManagerName: string;
  tenantManagerEmail: string;
  regions: number[];
  selectAllRegions: boolean;
  /** USER and LUCA: the existing tenant. */
  tenantId: string;
  tenantName: string;
  /** LUCA: the chosen existing users. */
  uids: string[];
  persons: RequestPersonRow[];
}

export type RequestFormField = Exclude<keyof RequestFormValues, 'persons' | 'requestType'> | 'persons';

export interface RequestFormErrors {
  fields: Partial<Record<RequestFormField, string>>;
  /** By row key. */
  persons: Record<string, PersonFormErrors>;
}

const NO_ERRORS: RequestFormErrors = { fields: {}, persons: {} };

let rowCount = 0;
/** A new row key. */
export function nextRowKey(): string {
  rowCount += 1;
  return `row-${rowCount}`;
}

export function personRowOf(
  person?: Pick<RequestedPerson, 'displayName' | 'email' | 'lucaAccessible'>,
): RequestPersonRow {
  return {
    key: nextRowKey(),
    displayName: person?.displayName ?? '',
    email: person?.email ?? '',
    lucaAccessible: person?.lucaAccessible,
  };
}

const blank = (value: string): boolean => value.trim() === '';

/** A row nothing was typed into: left out, not refused. */
export function isBlankRow(row: PersonFormValues): boolean {
  return blank(row.displayName) && blank(row.email) && row.lucaAccessible === undefined;
}

export function emptyRequestForm(requestType: RequestType, country = localTimeZone()): RequestFormValues {
  return {
    requestType,
    country,
    startDate: '',
    endDate: '',
    organizationName: '',
    organizationUrl: '',
    contactName: '',
    contactEmail: '',
    pocIsManager: false,
    tenantManagerName: '',
    tenantManagerEmail: '',
    regions: [],
    selectAllRegions: false,
    tenantId: '',
    tenantName: '',
    uids: [],
    persons: requestType === 'LUCA' ? [] : [personRowOf()],
  };
}

/** A request read back into its form: the dates as days in the request's time zone. */
export function requestFormOf(view: TenantRequestView): RequestFormValues {
  const managerName = view.tenantManagerName ?? '';
  const managerEmail = view.tenantManagerEmail ?? '';
  const contactEmail = view.contactEmail ?? '';
  const persons = view.requestType === 'LUCA' ? [] : view.personList.map((person) => personRowOf(person));
  return {
    requestType: view.requestType,
    country: view.country,
    startDate: dayIn(new Date(view.startDate), view.country),
    endDate: dayIn(new Date(view.endDate), view.country),
    organizationName: view.organizationName ?? '',
    organizationUrl: view.organizationUrl ?? '',
    contactName: view.contactName ?? '',
    contactEmail,
    pocIsManager:
      managerEmail !== '' &&
      managerEmail.toLowerCase() === contactEmail.toLowerCase() &&
      managerName === (view.contactName ?? ''),
    tenantManagerName: managerName,
    tenantManagerEmail: managerEmail,
    regions: [...view.regions],
    selectAllRegions: view.selectAllRegions,
    tenantId: view.tenantId ?? '',
    tenantName: view.requestType === 'TENANT' ? '' : (view.organizationName ?? ''),
    uids: [...view.uids],
    persons: persons.length === 0 && view.requestType !== 'LUCA' ? [personRowOf()] : persons,
  };
}

/** The people to send: blank rows left out, trimmed. */
export function personListOf(
  rows: readonly RequestPersonRow[],
): NonNullable<TenantRequestBody['personList']> {
  return rows
    .filter((row) => !isBlankRow(row))
    .map((row) => ({
      displayName: row.displayName.trim(),
      email: row.email.trim(),
      lucaAccessible: row.lucaAccessible === true,
    }));
}

/** The checks of spec section 5 and docs/api/tenant-requests.md, with 'today' in the chosen time zone. */
export function validateRequestForm(values: RequestFormValues, now: Date = new Date()): RequestFormErrors {
  const fields: RequestFormErrors['fields'] = {};
  const persons: RequestFormErrors['persons'] = {};
  const { requestType } = values;
  if (!isTimeZone(values.country)) fields.country = TIMEZONE_INVALID;
  if (requestType === 'TENANT') {
    const name = values.organizationName.trim();
    if (name === '') fields.organizationName = message('ORGANIZATION_NAME_REQUIRED');
    else if (!isValidOrganizationName(name)) fields.organizationName = message('INVALID_DISPLAY_NAME');
    if (blank(values.organizationUrl)) fields.organizationUrl = message('ORGANIZATION_URL_REQUIRED');
    if (blank(values.contactName)) fields.contactName = message('POC_NAME_REQUIRED');
    if (blank(values.contactEmail)) fields.contactEmail = message('POC_EMAIL_REQUIRED');
    else if (!isValidEmail(values.contactEmail)) fields.contactEmail = message('VALID_EMAIL_REQUIRED');
    if (!values.pocIsManager) {
      if (blank(values.tenantManagerName)) fields.tenantManagerName = TENANT_MANAGER_NAME_REQUIRED;
      if (blank(values.tenantManagerEmail)) fields.tenantManagerEmail = TENANT_MANAGER_EMAIL_REQUIRED;
      else if (!isValidEmail(values.tenantManagerEmail))
        fields.tenantManagerEmail = message('VALID_EMAIL_REQUIRED');
    }
    if (!values.selectAllRegions && values.regions.length === 0) fields.regions = message('REGION_REQUIRED');
  } else if (blank(values.tenantId)) {
    fields.tenantId = TENANT_REQUIRED;
  }
  const today = dayIn(now, values.country);
  if (blank(values.startDate)) fields.startDate = message('START_DATE_REQUIRED');
  else if (values.startDate < today) fields.startDate = message('START_DATE_IN_PAST');
  if (blank(values.endDate)) fields.endDate = message('END_DATE_REQUIRED');
  else if (values.endDate < today) fields.endDate = message('END_DATE_IN_PAST');
  if (fields.startDate === undefined && fields.endDate === undefined && values.startDate >= values.endDate)
    fields.startDate = message('START_DATE_BEFORE_END');
  if (requestType === 'LUCA') {
    if (values.uids.length === 0) fields.uids = message('SELECT_AT_LEAST_ONE_USER');
  } else {
    const seen = new Set<string>();
    for (const row of values.persons) {
      if (isBlankRow(row)) continue;
      const rowErrors = validatePersonForm(row, { requireLuca: true });
      const email = row.email.trim().toLowerCase();
      if (rowErrors.email === undefined && email !== '') {
        if (seen.has(email)) rowErrors.email = emailListedTwice(row.email.trim());
        seen.add(email);
      }
      if (Object.keys(rowErrors).length > 0) persons[row.key] = rowErrors;
    }
    if (requestType === 'USER' && values.persons.every(isBlankRow)) fields.persons = ADD_AT_LEAST_ONE_USER;
  }
  return { fields, persons };
}

/** The body of `POST /tenant/request-future-create` (days without an offset: midnight in `country`). */
export function requestBodyOf(values: RequestFormValues, featureRequestId?: string): TenantRequestBody {
  const base: TenantRequestBody = {
    ...(featureRequestId === undefined ? {} : { featureRequestId }),
    requestType: values.requestType,
    country: values.country,
    startDate: values.startDate,
    endDate: values.endDate,
  };
  switch (values.requestType) {
    case 'TENANT':
      return {
        ...base,
        organizationName: values.organizationName.trim(),
        organizationUrl: values.organizationUrl.trim(),
        contactName: values.contactName.trim(),
        contactEmail: values.contactEmail.trim(),
        tenantManagerName: (values.pocIsManager ? values.contactName : values.tenantManagerName).trim(),
        tenantManagerEmail: (values.pocIsManager ? values.contactEmail : values.tenantManagerEmail).trim(),
        regions: values.selectAllRegions ? [] : [...values.regions],
        selectAllRegions: values.selectAllRegions,
        personList: personListOf(values.persons),
      };
    case 'USER':
      return { ...base, tenantId: values.tenantId, personList: personListOf(values.persons) };
    case 'LUCA':
      return { ...base, tenantId: values.tenantId, uids: [...values.uids] };
  }
}

export type RequestFormOutcome = 'saved' | 'invalid' | 'malicious' | 'failed';

/**
 * The state of the Add/Edit Tenant Request, Add User Request and Luca Start/End Date dialogs: values, the
 * errors under the fields and user rows, and the submission (nothing is sent while a check fails).
 */
export class RequestForm {
  values: RequestFormValues;
  errors: RequestFormErrors = NO_ERRORS;
  busy = false;
  maliciousName = false;
  readonly featureRequestId: string | undefined;
  readonly #now: () => Date;

  constructor(requestType: RequestType, view?: TenantRequestView, now: () => Date = () => new Date()) {
    this.values = view === undefined ? emptyRequestForm(requestType) : requestFormOf(view);
    this.featureRequestId = view?.featureRequestId;
    this.#now = now;
    makeAutoObservable(this, { featureRequestId: false }, { autoBind: true });
  }

  get editing(): boolean {
    return this.featureRequestId !== undefined;
  }

  get managerName(): string {
    return this.values.pocIsManager ? this.values.contactName : this.values.tenantManagerName;
  }

  get managerEmail(): string {
    return this.values.pocIsManager ? this.values.contactEmail : this.values.tenantManagerEmail;
  }

  fieldError(field: RequestFormField): string | undefined {
    return this.errors.fields[field];
  }

  personError(key: string): PersonFormErrors {
    return this.errors.persons[key] ?? {};
  }

  set<K extends Exclude<keyof RequestFormValues, 'persons' | 'requestType'>>(
    field: K,
    value: RequestFormValues[K],
  ): void {
    this.values = { ...this.values, [field]: value };
    this.clearField(field);
  }

  setPocIsManager(on: boolean): void {
    this.values = {
      ...this.values,
      pocIsManager: on,
      ...(on
        ? { tenantManagerName: this.values.contactName, tenantManagerEmail: this.values.contactEmail }
        : {}),
    };
    this.clearField('tenantManagerName');
    this.clearField('tenantManagerEmail');
  }

  setSelectAllRegions(on: boolean): void {
    this.values = { ...this.values, selectAllRegions: on };
    if (on) this.clearField('regions');
  }

  /** USER and LUCA: another tenant; the users chosen of the previous one are dropped. */
  setTenant(tenantId: string, tenantName: string): void {
    if (tenantId !== this.values.tenantId) this.values = { ...this.values, uids: [] };
    this.values = { ...this.values, tenantId, tenantName };
    this.clearField('tenantId');
  }

  toggleUid(uid: string): void {
    const { uids } = this.values;
    this.values = {
      ...this.values,
      uids: uids.includes(uid) ? uids.filter((id) => id !== uid) : [...uids, uid],
    };
    this.clearField('uids');
  }

  addPerson(): void {
    this.values = { ...this.values, persons: [...this.values.persons, personRowOf()] };
    this.clearField('persons');
  }

  /** The last user row cannot be deleted. */
  removePerson(key: string): void {
    if (this.values.persons.length <= 1) return;
    this.values = { ...this.values, persons: this.values.persons.filter((row) => row.key !== key) };
  }

  setPerson(key: string, patch: Partial<PersonFormValues>): void {
    this.values = {
      ...this.values,
      persons: this.values.persons.map((row) => (row.key === key ? { ...row, ...patch } : row)),
    };
    const rowErrors = this.errors.persons[key];
    if (rowErrors !== undefined) {
      const next = { ...rowErrors };
      for (const name of Object.keys(patch)) delete next[name as keyof PersonFormValues];
      this.errors = { ...this.errors, persons: { ...this.errors.persons, [key]: next } };
    }
    this.clearField('persons');
  }

  closeMaliciousName(): void {
    this.maliciousName = false;
  }

  get hasErrors(): boolean {
    return (
      Object.values(this.errors.fields).some((error) => error !== undefined) ||
      Object.values(this.errors.persons).some((row) => Object.keys(row).length > 0)
    );
  }

  async submit(save: (body: TenantRequestBody) => Promise<unknown>): Promise<RequestFormOutcome> {
    if (this.busy) return 'failed';
    if (this.values.requestType === 'TENANT' && isMaliciousName(this.values.organizationName)) {
      this.maliciousName = true;
      return 'malicious';
    }
    this.errors = validateRequestForm(this.values, this.#now());
    if (this.hasErrors) return 'invalid';
    this.busy = true;
    try {
      await save(requestBodyOf(this.values, this.featureRequestId));
      return 'saved';
    } catch {
      return 'failed';
    } finally {
      this.setBusy(false);
    }
  }

  private setBusy(busy: boolean): void {
    this.busy = busy;
  }

  private clearField(field: RequestFormField): void {
    if (this.errors.fields[field] !== undefined)
      this.errors = { ...this.errors, fields: { ...this.errors.fields, [field]: undefined } };
  }
}
