import { makeAutoObservable, observableRef, runInAction } from 'mobx';

import type { BillingApi, BillingInterval, PlanCard, PlanCatalogue } from '../../../../api/billing-api';
import {
  dataOf,
  failed,
  IDLE,
  LOADING,
  ready,
  type RequestState,
} from '../../../../shared/async/request-state';
import { readJson, writeJson, type KeyValueStorage } from '../../../../stores/key-value-storage';
import { formatCardUsd, periodWord } from '../../../../shared/billing/billing-format';
import { PAYMENT_PATH } from '../../../../shared/billing/subscription-rules';

/** The plan chosen on /subscriptionPlans, kept for the sign-up and the first /payment (spec: subscription data). */
export const CHOSEN_BUNDLE_STORAGE_KEY = 'subscriptionBundle';
export const SIGN_UP_PATH = '/addCompany';

export type PlansApi = Pick<BillingApi, 'plans'>;

/** What 'Get it now' does: ask first (a tenant changes its plan), or go to the sign-up. */
export type GetItNow = { kind: 'confirm'; pid: string; text: string } | { kind: 'navigate'; to: string };

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

/** The bundle the visitor chose last, if any. */
export function chosenBundleOf(storage: KeyValueStorage): string | undefined {
  return readJson(storage, CHOSEN_BUNDLE_STORAGE_KEY, isString);
}

/** 'Monthly' / 'Annual': the X of 'Do you wish to change your subscription plan to X Plan?'. */
export function planNameOf(interval: BillingInterval): string {
  return interval === 'annual' ? 'Annual' : 'Monthly';
}

/** `/payment?bundle=pid`. */
export function paymentPathFor(pid: string): string {
  return `${PAYMENT_PATH}?${new URLSearchParams({ bundle: pid }).toString()}`;
}

/** `/addCompany?bundle=pid`. */
export function signUpPathFor(pid: string): string {
  return `${SIGN_UP_PATH}?${new URLSearchParams({ bundle: pid }).toString()}`;
}

/**
 * /subscriptionPlans (spec section 2): 'Choose your plan' with the trial card (only without a tenant and
 * while the trial was not chosen), the monthly/annual toggle ('Pay Monthly', 'Pay Annually' with 'Best
 * Value' and '20% discount on total price'), the Enterprise card and the regional price note. 'Get it now'
 * asks a tenant 'Do you wish to change your subscription plan to X Plan?' and goes to /payment?bundle=;
 * without a tenant it goes to /addCompany?bundle=.
 */
export class PlansStore {
  /** The catalogue; a failure shows on the page with Retry. */
  state: RequestState<PlanCatalogue> = IDLE;
  interval: BillingInterval;
  chosen: string | undefined;

  readonly hasTenant: boolean;
  readonly #api: PlansApi;
  readonly #storage: KeyValueStorage;

  constructor(api: PlansApi, storage: KeyValueStorage, hasTenant: boolean) {
    this.#api = api;
    this.#storage = storage;
    this.hasTenant = hasTenant;
    this.chosen = chosenBundleOf(storage);
    this.interval = this.chosen?.includes('-annual') === true ? 'annual' : 'monthly';
    makeAutoObservable(this, { state: observableRef, hasTenant: false }, { autoBind: true });
  }

  get catalogue(): PlanCatalogue | undefined {
    return dataOf(this.state);
  }

  get cards(): PlanCard[] {
    return this.catalogue?.bundles ?? [];
  }

  /** The card of the chosen interval. */
  get card(): PlanCard | undefined {
    return this.cards.find((card) => card.interval === this.interval);
  }

  /** The annual card's 'Best Value' (for the toggle). */
  get bestValueInterval(): BillingInterval | undefined {
    return this.cards.find((card) => card.bestValue)?.interval;
  }

  /** Spec: the trial card only if no tenant exists yet and the trial was not chosen. */
  get showTrial(): boolean {
    const trial = this.catalogue?.trial;
    return trial !== undefined && !this.hasTenant && this.chosen !== trial.pid;
  }

  /** 'Try a set of anonymized stocks for 14 days'. */
  get trialText(): string {
    return `Try a set of anonymized stocks for ${this.catalogue?.trial.days ?? 14} days`;
  }

  /** The card's total with trailing zeros trimmed: '$2,400', '$938.4'. */
  priceOf(card: PlanCard): string {
    return formatCardUsd(card.priceTotal);
  }

  /** '/ month' or '/ year'. */
  periodOf(card: PlanCard): string {
    return `per ${periodWord(card.interval)}`;
  }

  setInterval(interval: BillingInterval): void {
    this.interval = interval;
  }

  async load(): Promise<void> {
    this.state = LOADING;
    try {
      const catalogue = await this.#api.plans({ notifyOnError: false });
      runInAction(() => {
        this.state = ready(catalogue);
      });
    } catch (failure) {
      runInAction(() => {
        this.state = failed(failure);
      });
    }
  }

  /** 'Get it now' on a card (or the trial card). */
  getItNow(pid: string): GetItNow {
    if (this.hasTenant) {
      const card = this.cards.find((candidate) => candidate.pid === pid);
      const name = card === undefined ? 'Trial' : planNameOf(card.interval);
      return {
        kind: 'confirm',
        pid,
        text: `Do you wish to change your subscription plan to ${name} Plan?`,
      };
    }
    this.choose(pid);
    return { kind: 'navigate', to: signUpPathFor(pid) };
  }

  /** The confirmed change of a tenant's plan: /payment?bundle=. */
  confirm(pid: string): string {
    this.choose(pid);
    return paymentPathFor(pid);
  }

  private choose(pid: string): void {
    this.chosen = pid;
    writeJson(this.#storage, CHOSEN_BUNDLE_STORAGE_KEY, pid);
  }
}
