import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { RegisterUserAccount } from '../../src/contexts/identity/index.js';
import { CreateTenant } from '../../src/contexts/tenancy/index.js';
import { inContext, PASSWORD, signIn } from '../support/accounts.js';
import { FakeFastSpring } from '../support/fake-fastspring.js';
import { startTestApp } from '../support/test-app.js';

const DAY = 86_400_000;
const SECRET = 'fastspring-webhook-secret';
const ENV = {
  PAYMENT_PROVIDER: 'fastspring',
  FASTSPRING_API_USERNAME: 'fs-user',
  FASTSPRING_API_PASSWORD: 'fs-password',
  FASTSPRING_STOREFRONT: 'ledgerscope.test.onfastspring.com/popup-ledgerscope',
  PAYMENT_WEBHOOK_SECRET: SECRET,
};

interface View {
  state: string;
  productId: string | null;
  seatCount: number;
  regionIds: number[];
  fastspringSubscriptionId: string | null;
  provider: string;
  tenant: { companyId: number };
}

describe('Billing with the FastSpring adapter (against a local fake of its API)', () => {
  let app: NestExpressApplication;
  let fake: FakeFastSpring;
  const saved: Record<string, string | undefined> = {};
  let tenantId: string;
  let token: string;

  const post = (path: string, body: object = {}) =>
    request(app.getHttpServer()).post(`/api${path}`).set('Authorization', `Bearer ${token}`).send(body);
  const get = (path: string) =>
    request(app.getHttpServer()).get(`/api${path}`).set('Authorization', `Bearer ${token}`);
  const view = async () => (await get(`/payment/subscription/${tenantId}`).expect(200)).body as View;
  const waitFor = async (done: (current: View) => boolean): Promise<View> => {
    const deadline = Date.now() + 15_000;
    let last = await view();
    while (!done(last) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      last = await view();
    }
    if (!done(last)) throw new Error(`Not reached: ${JSON.stringify(last)}`);
    return last;
  };

  beforeAll(async () => {
    fake = new FakeFastSpring(ENV.FASTSPRING_API_USERNAME, ENV.FASTSPRING_API_PASSWORD, SECRET);
    await fake.start();
    for (const [key, value] of Object.entries({ ...ENV, FASTSPRING_API_URL: fake.url })) {
      saved[key] = process.env[key];
      process.env[key] = value;
    }
    app = await startTestApp();
    await app.listen(0, '127.0.0.1');
    fake.webhookUrl = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}/api/payment/webhook`;

    const suffix = randomUUID().slice(0, 8);
    const email = `fs-admin-${suffix}@example.test`;
    tenantId = await inContext(app, async (commands) => {
      const id = await commands.execute(
        new CreateTenant({
          organizationName: `FastSpring Org ${suffix}`,
          organizationUrl: 'https://fs.example.test',
          contactName: 'Fay Spring',
          contactEmail: email,
          regionIds: [],
          startDate: new Date(Date.now() - DAY),
          ssp: true,
        }),
      );
      await commands.execute(
        new RegisterUserAccount({
          email,
          password: PASSWORD,
          displayName: 'Fay Spring',
          role: 'TENANT_ADMINISTRATOR',
          tenantId: id,
          termsAgreed: true,
        }),
      );
      return id;
    });
    token = await signIn(app, email);
  });

  afterAll(async () => {
    await app.close();
    await fake.stop();
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });

  it('hands the Store Builder checkout its cart, then follows the order and the webhooks to PAID', async () => {
    const fresh = await view();
    expect(fresh.provider).toBe('fastspring');
    await post('/payment/agreeSubscriptionTerms', {
      companyId: fresh.tenant.companyId,
      agreedTerms: true,
    }).expect(200);
    const checkout = await post('/payment/checkout', {
      productId: 'ledgerscope-professional',
      seatCount: 2,
      regionCount: 2,
      regionIds: [1, 3],
    }).expect(200);
    expect(checkout.body).toMatchObject({
      provider: 'fastspring',
      checkoutUrl: null,
      storefront: ENV.FASTSPRING_STOREFRONT,
      products: [
        { path: 'ledgerscope-professional', quantity: 1 },
        { path: 'ledgerscope-extra-seat', quantity: 1 },
      ],
      tags: { tenantId, regionIds: '1,3' },
    });
    // The sandbox's pages are not served with another provider.
    await request(app.getHttpServer()).get(`/api/payment/sandbox/checkout/${randomUUID()}`).expect(404);

    const orderId = fake.completeCheckout({
      tenantId,
      product: 'ledgerscope-professional',
      extraSeats: 1,
      regionIds: [1, 3],
    });
    const added = await post('/payment/addSubscription', { orderId }).expect(200);
    expect(added.body.order).toMatchObject({
      id: orderId,
      completed: true,
      subtotal: 200,
      tax: 40,
      total: 240,
    });
    const paid = await waitFor((current) => current.state === 'PAID');
    expect(paid).toMatchObject({ productId: 'ledgerscope-professional', seatCount: 2, regionIds: [1, 3] });
    expect(paid.fastspringSubscriptionId).toMatch(/^fs-sub-/);

    const details = await get(`/payment/subscriptions/${paid.fastspringSubscriptionId}`).expect(200);
    expect(details.body).toMatchObject({ state: 'active', seatCount: 2, regionIds: [1, 3] });
  });

  it("estimates with the provider's numbers, updates with proration, cancels and resumes through its API", async () => {
    const proposed = {
      productId: 'ledgerscope-professional',
      seatCount: 3,
      regionCount: 2,
      regionIds: [1, 3],
    };
    const estimate = await post('/payment/estimateSubscription', proposed).expect(200);
    // The fake's flat prices: 2 seats x 100 now, 3 seats x 100 proposed, half a period left.
    expect(estimate.body.data.currentPlan).toMatchObject({ subscriptionTotal: 200 });
    expect(estimate.body.data.proposedPlan).toMatchObject({ subscriptionTotal: 300, proratedItemTotal: 50 });

    fake.declineNextUpdate = true;
    const declined = await post('/payment/updateSubscription', proposed).expect(402);
    expect(declined.body.errorCode).toBe('CARD_DECLINED');
    expect((await view()).state).toBe('PAID');

    const updated = await post('/payment/updateSubscription', proposed).expect(200);
    expect(updated.body.charged).toBe(50);
    await waitFor((current) => current.state === 'PAID' && current.seatCount === 3);

    const canceled = await post('/payment/cancelSubscription', { cancellationReason: 'lowfrequency' }).expect(
      200,
    );
    expect(canceled.body.state).toBe('CANCELING');
    const subscriptionId = canceled.body.fastspringSubscriptionId as string;
    expect(fake.subscriptions.get(subscriptionId)?.state).toBe('canceled');
    await post('/payment/resumeSubscription').expect(200);
    expect(fake.subscriptions.get(subscriptionId)?.state).toBe('active');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await view()).state).toBe('PAID');
    expect(fake.calls).toEqual(
      expect.arrayContaining([
        `DELETE /subscriptions/${subscriptionId}`,
        'POST /subscriptions/uncancel',
        'POST /subscriptions/estimate',
        'POST /subscriptions',
      ]),
    );
  });

  it('refuses webhooks signed with another secret', async () => {
    fake.useWebhookSecret('not-the-secret');
    const before = await view();
    const body = JSON.stringify({
      events: [
        {
          id: `fs-evt-${randomUUID()}`,
          type: 'subscription.canceled',
          created: Date.now(),
          data: { id: before.fastspringSubscriptionId, tags: { tenantId } },
        },
      ],
    });
    const { createHmac } = await import('node:crypto');
    await request(app.getHttpServer())
      .post('/api/payment/webhook')
      .set('Content-Type', 'application/json')
      .set('X-FS-Signature', createHmac('sha256', 'not-the-secret').update(body).digest('base64'))
      .send(body)
      .expect(401);
    expect((await view()).state).toBe(before.state);
  });

  it("lets the browser load FastSpring's library and popup (CSP), only from FastSpring", async () => {
    const response = await request(app.getHttpServer()).get('/api/health').expect(200);
    const csp = String(response.headers['content-security-policy']);
    const directive = (name: string): string[] =>
      csp
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .find(([key]) => key === name)
        ?.slice(1) ?? [];
    expect(directive('script-src')).toEqual([
      "'self'",
      'https://sbl.onfastspring.com',
      'https://*.onfastspring.com',
    ]);
    expect(directive('frame-src')).toContain('https://*.onfastspring.com');
    expect(directive('connect-src')).toContain('https://*.onfastspring.com');
    expect(csp).not.toMatch(/'unsafe-eval'|script-src[^;]*\*(?!\.onfastspring)/);
  });
});
