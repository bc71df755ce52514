import { fsOrder, fsSubscription, readFsEvents } from './fastspring-events.js';
import { sign, verifySignature } from './webhook-signature.js';

const TENANT = '5f0b9a52-8d3c-4a7e-9a43-0c6a3c1e2b11';
const AT = new Date('2026-12-01T00:00:00Z');
const plan = { productId: 'ledgerscope-professional-annual', seatCount: 3, regionIds: [1, 9] };

describe('FastSpring webhook format', () => {
  it('reads back what the sandbox writes: the subscription, its tenant, seats and regions', () => {
    const subscription = fsSubscription({
      id: 'sbx_sub_1',
      tenantId: TENANT,
      plan,
      state: 'active',
      begin: AT,
      nextChargeDate: new Date('2027-12-01T00:00:00Z'),
      canceledDate: null,
    });
    const order = fsOrder({
      id: 'sbx_ord_1',
      reference: 'LS1',
      tenantId: TENANT,
      subscriptionId: 'sbx_sub_1',
      plan,
      country: 'GB',
      subtotalCents: 100,
      taxCents: 20,
      totalCents: 120,
      completedAt: AT,
    });
    expect(subscription).toMatchObject({
      nextChargeTotal: expect.stringMatching(/^\$/),
      addons: [{ product: 'ledgerscope-extra-seat-annual', quantity: 2 }],
    });
    const body = Buffer.from(
      JSON.stringify({
        events: [
          { id: 'e1', type: 'subscription.activated', created: AT.getTime(), data: subscription },
          { id: 'e2', type: 'order.completed', created: AT.getTime(), data: order },
          {
            id: 'e3',
            type: 'subscription.charge.failed',
            created: AT.getTime(),
            data: { total: 12.5, subscription },
          },
        ],
      }),
    );
    const [activated, completed, failed] = readFsEvents(body);
    expect(activated).toMatchObject({ providerSubscriptionId: 'sbx_sub_1', tenantId: TENANT, plan });
    expect(completed).toMatchObject({ orderId: 'sbx_ord_1', providerSubscriptionId: 'sbx_sub_1', plan });
    expect(failed).toMatchObject({ providerSubscriptionId: 'sbx_sub_1', amountCents: 1250 });
  });

  it('keeps only a uuid tenant tag and refuses malformed bodies', () => {
    const [event] = readFsEvents(
      Buffer.from(
        JSON.stringify({
          events: [
            {
              id: 'e',
              type: 'subscription.updated',
              created: 1,
              data: { id: 's', tags: { tenantId: "x' or 1=1" } },
            },
          ],
        }),
      ),
    );
    expect(event?.tenantId).toBeNull();
    expect(() => readFsEvents(Buffer.from('nope'))).toThrow(
      expect.objectContaining({ code: 'WEBHOOK_PAYLOAD_INVALID' }),
    );
    expect(() => readFsEvents(Buffer.from('{"events":[{"type":"x"}]}'))).toThrow(
      expect.objectContaining({ code: 'WEBHOOK_PAYLOAD_INVALID' }),
    );
  });

  it('verifies the X-FS-Signature over the exact bytes', () => {
    const body = Buffer.from('{"events":[]}');
    expect(() => verifySignature(body, { 'x-fs-signature': sign(body, 's') }, 's')).not.toThrow();
    expect(() =>
      verifySignature(Buffer.from('{"events": []}'), { 'x-fs-signature': sign(body, 's') }, 's'),
    ).toThrow(expect.objectContaining({ code: 'WEBHOOK_SIGNATURE_INVALID' }));
    expect(() => verifySignature(body, {}, 's')).toThrow(
      expect.objectContaining({ code: 'WEBHOOK_SIGNATURE_MISSING' }),
    );
  });
});
