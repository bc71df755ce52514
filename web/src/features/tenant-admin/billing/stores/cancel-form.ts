import { makeAutoObservable, runInAction } from 'mobx';

import {
  CANCELLATION_REASONS,
  type BillingApi,
  type CancelSubscriptionRequest,
  type CancellationReason,
  type Subscription,
} from '../../../../api/billing-api';
import { errorTextOf } from '../../../../api/error-text';
import { message } from '../../../../shared/messages';

/** Spec section 9: the other-reason text is 500 characters at most, 5 rows. */
export const OTHER_REASON_MAX_LENGTH = 500;
export const OTHER_REASON_ROWS = 5;
export const OTHER_REASON_TOO_LONG_TEXT = `Please keep your other reason to ${OTHER_REASON_MAX_LENGTH} characters or fewer.`;

/** The survey's words for each reason value. */
export const CANCELLATION_REASON_LABELS: Readonly<Record<CancellationReason, string>> = {
  expensive: 'It is too expensive',
  lowfrequency: 'I do not use it often enough',
  obsolete: 'It no longer meets my needs',
  competition: 'I found a better alternative',
  issues: 'I had technical issues',
  expectation: 'It did not meet my expectations',
  other: 'Other',
};

export type CancelFormApi = Pick<BillingApi, 'cancel' | 'resume'>;

export interface CancelFormErrors {
  reasons?: string;
  otherReason?: string;
}

/**
 * The cancellation survey of /cancel-subscription (spec sections 3 and 5): at least one reason; 'other'
 * needs its text (500 characters at most); the reasons are sent joined by ';' in the survey's order.
 */
export class CancelForm {
  reasons: CancellationReason[] = [];
  otherReason = '';
  /** Errors show once Cancel Subscription was pressed. */
  showErrors = false;
  submitting = false;
  submitError: string | undefined = undefined;

  readonly #api: CancelFormApi;

  constructor(api: CancelFormApi) {
    this.#api = api;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  isChosen(reason: CancellationReason): boolean {
    return this.reasons.includes(reason);
  }

  get otherChosen(): boolean {
    return this.isChosen('other');
  }

  get errors(): CancelFormErrors {
    const errors: CancelFormErrors = {};
    if (this.reasons.length === 0) errors.reasons = message('CANCEL_REASON_REQUIRED');
    if (this.otherChosen) {
      const text = this.otherReason.trim();
      if (text === '') errors.otherReason = message('OTHER_REASON_REQUIRED');
      else if (text.length > OTHER_REASON_MAX_LENGTH) errors.otherReason = OTHER_REASON_TOO_LONG_TEXT;
    }
    return errors;
  }

  /** The errors to show now (none before the first submit). */
  get shownErrors(): CancelFormErrors {
    return this.showErrors ? this.errors : {};
  }

  get valid(): boolean {
    const { reasons, otherReason } = this.errors;
    return reasons === undefined && otherReason === undefined;
  }

  /** `{ cancellationReason: 'expensive;other', otherReason }`; the text only with 'other'. */
  get request(): CancelSubscriptionRequest {
    const cancellationReason = CANCELLATION_REASONS.filter((reason) => this.isChosen(reason)).join(';');
    return this.otherChosen
      ? { cancellationReason, otherReason: this.otherReason.trim() }
      : { cancellationReason };
  }

  toggle(reason: CancellationReason): void {
    this.reasons = this.isChosen(reason)
      ? this.reasons.filter((chosen) => chosen !== reason)
      : [...this.reasons, reason];
    this.submitError = undefined;
  }

  setOtherReason(text: string): void {
    this.otherReason = text;
    this.submitError = undefined;
  }

  /** Cancels with the survey's answers; resolves the CANCELING subscription, or undefined (errors shown). */
  async submit(): Promise<Subscription | undefined> {
    this.showErrors = true;
    this.submitError = undefined;
    if (!this.valid) return undefined;
    return this.call(() => this.#api.cancel(this.request, { notifyOnError: false }));
  }

  /** Resume Subscription: back to PAID before nextChargeDate. */
  resume(): Promise<Subscription | undefined> {
    this.submitError = undefined;
    return this.call(() => this.#api.resume({ notifyOnError: false }));
  }

  private async call(run: () => Promise<Subscription>): Promise<Subscription | undefined> {
    this.submitting = true;
    try {
      return await run();
    } catch (failure) {
      runInAction(() => {
        this.submitError = errorTextOf(failure);
      });
      return undefined;
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
    }
  }
}
