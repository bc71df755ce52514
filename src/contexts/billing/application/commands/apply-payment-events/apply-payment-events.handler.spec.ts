import { FixedClock } from '../../../../../shared/domain/clock.js';
import { BillingError } from '../../../domain/billing-error.js';
import { Subscription } from '../../../domain/subscription.js';
import {
  InMemoryPaymentEventLog,
  InMemorySubscriptionRepository,
} from '../../../infrastructure/persistence/in-memory-billing.repositories.js';
import { readFsEvents } from '../../../infrastructure/webhooks/fastspring-events.js';
import { sign, verifySignature } from '../../../infrastructure/webhooks/webhook-signature.js';
import type { GracePeriod } from '../../grace-period.js';
import { BillingTenants, type BillingContact } from '../../ports/billing-tenants.js';
import { PaymentReceipts } from '../../payment-receipts.js';
import { BillingMail, type PaymentReceipt } from '../../ports/billing-mail.js';
import { PaymentProvider, type ProviderEvent, type ProviderOrder } from '../../ports/payment-provider.js';
import { ReceivePaymentWebhook } from './apply-payment-events.command.js';
import { ReceivePaymentWebhookHandler } from './apply-payment-events.handler.js';

const SECRET = 'test-secret';
const TENANT = '5f0b9a52-8d3c-4a7e-9a43-0c6a3c1e2b11';
const START = new Date('2026-12-01T00:00:00Z');
const SUB = 'sbx_sub_spec';

/** The provider's webhook side only: the same verification and reading as the adapters. */
class WebhookOnlyProvider extends PaymentProvider {
  readonly name = 'sandbox' as const;
  openCheckout = () => Promise.reject(new Error('unused'));
  readonly orders = new Map<string, ProviderOrder>();
  order = (id: string) => Promise.resolve(this.orders.get(id) ?? null);
  subscription = () => Promise.resolve(null);
  estimate = () => Promise.reject(new Error('unused'));
  update = () => Promise.reject(new Error('unused'));
  cancel = () => Promise.resolve();
  resume = () => Promise.resolve();
  readWebhook(
    rawBody: Buffer,
    headers: Readonly<Record<string, string | string[] | undefined>>,
  ): ProviderEvent[] {
    verifySignature(rawBody, headers, SECRET);
    return readFsEvents(rawBody);
  }
}

class RecordingTenants extends BillingTenants {
  granted: number[][] = [];
  tenant = () =>
    Promise.resolve({
      id: TENANT,
      companyId: 7,
      organizationName: 'Spec Org',
      startDate: START,
      regionIds: [],
    });
  activeUsers = () => Promise.resolve(1);
  administrators = () => Promise.resolve([{ email: 'owner@spec.test', displayName: 'Owner' }]);
  grantRegions(_tenantId: string, regionIds: number[]) {
    this.granted.push(regionIds);
    return Promise.resolve();
  }
  regions = () => [];
}

class RecordingMail extends BillingMail {
  sent: BillingContact[] = [];
  receipts: Array<{ to: string; receipt: PaymentReceipt }> = [];
  chargeFailed(to: BillingContact) {
    this.sent.push(to);
    return Promise.resolve();
  }
  paymentReceipt(to: BillingContact, receipt: PaymentReceipt) {
    this.receipts.push({ to: to.email, receipt });
    return Promise.resolve();
  }
  trialEnding() {
    return Promise.resolve();
  }
}

function event(type: string, created: Date, data: object) {
  return {
    id: `evt_${type}_${created.getTime()}`,
    type,
    live: false,
    processed: false,
    created: created.getTime(),
    data,
  };
}

function subscriptionData(state = 'active') {
  return {
    id: SUB,
    state,
    product: 'ledgerscope-professional',
    quantity: 1,
    tags: { tenantId: TENANT, regionIds: '1,3' },
    addons: [{ product: 'ledgerscope-extra-seat', quantity: 1 }],
  };
}

/** A completed order of the spec's subscription: 2 seats, regions 1 and 3, US (no tax). */
function order(id: string, completedAt: Date, totalCents: number): ProviderOrder {
  return {
    id,
    reference: `LS-${id.slice(-1)}`,
    completed: true,
    completedAt,
    tenantId: TENANT,
    providerSubscriptionId: SUB,
    plan: { productId: 'ledgerscope-professional', seatCount: 2, regionIds: [1, 3] },
    currency: 'USD',
    country: 'US',
    subtotalCents: totalCents,
    taxPercent: 0,
    taxCents: 0,
    totalCents,
  };
}

describe('ReceivePaymentWebhook', () => {
  let subscriptions: InMemorySubscriptionRepository;
  let log: InMemoryPaymentEventLog;
  let tenants: RecordingTenants;
  let mail: RecordingMail;
  let handler: ReceivePaymentWebhookHandler;
  let provider: WebhookOnlyProvider;

  const deliver = (events: object[], secret = SECRET) => {
    const body = Buffer.from(JSON.stringify({ events }));
    return handler.execute(new ReceivePaymentWebhook(body, { 'x-fs-signature': sign(body, secret) }));
  };
  const current = async () => (await subscriptions.byTenant(TENANT))!;

  beforeEach(async () => {
    subscriptions = new InMemorySubscriptionRepository();
    log = new InMemoryPaymentEventLog();
    tenants = new RecordingTenants();
    mail = new RecordingMail();
    const grace = { days: () => Promise.resolve(14) } as unknown as GracePeriod;
    provider = new WebhookOnlyProvider();
    handler = new ReceivePaymentWebhookHandler(
      provider,
      subscriptions,
      log,
      tenants,
      mail,
      grace,
      new PaymentReceipts(subscriptions, tenants, provider, mail),
      new FixedClock(START),
    );
    const subscription = Subscription.create({
      id: 'local',
      tenantId: TENANT,
      productId: 'ledgerscope-professional',
      createdAt: START,
    });
    subscription.agreeTerms(START);
    await subscriptions.add(subscription);
  });

  it('refuses a forged body before reading it', async () => {
    await expect(deliver([event('order.completed', START, {})], 'wrong')).rejects.toMatchObject({
      code: 'WEBHOOK_SIGNATURE_INVALID',
    });
    await expect(handler.execute(new ReceivePaymentWebhook(Buffer.from('{}'), {}))).rejects.toBeInstanceOf(
      BillingError,
    );
    expect(log.events.size).toBe(0);
    expect((await current()).state).toBe('NEW');
  });

  it('subscribes and activates from the events in either order, once', async () => {
    const activated = event('subscription.activated', START, subscriptionData());
    const completed = event('order.completed', START, {
      id: 'sbx_ord_1',
      tags: { tenantId: TENANT, regionIds: '1,3' },
      items: [{ product: 'ledgerscope-professional', quantity: 1, subscription: SUB }],
    });
    provider.orders.set('sbx_ord_1', order('sbx_ord_1', START, 93_840));
    expect(await deliver([activated])).toMatchObject({ processed: [activated.id] });
    // The activation carries no order: the order's event then records the payment and mails its receipt.
    expect(await deliver([completed])).toMatchObject({ processed: [completed.id] });
    expect(await deliver([activated])).toMatchObject({ duplicates: [activated.id] });
    expect(await deliver([{ ...completed, id: 'evt_again' }])).toMatchObject({ ignored: ['evt_again'] });
    expect(mail.receipts).toEqual([
      {
        to: 'owner@spec.test',
        receipt: expect.objectContaining({
          organizationName: 'Spec Org',
          reference: 'LS-1',
          totalDisplay: '$938.40',
          plan: { display: 'Ledgerscope Professional (Monthly)', seatCount: 2, regionCount: 2 },
        }) as unknown,
      },
    ]);
    expect((await current()).lastPaymentAt).toEqual(START);
    const subscription = await current();
    expect(subscription).toMatchObject({
      state: 'PAID',
      seatCount: 2,
      regionIds: [1, 3],
      providerSubscriptionId: SUB,
    });
    expect(tenants.granted).toEqual([[1, 3]]);
  });

  it('makes a failed charge overdue and tells the administrators once; an older success is stale', async () => {
    await deliver([event('subscription.activated', START, subscriptionData())]);
    const later = new Date(START.getTime() + 31 * 86_400_000);
    const failed = event('subscription.charge.failed', later, {
      status: 'failed',
      total: 500,
      subscription: subscriptionData('overdue'),
    });
    const retried = event('subscription.charge.failed', new Date(later.getTime() + 1000), {
      status: 'failed',
      subscription: subscriptionData('overdue'),
    });
    const older = event('subscription.charge.completed', new Date(later.getTime() - 1000), {
      status: 'successful',
      subscription: subscriptionData(),
    });
    await deliver([failed, retried]);
    expect((await current()).state).toBe('OVERDUE');
    expect((await current()).overdueSince).toEqual(later);
    expect(mail.sent).toEqual([{ email: 'owner@spec.test', displayName: 'Owner' }]);
    expect(await deliver([older])).toMatchObject({ ignored: [older.id] });
    expect((await current()).state).toBe('OVERDUE');
  });

  it('records every charge of the subscription once and mails its receipt, also while a change completes', async () => {
    await deliver([event('subscription.activated', START, subscriptionData())]);
    const renewal = new Date(START.getTime() + 31 * 86_400_000);
    const charge = (id: string, at: Date, total: number) =>
      event('subscription.charge.completed', at, {
        status: 'successful',
        total,
        order: { id, tags: { tenantId: TENANT } },
        subscription: subscriptionData(),
      });
    const renewed = charge('sbx_ord_2', renewal, 938.4);
    expect(await deliver([renewed])).toMatchObject({ processed: [renewed.id] });
    expect((await current()).lastPaymentAt).toEqual(renewal);
    // An update's prorated charge arrives while the change is being completed (not a renewal): still a
    // payment. The order cannot be read here: the event's total makes the receipt.
    const later = new Date(renewal.getTime() + 86_400_000);
    const subscription = await current();
    subscription.modify({
      at: later,
      plan: { productId: 'ledgerscope-professional', seatCount: 3, regionIds: [1, 3], regionCount: 2 },
      activeUsers: 1,
    });
    subscription.completePayment(later);
    expect(subscription.state).toBe('PAYMENT_COMPLETED');
    const prorated = charge('sbx_ord_3', later, 291.02);
    expect(await deliver([prorated])).toMatchObject({ processed: [prorated.id] });
    expect(mail.receipts.map(({ receipt }) => [receipt.reference, receipt.totalDisplay])).toEqual([
      ['sbx_ord_2', '$938.40'],
      ['sbx_ord_3', '$291.02'],
    ]);
    expect(await current()).toMatchObject({ lastPaymentAt: later, lastPaymentOrderId: 'sbx_ord_3' });
  });

  it('ignores events of a subscription it does not know', async () => {
    const stray = event('subscription.charge.failed', START, {
      status: 'failed',
      subscription: { ...subscriptionData(), id: 'sbx_sub_other', tags: {} },
    });
    expect(await deliver([stray])).toMatchObject({ ignored: [stray.id] });
    expect(mail.sent).toEqual([]);
  });
});
