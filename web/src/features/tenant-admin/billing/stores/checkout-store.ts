import { makeAutoObservable, observableRef, runInAction } from 'mobx';

import type { BillingApi, CheckoutSession, Order, PlanChoice } from '../../../../api/billing-api';
import { errorTextOf } from '../../../../api/error-text';
import type { BillingStore } from './billing-store';
import {
  loadStoreBuilder,
  STORE_BUILDER_LOAD_FAILED_TEXT,
  type FastSpringOrderReference,
  type StoreBuilderLoader,
} from './fastspring-store-builder';

/** The checkout calls. */
export type CheckoutApi = Pick<BillingApi, 'checkout' | 'addSubscription'>;
/** What the checkout needs of the shared store: take the new subscription, then wait for PAID. */
export type CheckoutBilling = Pick<BillingStore, 'set' | 'pollUntilPaid' | 'stopPolling'>;

/**
 * - idle: nothing open; opening: asking for a session; open: the embedded checkout is on screen;
 * - confirming: the checkout reported a payment, the server is asked for the order;
 * - confirmed: 'Order Confirmed'; error: the session or the order could not be had.
 */
export type CheckoutStatus = 'idle' | 'opening' | 'open' | 'confirming' | 'confirmed' | 'error';
/** After the order: waiting for the provider's confirmation, active (PAID), or still processing after 30 s. */
export type ActivationStatus = 'pending' | 'active' | 'processing';

/** The `source` of the sandbox checkout's messages (docs/api/billing.md). */
export const CHECKOUT_MESSAGE_SOURCE = 'ledgerscope-checkout';
export const CARD_DECLINED_TEXT = 'Your card was declined.';
export const CHECKOUT_UNAVAILABLE_TEXT =
  'The payment page of this payment provider cannot be shown here. Please contact us to complete your order.';

export type CheckoutMessage =
  | { type: 'checkout.completed'; sessionId: string; orderId: string }
  | { type: 'checkout.declined'; sessionId: string; message: string }
  | { type: 'checkout.closed'; sessionId: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The checkout's message, when it is one: posted by a page of the app's own origin, with the checkout's
 * `source`; anything else (other frames, extensions, other origins) is not.
 */
export function checkoutMessageOf(
  origin: string,
  data: unknown,
  ownOrigin: string,
): CheckoutMessage | undefined {
  if (origin !== ownOrigin || !isRecord(data) || data['source'] !== CHECKOUT_MESSAGE_SOURCE) return undefined;
  const sessionId = data['sessionId'];
  if (typeof sessionId !== 'string') return undefined;
  switch (data['type']) {
    case 'checkout.completed': {
      const orderId = data['orderId'];
      return typeof orderId === 'string' && orderId !== ''
        ? { type: 'checkout.completed', sessionId, orderId }
        : undefined;
    }
    case 'checkout.declined': {
      const text = data['message'];
      return {
        type: 'checkout.declined',
        sessionId,
        message: typeof text === 'string' && text.trim() !== '' ? text : CARD_DECLINED_TEXT,
      };
    }
    case 'checkout.closed':
      return { type: 'checkout.closed', sessionId };
    default:
      return undefined;
  }
}

const INLINE = { notifyOnError: false } as const;

/**
 * The embedded checkout of a first purchase (docs/api/billing.md): `POST /payment/checkout` gives the
 * sandbox page shown in an iframe; its `checkout.completed` message names the order, which
 * `POST /payment/addSubscription` turns into the subscription; then 'Order Confirmed' with the order's tax
 * and total while the subscription is polled until PAID. A declined card leaves the page open (try another
 * card) and activates nothing.
 *
 * With FastSpring (`provider: 'fastspring'`) the session names a storefront and the cart instead: the Store
 * Builder Library is loaded and opens FastSpring's popup checkout over the page; its callbacks name the
 * completed order (then addSubscription as above) or say that the buyer closed it. The subscription's
 * state still follows the provider's signed webhooks.
 */
export class CheckoutStore {
  session: CheckoutSession | undefined = undefined;
  status: CheckoutStatus = 'idle';
  error: string | undefined = undefined;
  /** The checkout page's decline message, shown beside it. */
  declined: string | undefined = undefined;
  order: Order | undefined = undefined;
  activation: ActivationStatus = 'pending';

  readonly #api: CheckoutApi;
  readonly #billing: CheckoutBilling;
  readonly #origin: string;
  readonly #storeBuilder: StoreBuilderLoader;

  constructor(
    api: CheckoutApi,
    billing: CheckoutBilling,
    ownOrigin: string,
    storeBuilder: StoreBuilderLoader = loadStoreBuilder,
  ) {
    this.#api = api;
    this.#billing = billing;
    this.#origin = ownOrigin;
    this.#storeBuilder = storeBuilder;
    makeAutoObservable(this, { session: observableRef, order: observableRef }, { autoBind: true });
  }

  /** The session is FastSpring's: its own popup is the checkout, not the app's dialog. */
  get external(): boolean {
    return this.session?.provider === 'fastspring';
  }

  /** The checkout dialog (the sandbox's iframe) is on screen. */
  get dialogOpen(): boolean {
    if (this.external) return false;
    return this.status === 'opening' || this.status === 'open' || this.status === 'confirming';
  }

  get checkoutUrl(): string | undefined {
    return this.session?.checkoutUrl ?? undefined;
  }

  /** Opens a checkout session for the plan; the page then shows `checkoutUrl` in the iframe. */
  async start(plan: PlanChoice): Promise<void> {
    this.status = 'opening';
    this.error = undefined;
    this.declined = undefined;
    this.order = undefined;
    try {
      const session = await this.#api.checkout(plan, INLINE);
      const opened = runInAction(() => {
        if (this.status !== 'opening') return false;
        this.session = session;
        if (session.provider === 'fastspring') return true;
        if (session.checkoutUrl === null || session.checkoutUrl === '') {
          this.status = 'error';
          this.error = CHECKOUT_UNAVAILABLE_TEXT;
        } else {
          this.status = 'open';
        }
        return false;
      });
      if (opened) await this.openFastSpring(session);
    } catch (failure) {
      runInAction(() => {
        this.status = 'error';
        this.error = errorTextOf(failure);
      });
    }
  }

  /**
   * FastSpring: the Store Builder Library with the session's storefront, then the cart (the bundle, the
   * extra seats) and the tags (tenant, regions) pushed with `checkout: true`, which opens the popup.
   */
  private async openFastSpring(session: CheckoutSession): Promise<void> {
    if (session.storefront === null || session.storefront === '' || session.products.length === 0) {
      runInAction(() => {
        this.status = 'error';
        this.error = CHECKOUT_UNAVAILABLE_TEXT;
      });
      return;
    }
    const isThis = () => this.session === session;
    const builder = await this.#storeBuilder(session.storefront, {
      closed: (order) => {
        if (isThis()) this.fastSpringClosed(order);
      },
      completed: (order) => {
        if (isThis()) void this.complete(order.id);
      },
      failed: (message) => {
        if (isThis()) this.fastSpringFailed(message);
      },
    }).catch(() => undefined);
    if (!isThis() || this.status !== 'opening') return;
    if (builder === undefined) {
      this.fastSpringFailed(STORE_BUILDER_LOAD_FAILED_TEXT);
      return;
    }
    runInAction(() => {
      this.status = 'open';
    });
    builder.push({
      reset: true,
      products: session.products.map(({ path, quantity }) => ({ path, quantity })),
      tags: { ...session.tags },
      checkout: true,
    });
  }

  /** FastSpring's popup closed: with an order the payment went through, without one nothing was bought. */
  private fastSpringClosed(order: FastSpringOrderReference | undefined): void {
    if (order !== undefined) void this.complete(order.id);
    else this.close();
  }

  private fastSpringFailed(message: string): void {
    if (this.status !== 'opening' && this.status !== 'open') return;
    this.status = 'error';
    this.error = message;
  }

  /** A window message: handled when it is this session's checkout talking; true when it was. */
  receive(origin: string, data: unknown): boolean {
    const message = checkoutMessageOf(origin, data, this.#origin);
    if (message === undefined || message.sessionId !== this.session?.sessionId) return false;
    switch (message.type) {
      case 'checkout.completed':
        void this.complete(message.orderId);
        break;
      case 'checkout.declined':
        if (this.status === 'open') this.declined = message.message;
        break;
      case 'checkout.closed':
        this.close();
        break;
    }
    return true;
  }

  /** Closes the checkout before paying (Cancel, Escape); nothing was bought. */
  close(): void {
    if (this.status === 'confirming' || this.status === 'confirmed') return;
    this.status = 'idle';
    this.session = undefined;
    this.declined = undefined;
    this.error = undefined;
  }

  /** The payment went through: the order subscribes the tenant; then wait for the provider's PAID. */
  async complete(orderId: string): Promise<void> {
    if (this.status !== 'open') return;
    this.status = 'confirming';
    this.declined = undefined;
    try {
      const answer = await this.#api.addSubscription(orderId, INLINE);
      runInAction(() => {
        this.order = answer.order;
        this.status = 'confirmed';
        this.activation = answer.subscription.state === 'PAID' ? 'active' : 'pending';
        this.#billing.set(answer.subscription);
      });
    } catch (failure) {
      runInAction(() => {
        this.status = 'error';
        this.error = errorTextOf(failure);
      });
      return;
    }
    if (this.activation === 'active') return;
    const outcome = await this.#billing.pollUntilPaid();
    runInAction(() => {
      if (outcome === 'paid') this.activation = 'active';
      else if (outcome === 'timeout') this.activation = 'processing';
    });
  }

  dispose(): void {
    this.#billing.stopPolling();
  }
}
