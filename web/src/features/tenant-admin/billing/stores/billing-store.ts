import { makeAutoObservable, observableRef, runInAction } from 'mobx';

import type { BillingApi, PlanCatalogue, Subscription } from '../../../../api/billing-api';
import {
  billingNoticeOf,
  dashboardRefusalOf,
  subscriptionMenuOf,
  type BillingNotice,
  type SubscriptionMenuRules,
} from '../../../../shared/billing/subscription-rules';
import { Channel } from '../../../../shared/async/channel';
import { ListLoad } from '../../../../shared/async/list-load';
import type { LoadStatus } from '../../../../shared/async/request-state';

/** The billing calls the shared store makes. */
export type BillingStoreApi = Pick<BillingApi, 'subscription' | 'plans'>;

/** Time, injected so that polling is tested without waiting. */
export interface BillingClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const systemClock: BillingClock = {
  now: () => Date.now(),
  sleep: (ms) =>
    new Promise((resolve) => {
      setTimeout(resolve, ms);
    }),
};

/** docs/api/billing.md: poll every 1 s, give up after 30 s. */
export const POLL_INTERVAL_MS = 1_000;
export const POLL_TIMEOUT_MS = 30_000;
export const PAYMENT_PROCESSING_TEXT = 'Your payment is being processed. Refresh this page in a minute.';

export type PollOutcome = 'paid' | 'timeout' | 'stopped';

const INLINE = { notifyOnError: false } as const;

/**
 * The signed-in tenant administrator's subscription, shared by the headers' Subscription menu, the pop-ups of
 * /manageUsers, /payment and /cancel-subscription; and the plans catalogue (region names, seat options).
 */
export class BillingStore {
  subscription: Subscription | undefined = undefined;
  catalogue: PlanCatalogue | undefined = undefined;
  /** The pop-up kinds closed during this visit: each shows once. */
  dismissed: string[] = [];
  /** Set while a poll runs; stopPolling() clears it. */
  polling = false;

  readonly tenantId: string;
  readonly #api: BillingStoreApi;
  readonly #clock: BillingClock;
  readonly #load = new ListLoad();
  #inFlight: Promise<void> | undefined;
  #catalogueInFlight: Promise<PlanCatalogue | undefined> | undefined;
  /** The poll after a payment: a new one or stopPolling() ends the one running. */
  readonly #poll = new Channel();

  constructor(api: BillingStoreApi, tenantId: string, clock: BillingClock = systemClock) {
    this.#api = api;
    this.tenantId = tenantId;
    this.#clock = clock;
    makeAutoObservable(
      this,
      { subscription: observableRef, catalogue: observableRef, tenantId: false },
      { autoBind: true },
    );
  }

  // ---- Derived ---------------------------------------------------------------------------------------

  get status(): LoadStatus {
    return this.#load.status;
  }

  /** Why the subscription could not be loaded (the pages show it with Retry). */
  get error(): string | undefined {
    return this.#load.error;
  }

  get loaded(): boolean {
    return this.subscription !== undefined;
  }

  /** The menu rules now (they depend on dates: resume until nextChargeDate, trial expiry). */
  get menu(): SubscriptionMenuRules {
    return subscriptionMenuOf(this.subscription, this.#clock.now());
  }

  get dashboardRefusal(): string | undefined {
    return dashboardRefusalOf(this.subscription);
  }

  /** The pop-up /manageUsers shows, unless it was closed during this visit. */
  get notice(): BillingNotice | undefined {
    const notice = billingNoticeOf(this.subscription, this.#clock.now());
    if (notice === undefined) return undefined;
    return this.dismissed.includes(this.noticeKey(notice)) ? undefined : notice;
  }

  // ---- Actions ---------------------------------------------------------------------------------------

  dismissNotice(): void {
    const notice = billingNoticeOf(this.subscription, this.#clock.now());
    if (notice !== undefined) this.dismissed.push(this.noticeKey(notice));
  }

  /** Replaces the view with a newer answer of the server (a command's answer). */
  set(subscription: Subscription): void {
    this.subscription = subscription;
    this.#load.settle();
  }

  /** Loads the subscription once; later calls share the call in flight. */
  ensureLoaded(): Promise<void> {
    if (this.status === 'ready' || this.status === 'loading') return this.#inFlight ?? Promise.resolve();
    return this.load();
  }

  /** (Re)loads the subscription; a failure is kept as `error`, shown by the page with Retry. */
  load(): Promise<void> {
    if (this.#inFlight !== undefined) return this.#inFlight;
    const call = this.#load
      .run(
        () => this.#api.subscription(this.tenantId, INLINE),
        (subscription) => {
          this.subscription = subscription;
        },
      )
      .finally(() => {
        this.#inFlight = undefined;
      });
    this.#inFlight = call;
    return call;
  }

  /** The public plans catalogue, loaded once. */
  async ensureCatalogue(): Promise<PlanCatalogue | undefined> {
    if (this.catalogue !== undefined) return this.catalogue;
    this.#catalogueInFlight ??= this.#api.plans(INLINE).then(
      (catalogue) => {
        runInAction(() => {
          this.catalogue = catalogue;
        });
        return catalogue;
      },
      () => {
        this.#catalogueInFlight = undefined;
        return undefined;
      },
    );
    return this.#catalogueInFlight;
  }

  /**
   * After a payment: reads the subscription every second until it is PAID (the provider's confirmation),
   * for at most 30 s. Resolves 'timeout' when it is still processing, 'stopped' when stopPolling() ran.
   */
  async pollUntilPaid(
    intervalMs: number = POLL_INTERVAL_MS,
    timeoutMs: number = POLL_TIMEOUT_MS,
  ): Promise<PollOutcome> {
    const { isCurrent } = this.#poll.start();
    const started = this.#clock.now();
    runInAction(() => {
      this.polling = true;
    });
    try {
      for (;;) {
        if (!isCurrent()) return 'stopped';
        if (this.subscription?.state === 'PAID') return 'paid';
        if (this.#clock.now() - started >= timeoutMs) return 'timeout';
        await this.#clock.sleep(intervalMs);
        if (!isCurrent()) return 'stopped';
        await this.refreshQuietly();
      }
    } finally {
      if (isCurrent()) {
        runInAction(() => {
          this.polling = false;
        });
      }
    }
  }

  stopPolling(): void {
    this.#poll.cancel();
    this.polling = false;
  }

  // ---- Internals -------------------------------------------------------------------------------------

  /** A poll's read: a failure is not shown, the next round asks again. */
  private async refreshQuietly(): Promise<void> {
    try {
      this.set(await this.#api.subscription(this.tenantId, INLINE));
    } catch {
      // The poll goes on.
    }
  }

  private noticeKey(notice: BillingNotice): string {
    return `${notice.kind}:${this.subscription?.id ?? ''}`;
  }
}
