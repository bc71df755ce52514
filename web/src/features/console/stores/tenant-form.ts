import { makeAutoObservable } from 'mobx';

import type { Region, TenantInput, TenantView } from '../../../api/tenants-api';
import { message } from '../../../shared/messages';
import { hasMaliciousContent, isValidOrganizationName } from '../../../shared/organization-name';
import { isValidEmail } from '../../../shared/validation';
import { dayInputOf, isoOfDay } from '../console-format';

export type TenantFormMode = 'add' | 'edit';

/** The Tenant creation form (spec section 3), with the optional tenant manager. Dates are YYYY-MM-DD. */
export interface TenantFormValues {
  organizationName: string;
  organizationUrl: string;
  contactName: string;
  contactEmail: string;
  startDate: string;
  endDate: string;
  region: number[];
  selectAllRegions: boolean;
  /** 'Is POC Also Tenant Manager?': the manager fields mirror the POC. */
  pocIsManager: boolean;
  tenantManagerName: string;
  tenantManagerEmail: string;
}

export type TenantFormField = keyof TenantFormValues;
export type TenantFormErrors = Partial<Record<TenantFormField, string>>;

export function emptyTenantForm(): TenantFormValues {
  return {
    organizationName: '',
    organizationUrl: '',
    contactName: '',
    contactEmail: '',
    startDate: '',
    endDate: '',
    region: [],
    selectAllRegions: false,
    pocIsManager: false,
    tenantManagerName: '',
    tenantManagerEmail: '',
  };
}

export function tenantFormOf(tenant: TenantView): TenantFormValues {
  const managerName = tenant.tenantManagerName ?? '';
  const managerEmail = tenant.tenantManagerEmail ?? '';
  return {
    organizationName: tenant.organizationName,
    organizationUrl: tenant.organizationUrl,
    contactName: tenant.contactName,
    contactEmail: tenant.contactEmail,
    startDate: dayInputOf(tenant.startDate),
    endDate: dayInputOf(tenant.endDate),
    region: [...tenant.region],
    selectAllRegions: tenant.selectAllRegions,
    pocIsManager:
      managerEmail !== '' &&
      managerEmail.toLowerCase() === tenant.contactEmail.toLowerCase() &&
      managerName === tenant.contactName,
    tenantManagerName: managerName,
    tenantManagerEmail: managerEmail,
  };
}

/** Whether a name carries markup: it must equal its sanitised form (spec section 5). */
export function isMaliciousName(name: string): boolean {
  return hasMaliciousContent(name.trim());
}

const blank = (value: string): boolean => value.trim() === '';

/** The client-side checks of spec section 5 for the Add Company (add) and Edit Tenant (edit) forms. */
export function validateTenantForm(values: TenantFormValues, mode: TenantFormMode): TenantFormErrors {
  const errors: TenantFormErrors = {};
  const name = values.organizationName.trim();
  if (name === '') errors.organizationName = message('ORGANIZATION_NAME_REQUIRED');
  else if (!isValidOrganizationName(name)) errors.organizationName = message('INVALID_DISPLAY_NAME');
  if (blank(values.organizationUrl)) errors.organizationUrl = message('ORGANIZATION_URL_REQUIRED');
  if (blank(values.contactName)) errors.contactName = message('POC_NAME_REQUIRED');
  if (blank(values.contactEmail)) errors.contactEmail = message('POC_EMAIL_REQUIRED');
  else if (!isValidEmail(values.contactEmail)) errors.contactEmail = message('VALID_EMAIL_REQUIRED');
  if (!values.pocIsManager && !blank(values.tenantManagerEmail) && !isValidEmail(values.tenantManagerEmail))
    errors.tenantManagerEmail = message('VALID_EMAIL_REQUIRED');
  if (!values.selectAllRegions && values.region.length === 0) errors.region = message('REGION_REQUIRED');
  if (blank(values.startDate)) errors.startDate = message('START_DATE_REQUIRED');
  if (blank(values.endDate)) errors.endDate = message('END_DATE_REQUIRED');
  if (!blank(values.startDate) && !blank(values.endDate) && values.endDate <= values.startDate) {
    if (mode === 'add') errors.endDate = message('END_DATE_AFTER_START');
    else errors.startDate = message('START_DATE_BEFORE_END');
  }
  return errors;
}

/** The body of `POST /tenant/add` (and of edit, without its id): trimmed, dates at 00:00 UTC. */
export function tenantInputOf(values: TenantFormValues, regions: readonly Region[]): TenantInput {
  const managerName = values.pocIsManager ? values.contactName : values.tenantManagerName;
  const managerEmail = values.pocIsManager ? values.contactEmail : values.tenantManagerEmail;
  const region = values.selectAllRegions
    ? regions.map((item) => item.exchange_countryID)
    : [...values.region];
  return {
    organizationName: values.organizationName.trim(),
    organizationUrl: values.organizationUrl.trim(),
    contactName: values.contactName.trim(),
    contactEmail: values.contactEmail.trim(),
    startDate: isoOfDay(values.startDate),
    endDate: isoOfDay(values.endDate),
    region,
    selectAllRegions: values.selectAllRegions,
    ...(blank(managerName) ? {} : { tenantManagerName: managerName.trim() }),
    ...(blank(managerEmail) ? {} : { tenantManagerEmail: managerEmail.trim() }),
  };
}

export type TenantFormOutcome = 'saved' | 'invalid' | 'malicious' | 'failed';

/**
 * The state of the Add Company / Edit Tenant dialog: values, errors shown under the fields, the
 * 'malicious content' dialog, and the submission (nothing is sent while a check fails).
 */
export class TenantForm {
  values: TenantFormValues;
  errors: TenantFormErrors = {};
  busy = false;
  /** 'Organization name should not contains any malicious content' is on screen. */
  maliciousName = false;
  readonly mode: TenantFormMode;

  constructor(mode: TenantFormMode, tenant?: TenantView) {
    this.mode = mode;
    this.values = tenant === undefined ? emptyTenantForm() : tenantFormOf(tenant);
    makeAutoObservable(this, { mode: false }, { autoBind: true });
  }

  set<K extends TenantFormField>(field: K, value: TenantFormValues[K]): void {
    this.values = { ...this.values, [field]: value };
    if (this.errors[field] !== undefined) this.errors = { ...this.errors, [field]: undefined };
  }

  /** 'Is POC Also Tenant Manager?': on, the manager fields show the POC and follow it. */
  setPocIsManager(on: boolean): void {
    this.values = {
      ...this.values,
      pocIsManager: on,
      ...(on
        ? { tenantManagerName: this.values.contactName, tenantManagerEmail: this.values.contactEmail }
        : {}),
    };
    this.errors = { ...this.errors, tenantManagerName: undefined, tenantManagerEmail: undefined };
  }

  /** The manager fields as shown: the POC's while the box is ticked. */
  get managerName(): string {
    return this.values.pocIsManager ? this.values.contactName : this.values.tenantManagerName;
  }

  get managerEmail(): string {
    return this.values.pocIsManager ? this.values.contactEmail : this.values.tenantManagerEmail;
  }

  setSelectAllRegions(on: boolean): void {
    this.values = { ...this.values, selectAllRegions: on };
    if (on) this.errors = { ...this.errors, region: undefined };
  }

  closeMaliciousName(): void {
    this.maliciousName = false;
  }

  get hasErrors(): boolean {
    return Object.values(this.errors).some((error) => error !== undefined);
  }

  /**
   * Checks the form, then saves it: a name with markup opens the malicious-content dialog and a failed
   * check shows under its field, without a call. A server error shows as the client's notification and
   * the dialog stays open.
   */
  async submit(
    save: (input: TenantInput) => Promise<unknown>,
    regions: readonly Region[],
  ): Promise<TenantFormOutcome> {
    if (this.busy) return 'failed';
    if (isMaliciousName(this.values.organizationName)) {
      this.maliciousName = true;
      return 'malicious';
    }
    const errors = validateTenantForm(this.values, this.mode);
    this.errors = errors;
    if (Object.keys(errors).length > 0) return 'invalid';
    this.busy = true;
    try {
      await save(tenantInputOf(this.values, regions));
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
}
