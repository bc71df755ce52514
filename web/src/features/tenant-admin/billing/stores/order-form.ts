import { makeAutoObservable, observableRef, reaction, runInAction, type IReactionDisposer } from 'mobx';

import type {
  BillingApi,
  BillingInterval,
  BillingRegion,
  Bundle,
  EstimatedSubscription,
  PlanCard,
  PlanCatalogue,
  PlanChoice,
  Subscription,
  UpdateSubscriptionAnswer,
} from '../../../../api/billing-api';
import { errorTextOf } from '../../../../api/error-text';
import { Channel } from '../../../../shared/async/channel';
import type { LoadStatus } from '../../../../shared/async/request-state';
import { formatCardUsd, formatUsd, regionNames } from '../../../../shared/billing/billing-format';
import { SeatInput } from './seat-input';
import {
  isTrialBundle,
  regionSelectionError,
  seatsBelowUsersText,
} from '../../../../shared/billing/subscription-rules';

/** A first purchase (new, trial, expired: checkout) or a change of a paid plan (estimate, update). */
export type OrderMode = 'purchase' | 'update';
export type OrderStep = 'form' | 'preview';

/** The calls of the order form. */
export type OrderFormApi = Pick<BillingApi, 'bundle' | 'estimate' | 'update'>;

/** How long the live price waits for the seats and regions to settle before asking the server. */
export const PRICE_DEBOUNCE_MS = 250;
export const SEATS_REQUIRED_TEXT = 'Please choose at least 1 seat.';
export const PLAN_UNCHANGED_TEXT =
  'This is your current plan. Change the seats, regions or billing to update it.';

const INLINE = { notifyOnError: false } as const;

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  const left = [...new Set(a)].sort((x, y) => x - y).join();
  const right = [...new Set(b)].sort((x, y) => x - y).join();
  return left === right;
}

/** The region counts a bundle can be bought with: 1 to the catalogue's threshold (20). */
function regionCountRange(catalogue: PlanCatalogue): number[] {
  const max = Math.max(1, catalogue.regionThreshold);
  return Array.from({ length: max }, (_unused, index) => index + 1);
}

/** A line of the order preview. */
export interface OrderLine {
  label: string;
  value: string;
}

/**
 * The order form of /payment (spec sections 2, 4, 5): the bundle (monthly or annual), seats (1-10, '10+'),
 * the bundle's region count and exactly that many regions ('Please select {n} more region(s) in order to
 * continue'), with regions bought before locked in; seats below the active users need users disabled
 * first; the live price from `GET /payment/bundle` with the 'Saved N% (Seats x count)' hint and the annual
 * coupon. Continue shows the order preview (a purchase) or the estimate of the change (an update).
 */
export class OrderForm {
  productId: string;
  readonly seatInput: SeatInput;
  regionCount: number;
  regionIds: number[];
  activeUsers: number;
  /** The priced bundle for the current choice. */
  bundle: Bundle | undefined = undefined;
  priceStatus: LoadStatus = 'idle';
  priceError: string | undefined = undefined;
  step: OrderStep = 'form';
  estimate: EstimatedSubscription | undefined = undefined;
  estimateStatus: LoadStatus = 'idle';
  /** Errors show once Continue was pressed. */
  showErrors = false;
  submitting = false;
  submitError: string | undefined = undefined;

  readonly mode: OrderMode;
  readonly catalogue: PlanCatalogue;
  /** Regions bought before: they stay selected (spec section 5). */
  readonly purchased: readonly number[];
  readonly current: Subscription;
  readonly #api: OrderFormApi;
  /** The live price: only the answer for the latest choice counts. */
  readonly #price = new Channel();

  constructor(
    api: OrderFormApi,
    catalogue: PlanCatalogue,
    subscription: Subscription,
    bundle: string | null,
  ) {
    this.#api = api;
    this.catalogue = catalogue;
    this.current = subscription;
    this.mode = subscription.state === 'PAID' ? 'update' : 'purchase';
    this.activeUsers = subscription.activeUsers;
    const pids = catalogue.bundles.map((card) => card.pid);
    const fallback = catalogue.bundles[0]?.pid ?? '';
    const currentPid = pids.includes(subscription.productId ?? '') ? subscription.productId : null;
    this.productId =
      bundle !== null && pids.includes(bundle) && !isTrialBundle(bundle) ? bundle : (currentPid ?? fallback);
    if (this.mode === 'update') {
      this.purchased = [...subscription.regionIds];
      this.seatInput = new SeatInput(subscription.seatCount, catalogue.seatOptions, catalogue.seatPlusOption);
      this.regionCount = Math.max(1, subscription.regionIds.length);
      this.regionIds = [...subscription.regionIds];
    } else {
      // A trial's random region (or an expired plan's regions) is not a purchase: preselected, not locked.
      this.purchased = [];
      const seats = Math.max(catalogue.defaultSeatCount, subscription.activeUsers, 1);
      this.seatInput = new SeatInput(seats, catalogue.seatOptions, catalogue.seatPlusOption);
      const known = subscription.regionIds.filter((id) =>
        catalogue.regions.some((region) => region.exchange_countryID === id),
      );
      this.regionCount = Math.min(
        Math.max(catalogue.defaultRegionCount, known.length, 1),
        catalogue.regionThreshold,
      );
      this.regionIds = known.slice(0, this.regionCount);
    }
    makeAutoObservable(
      this,
      {
        catalogue: false,
        current: false,
        purchased: false,
        mode: false,
        seatInput: false,
        bundle: observableRef,
        estimate: observableRef,
      },
      { autoBind: true },
    );
  }

  // ---- Derived ---------------------------------------------------------------------------------------

  get cards(): PlanCard[] {
    return this.catalogue.bundles;
  }

  get card(): PlanCard | undefined {
    return this.catalogue.bundles.find((card) => card.pid === this.productId);
  }

  get interval(): BillingInterval {
    return this.card?.interval ?? 'monthly';
  }

  get regions(): BillingRegion[] {
    return this.catalogue.regions;
  }

  get seats(): number {
    return this.seatInput.seats;
  }

  /** The region counts offered; fewer than the regions bought before cannot be chosen. */
  get regionCountOptions(): Array<{ count: number; disabled: boolean }> {
    return regionCountRange(this.catalogue).map((count) => ({
      count,
      disabled: count < this.purchased.length,
    }));
  }

  get seatError(): string | undefined {
    return this.seats < 1 ? SEATS_REQUIRED_TEXT : undefined;
  }

  /** 'You have 5 active users. Please disable 2 user(s) before reducing your seats to 3.' */
  get seatsBelowUsers(): string | undefined {
    return seatsBelowUsersText(this.activeUsers, this.seats);
  }

  /** How many users must be disabled before these seats can be bought. */
  get usersToDisable(): number {
    return this.seats >= 1 ? Math.max(0, this.activeUsers - this.seats) : 0;
  }

  get regionError(): string | undefined {
    return regionSelectionError(this.regionCount, this.regionIds.length);
  }

  get selectedRegions(): BillingRegion[] {
    return this.catalogue.regions.filter((region) => this.regionIds.includes(region.exchange_countryID));
  }

  get selectedRegionNames(): string[] {
    return regionNames(this.regionIds, this.catalogue.regions);
  }

  /** The same bundle, seats and regions as the paid plan: nothing to update. */
  get unchanged(): boolean {
    return (
      this.mode === 'update' &&
      this.productId === this.current.productId &&
      this.seats === this.current.seatCount &&
      sameIds(this.regionIds, this.current.regionIds)
    );
  }

  get plan(): PlanChoice {
    return {
      productId: this.productId,
      seatCount: this.seats,
      regionCount: this.regionCount,
      regionIds: [...this.regionIds],
    };
  }

  /** The order can go on: seats, users, regions, and (for an update) a change. */
  get valid(): boolean {
    return (
      this.seatError === undefined &&
      this.seatsBelowUsers === undefined &&
      this.regionError === undefined &&
      !this.unchanged
    );
  }

  /** Spec section 5: Update Subscription is disabled when the total seats is 0. */
  get submitDisabled(): boolean {
    return this.seats < 1;
  }

  /** The priced bundle matches the current choice (not an answer for earlier seats or regions). */
  get priced(): boolean {
    const b = this.bundle;
    return (
      b !== undefined &&
      b.pid === this.productId &&
      b.seatCount === this.seats &&
      b.regionCount === this.regionCount
    );
  }

  /** The total per period, two decimals: '$9,008.64'. */
  get totalDisplay(): string | undefined {
    return this.bundle === undefined ? undefined : formatUsd(this.bundle.priceTotal);
  }

  /** The same total with trailing zeros trimmed, as on the plan cards: '$938.4'. */
  get totalCardDisplay(): string | undefined {
    return this.bundle === undefined ? undefined : formatCardUsd(this.bundle.priceTotal);
  }

  /** 'Saved N% (Seats x count)' (none for one seat). */
  get savedHint(): string | undefined {
    return this.bundle?.savedHint ?? undefined;
  }

  /** The annual coupon line: 'ANNUAL-SUBSCRIPTION-DISCOUNT (20% off)'. */
  get couponText(): string | undefined {
    const code =
      this.bundle?.couponCode ?? (this.interval === 'annual' ? this.catalogue.annualCoupon.code : null);
    if (code === null || code === undefined || this.interval !== 'annual') return undefined;
    const percent = this.catalogue.annualCoupon.percent;
    return `${code} (${percent}% off)`;
  }

  /** The order preview's lines (the seat addon is not listed on its own: spec section 9). */
  get previewLines(): OrderLine[] {
    const lines: OrderLine[] = [
      { label: 'Plan', value: this.card?.display ?? this.productId },
      { label: 'Billing', value: this.card?.card ?? '' },
      { label: 'Seats', value: String(this.seats) },
      { label: `Regions (${this.regionCount})`, value: this.selectedRegionNames.join(', ') },
    ];
    if (this.savedHint !== undefined) lines.push({ label: 'Seat discount', value: this.savedHint });
    if (this.couponText !== undefined) lines.push({ label: 'Coupon', value: this.couponText });
    return lines;
  }

  isPurchased(id: number): boolean {
    return this.purchased.includes(id);
  }

  isSelected(id: number): boolean {
    return this.regionIds.includes(id);
  }

  /** A region that is not selected can be added while fewer than the region count are selected. */
  canSelect(id: number): boolean {
    return this.isSelected(id) || this.regionIds.length < this.regionCount;
  }

  // ---- Choices ---------------------------------------------------------------------------------------

  setProduct(pid: string): void {
    if (!this.catalogue.bundles.some((card) => card.pid === pid)) return;
    this.productId = pid;
    this.changed();
  }

  setInterval(interval: BillingInterval): void {
    const card = this.catalogue.bundles.find((candidate) => candidate.interval === interval);
    if (card !== undefined) this.setProduct(card.pid);
  }

  chooseSeats(option: number | string): void {
    this.seatInput.choose(option);
    this.changed();
  }

  typeSeats(text: string): void {
    this.seatInput.type(text);
    this.changed();
  }

  /** Another region count: never below the regions bought before; extra chosen regions are dropped. */
  setRegionCount(count: number): void {
    const max = Math.max(1, this.catalogue.regionThreshold);
    if (!Number.isInteger(count) || count < Math.max(1, this.purchased.length) || count > max) return;
    this.regionCount = count;
    if (this.regionIds.length > count) {
      const locked = this.regionIds.filter((id) => this.isPurchased(id));
      const free = this.regionIds.filter((id) => !this.isPurchased(id));
      this.regionIds = [...locked, ...free].slice(0, count);
    }
    this.changed();
  }

  /** Selects or deselects a region: bought regions stay; no more than the region count. */
  toggleRegion(id: number): void {
    if (this.isSelected(id)) {
      if (this.isPurchased(id)) return;
      this.regionIds = this.regionIds.filter((selected) => selected !== id);
    } else {
      if (this.regionIds.length >= this.regionCount) return;
      if (!this.catalogue.regions.some((region) => region.exchange_countryID === id)) return;
      this.regionIds = [...this.regionIds, id];
    }
    this.changed();
  }

  /** The regions a multi-select chose: bought regions are put back, at most the region count kept. */
  setRegions(ids: readonly number[]): void {
    const known = ids.filter((id) =>
      this.catalogue.regions.some((region) => region.exchange_countryID === id),
    );
    const kept = [...this.purchased, ...known.filter((id) => !this.isPurchased(id))];
    this.regionIds = [...new Set(kept)].slice(0, Math.max(this.regionCount, this.purchased.length));
    this.changed();
  }

  setActiveUsers(count: number): void {
    this.activeUsers = count;
  }

  back(): void {
    this.step = 'form';
    this.submitError = undefined;
  }

  // ---- Calls -----------------------------------------------------------------------------------------

  /** Asks the server for the price of the current choice (nothing for 0 seats). */
  async loadPrice(): Promise<void> {
    const { productId, seats, regionCount } = this;
    if (seats < 1 || productId === '') {
      this.#price.cancel();
      this.priceStatus = 'idle';
      this.priceError = undefined;
      return;
    }
    const { isCurrent } = this.#price.start();
    this.priceStatus = 'loading';
    try {
      const bundle = await this.#api.bundle(productId, seats, regionCount, INLINE);
      runInAction(() => {
        if (!isCurrent()) return;
        this.bundle = bundle;
        this.priceStatus = 'ready';
        this.priceError = undefined;
      });
    } catch (failure) {
      runInAction(() => {
        if (!isCurrent()) return;
        this.priceStatus = 'error';
        this.priceError = errorTextOf(failure);
      });
    }
  }

  /** Keeps the price up to date while the form is on screen; call the returned function to stop. */
  start(debounceMs: number = PRICE_DEBOUNCE_MS): IReactionDisposer {
    void this.loadPrice();
    return reaction(
      () => [this.productId, this.seats, this.regionCount] as const,
      () => void this.loadPrice(),
      { delay: debounceMs },
    );
  }

  /**
   * Continue: shows the errors, or goes to the order preview. A change of a paid plan asks the server for
   * its estimate first (credit, charge now, new total); a refusal is shown on the form.
   */
  async continue(): Promise<boolean> {
    this.showErrors = true;
    this.submitError = undefined;
    if (!this.valid) return false;
    if (this.mode === 'purchase') {
      if (!this.priced) await this.loadPrice();
      if (this.priceStatus === 'error') {
        runInAction(() => {
          this.submitError = this.priceError;
        });
        return false;
      }
      runInAction(() => {
        this.step = 'preview';
      });
      return true;
    }
    this.estimateStatus = 'loading';
    try {
      const estimate = await this.#api.estimate(this.plan, INLINE);
      runInAction(() => {
        this.estimate = estimate;
        this.estimateStatus = 'ready';
        this.step = 'preview';
      });
      return true;
    } catch (failure) {
      runInAction(() => {
        this.estimateStatus = 'error';
        this.submitError = errorTextOf(failure);
      });
      return false;
    }
  }

  /** Update Subscription: the provider charges the prorated amount at once (402 CARD_DECLINED: nothing changes). */
  async submitUpdate(): Promise<UpdateSubscriptionAnswer | undefined> {
    if (this.mode !== 'update' || this.submitDisabled || !this.valid) return undefined;
    this.submitting = true;
    this.submitError = undefined;
    try {
      const answer = await this.#api.update(this.plan, INLINE);
      return answer;
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

  private changed(): void {
    this.submitError = undefined;
    if (this.step === 'preview') this.step = 'form';
  }
}
