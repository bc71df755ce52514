import { createHmac, randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type NextFunction, type Request, type Response } from 'express';

/**
 * A local fake of the documented FastSpring API subset the adapter uses: GET /orders/{id},
 * GET /subscriptions/{id}, POST /subscriptions/estimate, POST /subscriptions (update with prorate),
 * DELETE /subscriptions/{id} (cancel at period end), POST /subscriptions/uncancel, HTTP basic auth; and its
 * webhooks, signed with X-FS-Signature (base64 HMAC-SHA256 of the body). Prices are the fake's own
 * (a flat seat price), so a test can tell the provider's estimate from billing's.
 */
export const FAKE_SEAT_PRICE = { monthly: 100, annual: 1000 };

interface FakeSubscription {
  id: string;
  state: 'active' | 'overdue' | 'canceled' | 'deactivated';
  product: string;
  extraSeats: number;
  tags: Record<string, string>;
  begin: number;
  next: number;
  canceledDate: number | null;
}

interface FakeOrder {
  id: string;
  reference: string;
  subscription: string;
  tags: Record<string, string>;
  product: string;
  extraSeats: number;
  subtotal: number;
  tax: number;
  country: string;
  changed: number;
}

export class FakeFastSpring {
  readonly orders = new Map<string, FakeOrder>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly calls: string[] = [];
  webhookUrl = '';
  /** The next prorated update's charge fails (a declined card). */
  declineNextUpdate = false;
  private server: Server | null = null;

  constructor(
    readonly username: string,
    readonly password: string,
    private webhookSecret: string,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  useWebhookSecret(secret: string): void {
    this.webhookSecret = secret;
  }

  async start(): Promise<void> {
    const app = express();
    app.use(express.json());
    app.use((request: Request, response: Response, next: NextFunction) => {
      const expected = `Basic ${Buffer.from(`${this.username}:${this.password}`).toString('base64')}`;
      if (request.headers.authorization !== expected)
        return void response.status(401).json({ error: 'unauthorized' });
      this.calls.push(`${request.method} ${request.path}`);
      next();
    });
    app.get('/orders/:id', (request, response) => {
      const order = this.orders.get(request.params.id);
      if (!order)
        return void response.status(404).json({ orders: [{ order: request.params.id, result: 'error' }] });
      response.json(this.orderJson(order));
    });
    app.get('/subscriptions/:id', (request, response) => {
      const subscription = this.subscriptions.get(request.params.id);
      if (!subscription) return void response.status(404).json({ result: 'error' });
      response.json(this.subscriptionJson(subscription));
    });
    app.post('/subscriptions/estimate', (request, response) => {
      const body = request.body as {
        subscription: string;
        product: string;
        addons?: Array<{ quantity: number }>;
      };
      const subscription = this.subscriptions.get(body.subscription);
      if (!subscription) return void response.status(400).json({ error: 'unknown subscription' });
      const proposedSeats = (body.addons ?? []).reduce((sum, addon) => sum + addon.quantity, 0);
      const current = this.total(subscription.product, subscription.extraSeats);
      const proposed = this.total(body.product, proposedSeats);
      response.json({
        currentPlan: this.plan(subscription.product, subscription.extraSeats, current / 2, current),
        proposedPlan: this.plan(body.product, proposedSeats, Math.max(0, (proposed - current) / 2), proposed),
      });
    });
    app.post('/subscriptions/uncancel', (request, response) => {
      const ids = (request.body as { subscriptions: Array<{ subscription: string }> }).subscriptions;
      const results = ids.map(({ subscription: id }) => {
        const subscription = this.subscriptions.get(id);
        if (!subscription) return { subscription: id, action: 'subscription.uncancel', result: 'error' };
        subscription.state = 'active';
        subscription.canceledDate = null;
        this.send('subscription.uncanceled', this.subscriptionJson(subscription));
        return { subscription: id, action: 'subscription.uncancel', result: 'success' };
      });
      response.json({ subscriptions: results });
    });
    app.post('/subscriptions', (request, response) => {
      const updates = (
        request.body as {
          subscriptions: Array<{
            subscription: string;
            product: string;
            addons?: Array<{ quantity: number }>;
            tags?: Record<string, string>;
          }>;
        }
      ).subscriptions;
      const results = updates.map((update) => {
        const subscription = this.subscriptions.get(update.subscription);
        if (!subscription)
          return {
            subscription: update.subscription,
            action: 'subscription.update',
            result: 'error',
            error: { subscription: 'not found' },
          };
        if (this.declineNextUpdate) {
          this.declineNextUpdate = false;
          return {
            subscription: update.subscription,
            action: 'subscription.update',
            result: 'error',
            error: { payment: 'The payment was declined' },
          };
        }
        subscription.product = update.product;
        subscription.extraSeats = (update.addons ?? []).reduce((sum, addon) => sum + addon.quantity, 0);
        subscription.tags = { ...subscription.tags, ...(update.tags ?? {}) };
        this.send('subscription.updated', this.subscriptionJson(subscription));
        return { subscription: update.subscription, action: 'subscription.update', result: 'success' };
      });
      response.json({ subscriptions: results });
    });
    app.delete('/subscriptions/:id', (request, response) => {
      const subscription = this.subscriptions.get(request.params.id);
      if (!subscription) return void response.status(404).json({ result: 'error' });
      subscription.state = 'canceled';
      subscription.canceledDate = Date.now();
      this.send('subscription.canceled', this.subscriptionJson(subscription));
      response.json({
        subscriptions: [{ subscription: subscription.id, action: 'subscription.cancel', result: 'success' }],
      });
    });
    await new Promise<void>((resolve) => {
      this.server = app.listen(0, '127.0.0.1', () => resolve());
    });
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** What the Store Builder Library's embedded checkout does: the order and subscription, then webhooks. */
  completeCheckout(input: {
    tenantId: string;
    product: string;
    extraSeats: number;
    regionIds: number[];
    country?: string;
  }): string {
    const now = Date.now();
    const tags = { tenantId: input.tenantId, regionIds: input.regionIds.join(',') };
    const subscription: FakeSubscription = {
      id: `fs-sub-${randomUUID().slice(0, 8)}`,
      state: 'active',
      product: input.product,
      extraSeats: input.extraSeats,
      tags,
      begin: now,
      next: now + 30 * 86_400_000,
      canceledDate: null,
    };
    const subtotal = this.total(input.product, input.extraSeats);
    const order: FakeOrder = {
      id: `fs-ord-${randomUUID().slice(0, 8)}`,
      reference: `FS${now}`,
      subscription: subscription.id,
      tags,
      product: input.product,
      extraSeats: input.extraSeats,
      subtotal,
      tax: Math.round(subtotal * 20) / 100,
      country: input.country ?? 'GB',
      changed: now,
    };
    this.subscriptions.set(subscription.id, subscription);
    this.orders.set(order.id, order);
    this.send('order.completed', this.orderJson(order));
    this.send('subscription.activated', this.subscriptionJson(subscription));
    return order.id;
  }

  private total(product: string, extraSeats: number): number {
    const price = product.includes('-annual') ? FAKE_SEAT_PRICE.annual : FAKE_SEAT_PRICE.monthly;
    return price * (1 + extraSeats);
  }

  private plan(product: string, extraSeats: number, prorated: number, total: number) {
    const price = product.includes('-annual') ? FAKE_SEAT_PRICE.annual : FAKE_SEAT_PRICE.monthly;
    return {
      product,
      display: `Fake ${product}`,
      quantity: 1,
      price,
      discount: 0,
      proratedItemTotal: prorated,
      subscriptionTotal: total,
      priceDisplay: `$${total.toFixed(2)}`,
      addons:
        extraSeats > 0
          ? [{ product: 'ledgerscope-extra-seat', display: 'Seat', quantity: extraSeats, price, discount: 0 }]
          : [],
    };
  }

  private orderJson(order: FakeOrder) {
    const extraSeat = order.product.includes('-annual')
      ? 'ledgerscope-extra-seat-annual'
      : 'ledgerscope-extra-seat';
    return {
      id: order.id,
      order: order.id,
      reference: order.reference,
      completed: true,
      live: false,
      currency: 'USD',
      address: { country: order.country },
      subtotal: order.subtotal,
      tax: order.tax,
      total: order.subtotal + order.tax,
      tags: order.tags,
      changed: order.changed,
      items: [
        { product: order.product, quantity: 1, subtotal: order.subtotal, subscription: order.subscription },
        ...(order.extraSeats > 0 ? [{ product: extraSeat, quantity: order.extraSeats, subtotal: 0 }] : []),
      ],
    };
  }

  private subscriptionJson(subscription: FakeSubscription) {
    const extraSeat = subscription.product.includes('-annual')
      ? 'ledgerscope-extra-seat-annual'
      : 'ledgerscope-extra-seat';
    return {
      id: subscription.id,
      subscription: subscription.id,
      active: subscription.state !== 'deactivated',
      state: subscription.state,
      live: false,
      currency: 'USD',
      product: subscription.product,
      quantity: 1,
      tags: subscription.tags,
      addons: subscription.extraSeats > 0 ? [{ product: extraSeat, quantity: subscription.extraSeats }] : [],
      begin: subscription.begin,
      next: subscription.next,
      nextValue: subscription.next,
      canceledDate: subscription.canceledDate,
    };
  }

  /** One signed webhook POST per event, as FastSpring sends them. */
  private send(type: string, data: object): void {
    const body = JSON.stringify({
      events: [
        { id: `fs-evt-${randomUUID()}`, type, live: false, processed: false, created: Date.now(), data },
      ],
    });
    const signature = createHmac('sha256', this.webhookSecret).update(body).digest('base64');
    void fetch(this.webhookUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-FS-Signature': signature },
      body,
    }).catch(() => undefined);
  }
}
