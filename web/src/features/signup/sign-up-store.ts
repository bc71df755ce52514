import { makeAutoObservable, runInAction } from 'mobx';

import type { BillingApi, PlanCatalogue } from '../../api/billing-api';
import { errorCodeOf, errorTextOf } from '../../api/error-text';
import { PersonErrorCode, type PersonsApi, type TenantSignUpRequest } from '../../api/persons-api';
import { message, MESSAGES, type MessageKey } from '../../shared/messages';
import { hasMaliciousContent, isValidOrganizationName } from '../../shared/organization-name';
import { isValidEmail } from '../../shared/validation';

/** The text fields of the sign-up form, in the order they show. */
export const SIGN_UP_FIELDS = ['organizationName', 'contactName', 'organizationUrl', 'contactEmail'] as const;
export type SignUpField = (typeof SIGN_UP_FIELDS)[number];

export const SIGN_UP_FIELD_MAX_LENGTH = 255;

export type SignUpOutcome = 'sent' | 'malicious' | 'invalid' | 'failed' | 'busy';

/**
 * Whether the `bundle` of the link is a plan we offer: 'checking' while the plans load, 'unknown' when it is
 * none of them, 'offered' when it is one (or the plans could not be read: the server checks it again).
 */
export type BundleCheck = 'checking' | 'offered' | 'unknown';

/** The pids one can sign up for: the catalogue's bundles and its trial. */
export function offeredPidsOf(catalogue: Pick<PlanCatalogue, 'bundles' | 'trial'>): string[] {
  return [...catalogue.bundles.map((bundle) => bundle.pid), catalogue.trial.pid];
}

/** How much of an unknown bundle the page repeats back. */
const SHOWN_BUNDLE_LENGTH = 60;

/** The check of one field before sending, or undefined when it is fine. */
export function signUpFieldError(field: SignUpField, value: string): MessageKey | undefined {
  const text = value.trim();
  switch (field) {
    case 'organizationName':
      if (text === '') return 'ORGANIZATION_NAME_REQUIRED';
      return isValidOrganizationName(text) ? undefined : 'INVALID_DISPLAY_NAME';
    case 'contactName':
      return text === '' ? 'POC_NAME_REQUIRED' : undefined;
    case 'organizationUrl':
      return text === '' ? 'ORGANIZATION_URL_REQUIRED' : undefined;
    case 'contactEmail':
      if (text === '') return 'POC_EMAIL_REQUIRED';
      return isValidEmail(text) ? undefined : 'VALID_EMAIL_REQUIRED';
  }
}

/** The server's 400 texts that belong to one field (docs/api/tenancy.md). */
const FIELD_OF_TEXT: ReadonlyMap<string, SignUpField> = new Map([
  [MESSAGES.ORGANIZATION_NAME_REQUIRED, 'organizationName'],
  [MESSAGES.INVALID_DISPLAY_NAME, 'organizationName'],
  [MESSAGES.POC_NAME_REQUIRED, 'contactName'],
  [MESSAGES.ORGANIZATION_URL_REQUIRED, 'organizationUrl'],
  [MESSAGES.POC_EMAIL_REQUIRED, 'contactEmail'],
  [MESSAGES.VALID_EMAIL_REQUIRED, 'contactEmail'],
]);

/** The field a refusal of the server is about, or undefined for one about the whole form. */
function fieldOfFailure(failure: unknown): SignUpField | undefined {
  const code = errorCodeOf(failure);
  if (code === PersonErrorCode.InvalidDisplayName || code === PersonErrorCode.OrganizationAlreadyExists) {
    return 'organizationName';
  }
  if (code === PersonErrorCode.EmailAlreadyExists) return 'contactEmail';
  return FIELD_OF_TEXT.get(errorTextOf(failure));
}

/**
 * The public organisation sign-up of /addCompany?bundle= (POST /tenant/addWithAdmin): organisation name,
 * POC name, organisation URL and POC email, and the two subscription preferences. A name that differs from
 * its sanitised form opens the malicious-content dialog and nothing is sent; the other checks mirror the
 * server's. On success the new administrator is mailed a link to set a password.
 */
export class SignUpStore {
  values: Record<SignUpField, string> = {
    organizationName: '',
    contactName: '',
    organizationUrl: '',
    contactEmail: '',
  };
  blogNewsArticlesSubscription = false;
  hsMarketableStatus = false;
  errors: Partial<Record<SignUpField, string>> = {};
  formError: string | undefined = undefined;
  /** The 'Organization name should not contains any malicious content' dialog is open. */
  maliciousDialogOpen = false;
  submitting = false;
  /** The server's answer once the sign-up went through ('An email has been sent to ...'). */
  sentMessage: string | undefined = undefined;

  /** The chosen bundle (the `bundle` query parameter), sent as productId. */
  readonly productId: string | undefined;
  /** Whether that bundle is one we offer (checkBundle). */
  bundleCheck: BundleCheck;
  readonly #api: Pick<PersonsApi, 'signUp'>;
  readonly #plans: Pick<BillingApi, 'plans'> | undefined;

  constructor(
    api: Pick<PersonsApi, 'signUp'>,
    productId: string | null | undefined,
    plans?: Pick<BillingApi, 'plans'>,
  ) {
    this.#api = api;
    this.#plans = plans;
    const bundle = productId?.trim() ?? '';
    this.productId = bundle === '' ? undefined : bundle;
    this.bundleCheck = plans === undefined ? 'offered' : 'checking';
    makeAutoObservable(this, { productId: false }, { autoBind: true });
  }

  get hasBundle(): boolean {
    return this.productId !== undefined;
  }

  /** 'The plan "x" is unknown. Please choose one of our plans.', for an unknown bundle. */
  get unknownBundleText(): string {
    const bundle = this.productId ?? '';
    const shown = bundle.length > SHOWN_BUNDLE_LENGTH ? `${bundle.slice(0, SHOWN_BUNDLE_LENGTH)}…` : bundle;
    return message('SIGN_UP_BUNDLE_UNKNOWN', { bundle: shown });
  }

  /** Asks the plans catalogue whether the bundle is offered; a catalogue that cannot be read lets it pass. */
  async checkBundle(): Promise<void> {
    if (this.#plans === undefined || this.productId === undefined) {
      this.bundleCheck = 'offered';
      return;
    }
    const productId = this.productId;
    try {
      const catalogue = await this.#plans.plans({ notifyOnError: false });
      runInAction(() => {
        this.bundleCheck = offeredPidsOf(catalogue).includes(productId) ? 'offered' : 'unknown';
      });
    } catch {
      runInAction(() => {
        this.bundleCheck = 'offered';
      });
    }
  }

  get sent(): boolean {
    return this.sentMessage !== undefined;
  }

  set(field: SignUpField, value: string): void {
    this.values[field] = value;
    delete this.errors[field];
    this.formError = undefined;
  }

  setBlogNewsArticlesSubscription(value: boolean): void {
    this.blogNewsArticlesSubscription = value;
  }

  setHsMarketableStatus(value: boolean): void {
    this.hsMarketableStatus = value;
  }

  closeMaliciousDialog(): void {
    this.maliciousDialogOpen = false;
  }

  /** Checks every field; the first invalid one, or undefined when the form may be sent. */
  validate(): SignUpField | undefined {
    const errors: Partial<Record<SignUpField, string>> = {};
    for (const field of SIGN_UP_FIELDS) {
      const key = signUpFieldError(field, this.values[field]);
      if (key !== undefined) errors[field] = message(key);
    }
    this.errors = errors;
    return SIGN_UP_FIELDS.find((field) => errors[field] !== undefined);
  }

  get request(): TenantSignUpRequest {
    return {
      organizationName: this.values.organizationName.trim(),
      contactName: this.values.contactName.trim(),
      organizationUrl: this.values.organizationUrl.trim(),
      contactEmail: this.values.contactEmail.trim(),
      productId: this.productId ?? '',
      blogNewsArticlesSubscription: this.blogNewsArticlesSubscription,
      hsMarketableStatus: this.hsMarketableStatus,
    };
  }

  /**
   * Sends the sign-up: 'malicious' (the dialog opens, nothing is sent), 'invalid' (field errors set), 'sent',
   * 'failed' (the server's refusal under its field, or above the buttons).
   */
  async submit(): Promise<SignUpOutcome> {
    if (this.submitting || this.sent) return 'busy';
    this.formError = undefined;
    if (hasMaliciousContent(this.values.organizationName)) {
      this.maliciousDialogOpen = true;
      return 'malicious';
    }
    if (this.validate() !== undefined) return 'invalid';
    if (this.productId === undefined) {
      this.formError = message('SIGN_UP_BUNDLE_REQUIRED');
      return 'invalid';
    }
    this.submitting = true;
    const request = this.request;
    try {
      const answer = await this.#api.signUp(request, { notifyOnError: false });
      runInAction(() => {
        this.submitting = false;
        this.sentMessage =
          typeof answer?.message === 'string' && answer.message.trim() !== ''
            ? answer.message
            : message('SIGN_UP_EMAIL_SENT', { email: request.contactEmail });
      });
      return 'sent';
    } catch (failure) {
      runInAction(() => {
        this.submitting = false;
        // The server does not offer the plan after all: the page says so in place of the form.
        if (errorCodeOf(failure) === 'UNKNOWN_PRODUCT') {
          this.bundleCheck = 'unknown';
          return;
        }
        const field = fieldOfFailure(failure);
        if (field === undefined) this.formError = errorTextOf(failure);
        else this.errors = { ...this.errors, [field]: errorTextOf(failure) };
      });
      return 'failed';
    }
  }
}
