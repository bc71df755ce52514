import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { RegisterUserAccount } from '../../src/contexts/identity/index.js';
import { CreateTenant } from '../../src/contexts/tenancy/index.js';
import { PaymentConfig } from '../../src/contexts/billing/infrastructure/payment-config.js';
import { SandboxWebhookSender } from '../../src/contexts/billing/infrastructure/sandbox/sandbox-webhook-sender.js';
import { sign } from '../../src/contexts/billing/infrastructure/webhooks/webhook-signature.js';
import { Clock } from '../../src/shared/domain/clock.js';
import { MESSAGES } from '../../src/shared/http/messages.js';
import { inContext, PASSWORD, signIn } from '../support/accounts.js';
import { waitForMail } from '../support/mail-inbox.js';
import { startTestApp } from '../support/test-app.js';

const DAY = 86_400_000;
const MONTHLY = 'ledgerscope-professional';
const ANNUAL = 'ledgerscope-professional-annual';
const GOOD_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';
const FAILS_LATER_CARD = '4000 0000 0000 0341';
const US = 1;
const UK = 3;
const JAPAN = 9;

interface View {
  id: string | null;
  tenantId: string;
  state: string;
  productId: string | null;
  seatCount: number;
  regionIds: number[];
  fastspringSubscriptionId: string | null;
  nextChargeDate: string | null;
  nextChargeTotal: string | null;
  expiredTime: string | null;
  tenant: { companyId: number; region: number[] };
  agreedTerms: boolean;
  available: boolean;
  trialEndingSoon: boolean;
  overdueSince: string | null;
  graceEndsAt: string | null;
  cancellationReason: string | null;
  otherReason: string | null;
  activeUsers: number;
  seatsLeft: number;
  menu: {
    dashboard: boolean;
    subscriptionMenu: boolean;
    subscriptionDetails: boolean;
    cancel: boolean;
    resume: boolean;
  };
}

interface Tenant {
  tenantId: string;
  companyId: number;
  admin: { email: string; token: string };
  users: Array<{ email: string; userId: string }>;
}

interface Plan {
  productId: string;
  seatCount: number;
  regionCount: number;
  regionIds: number[];
}

describe('Billing: subscription, sandbox checkout, webhooks', () => {
  let app: NestExpressApplication;
  let staffToken: string;
  let secret: string;

  const http = () => request(app.getHttpServer());
  const post = (token: string | null, path: string, body: object = {}) => {
    const call = http().post(`/api${path}`);
    return (token ? call.set('Authorization', `Bearer ${token}`) : call).send(body);
  };
  const get = (token: string | null, path: string) => {
    const call = http().get(`/api${path}`);
    return token ? call.set('Authorization', `Bearer ${token}`) : call;
  };

  const view = async (tenant: Tenant): Promise<View> =>
    (await get(tenant.admin.token, `/payment/subscription/${tenant.tenantId}`).expect(200)).body as View;

  /** Polls the subscription as the web app does until `done` holds (the webhook has arrived). */
  const waitForView = async (tenant: Tenant, done: (view: View) => boolean, what: string): Promise<View> => {
    const deadline = Date.now() + 15_000;
    let last: View | null = null;
    while (Date.now() < deadline) {
      last = await view(tenant);
      if (done(last)) return last;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`Subscription never became ${what}: ${JSON.stringify(last)}`);
  };

  /** A self-service tenant with its administrator and `users` more active users, nothing bought yet. */
  const newTenant = async (users = 0): Promise<Tenant> => {
    const suffix = randomUUID().slice(0, 8);
    const adminEmail = `billing-admin-${suffix}@example.test`;
    const created = await inContext(app, async (commands) => {
      const tenantId = await commands.execute(
        new CreateTenant({
          organizationName: `Billing Org ${suffix}`,
          organizationUrl: 'https://billing.example.test',
          contactName: 'Bill Payer',
          contactEmail: adminEmail,
          regionIds: [],
          startDate: new Date(Date.now() - DAY),
          ssp: true,
        }),
      );
      await commands.execute(
        new RegisterUserAccount({
          email: adminEmail,
          password: PASSWORD,
          displayName: `Billing Admin ${suffix}`,
          role: 'TENANT_ADMINISTRATOR',
          tenantId,
          termsAgreed: true,
        }),
      );
      const members: Array<{ email: string; userId: string }> = [];
      for (let index = 0; index < users; index += 1) {
        const email = `billing-user-${suffix}-${index}@example.test`;
        const userId = await commands.execute(
          new RegisterUserAccount({
            email,
            password: PASSWORD,
            displayName: `Billing User ${index} ${suffix}`,
            role: 'USER',
            tenantId,
            termsAgreed: true,
          }),
        );
        members.push({ email, userId });
      }
      return { tenantId, members };
    });
    const token = await signIn(app, adminEmail);
    const tenant: Tenant = {
      tenantId: created.tenantId,
      companyId: 0,
      admin: { email: adminEmail, token },
      users: created.members,
    };
    tenant.companyId = (await view(tenant)).tenant.companyId;
    return tenant;
  };

  const agreeTerms = (tenant: Tenant) =>
    post(tenant.admin.token, '/payment/agreeSubscriptionTerms', {
      companyId: tenant.companyId,
      agreedTerms: true,
      selectAllRegions: false,
    }).expect(200);

  const pay = (sessionId: string, cardNumber: string, country = 'GB') =>
    post(null, `/payment/sandbox/checkout/${sessionId}/pay`, {
      cardNumber,
      expiry: '12/39',
      cvc: '123',
      cardholderName: 'Bill Payer',
      country,
    });

  /** Terms, checkout, the sandbox page's payment, addSubscription, then polling until PAID. */
  const subscribe = async (tenant: Tenant, plan: Plan, card = GOOD_CARD): Promise<View> => {
    await agreeTerms(tenant);
    const checkout = await post(tenant.admin.token, '/payment/checkout', plan).expect(200);
    const paid = await pay(checkout.body.sessionId as string, card).expect(200);
    await post(tenant.admin.token, '/payment/addSubscription', { orderId: paid.body.id }).expect(200);
    return waitForView(tenant, (current) => current.state === 'PAID', 'PAID');
  };

  const dashboard = (token: string) => post(token, '/dashboard/year', {});

  /** Sets the app's clock to `at` (until restored): the clock of every handler, the sandbox included. */
  const setClock = (at: Date): void => {
    const clock = app.get(Clock);
    clock.now = () => new Date(at.getTime());
  };
  /** Back to the system clock (the method of the prototype). */
  const restoreClock = (): void => {
    const clock: Clock = app.get(Clock);
    delete (clock as { now?: unknown }).now;
  };
  /** The subscription check is reused for 2 s per tenant: wait it out after moving the clock. */
  const subscriptionCheckExpires = () => new Promise((resolve) => setTimeout(resolve, 2_100));

  const signedWebhook = (events: object[]) => {
    const body = JSON.stringify({ events });
    return http()
      .post('/api/payment/webhook')
      .set('Content-Type', 'application/json')
      .set('X-FS-Signature', sign(body, secret))
      .send(body);
  };

  beforeAll(async () => {
    app = await startTestApp();
    // The sandbox delivers its webhooks over HTTP to this process: it has to listen.
    await app.listen(0, '127.0.0.1');
    secret = app.get(PaymentConfig).webhookSecret;
    staffToken = await signIn(app, 'admin@ledgerscope.test');
  });

  afterEach(() => restoreClock());

  afterAll(async () => {
    await app.get(SandboxWebhookSender).drain();
    await app.close();
  });

  it('publishes the plans catalogue: monthly and annual bundles, the trial and the Enterprise card', async () => {
    const plans = await get(null, '/payment/plans').expect(200);
    const bundles = plans.body.bundles as Array<{ pid: string; card: string }>;
    expect(bundles.map((bundle) => [bundle.pid, bundle.card])).toEqual([
      [MONTHLY, 'Pay Monthly'],
      [ANNUAL, 'Pay Annually'],
    ]);
    expect(plans.body.bundles[1].cardNote).toBe('20% discount on total price');
    expect(plans.body.trial.pid).toBe('ledgerscope-professional-trial-bundle');
    expect(plans.body.trial.days).toBe(14);
    expect(plans.body.enterprise.contactForQuote).toBe(true);
    expect(plans.body.regions.length).toBeGreaterThan(10);

    const bundle = await get(null, `/payment/bundle?productId=${MONTHLY}&seatCount=3&regionCount=2`).expect(
      200,
    );
    expect(bundle.body.priceDisplay).toBe('$938.40');
    expect(bundle.body.savedHint).toBe('Saved 8% (Seats x 3)');
  });

  it('checks out through the sandbox to an active subscription that opens the dashboard', async () => {
    const tenant = await newTenant();
    const fresh = await view(tenant);
    expect(fresh).toMatchObject({ id: null, state: 'NEW', agreedTerms: false, available: false });

    const plan = { productId: MONTHLY, seatCount: 3, regionCount: 2, regionIds: [US, UK] };
    const withoutTerms = await post(tenant.admin.token, '/payment/checkout', plan).expect(409);
    expect(withoutTerms.body.errorCode).toBe('SUBSCRIPTION_TERMS_NOT_AGREED');
    const agreed = await agreeTerms(tenant);
    expect(agreed.body).toMatchObject({ state: 'NEW', agreedTerms: true });

    // Nothing bought yet: the dashboard is refused with the spec's text.
    const refused = await dashboard(tenant.admin.token).expect(403);
    expect(refused.body).toMatchObject({
      errorCode: 'SUBSCRIPTION_UNAVAILABLE',
      message: "You haven't subscribed to any bundle yet. Please update your subscription first.",
    });

    const incomplete = await post(tenant.admin.token, '/payment/checkout', {
      ...plan,
      regionCount: 3,
    }).expect(400);
    expect(incomplete.body).toMatchObject({
      errorCode: 'REGION_SELECTION_INCOMPLETE',
      message: 'Please select 1 more region(s) in order to continue',
    });

    const checkout = await post(tenant.admin.token, '/payment/checkout', plan).expect(200);
    expect(checkout.body).toMatchObject({
      provider: 'sandbox',
      order: { subtotal: 938.4, subtotalDisplay: '$938.40' },
    });
    const sessionId = checkout.body.sessionId as string;
    expect(checkout.body.checkoutUrl).toBe(`/api/payment/sandbox/checkout/${sessionId}`);

    // The embedded checkout page: framed by this origin only, its script from this origin.
    const page = await http()
      .get(checkout.body.checkoutUrl as string)
      .expect(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.text).toContain('Pay $938.40');
    expect(page.text).toContain('/api/payment/sandbox/assets/checkout.js');
    await http()
      .get('/api/payment/sandbox/assets/checkout.js')
      .expect(200)
      .expect('Content-Type', /javascript/);
    const quote = await get(null, `/payment/sandbox/checkout/${sessionId}/quote?country=GB`).expect(200);
    expect(quote.body).toMatchObject({ taxPercent: 20, tax: 187.68, total: 1126.08 });

    // A declined card changes nothing; an invalid number is refused as such.
    const declined = await pay(sessionId, DECLINED_CARD).expect(402);
    expect(declined.body).toMatchObject({ errorCode: 'CARD_DECLINED', message: 'Your card was declined.' });
    const invalid = await pay(sessionId, '4242 4242 4242 4241').expect(400);
    expect(invalid.body.errorCode).toBe('CARD_INVALID');
    expect((await view(tenant)).state).toBe('NEW');

    const order = await pay(sessionId, GOOD_CARD, 'GB').expect(200);
    expect(order.body).toMatchObject({
      completed: true,
      currency: 'USD',
      taxPercent: 20,
      tax: 187.68,
      total: 1126.08,
      totalDisplay: '$1,126.08',
    });
    const again = await pay(sessionId, GOOD_CARD).expect(409);
    expect(again.body.errorCode).toBe('CHECKOUT_COMPLETED');

    const added = await post(tenant.admin.token, '/payment/addSubscription', {
      orderId: order.body.id,
    }).expect(200);
    expect(['PAYMENT_COMPLETED', 'PAID']).toContain(added.body.subscription.state);
    expect(added.body.order.totalDisplay).toBe('$1,126.08');
    const paid = await waitForView(tenant, (current) => current.state === 'PAID', 'PAID');
    expect(paid).toMatchObject({
      productId: MONTHLY,
      seatCount: 3,
      regionIds: [US, UK],
      available: true,
      nextChargeTotal: '$938.40',
      tenant: { region: [US, UK] },
      menu: { dashboard: true, subscriptionMenu: true, cancel: true, resume: false },
    });
    expect(paid.fastspringSubscriptionId).toMatch(/^sbx_sub_/);
    // addSubscription again answers the same, and the provider's record is the tenant's to read.
    await post(tenant.admin.token, '/payment/addSubscription', { orderId: order.body.id }).expect(200);
    const details = await get(
      tenant.admin.token,
      `/payment/subscriptions/${paid.fastspringSubscriptionId}`,
    ).expect(200);
    expect(details.body).toMatchObject({
      state: 'active',
      seatCount: 3,
      card: { brand: 'visa', last4: '4242' },
    });

    await subscriptionCheckExpires();
    await dashboard(tenant.admin.token).expect(200);
  });

  it("serves the demo data's subscriptions: Acme paid annual with 5 seats, Initech on trial", async () => {
    const acme = await signIn(app, 'owner@acme.test');
    const me = (await get(acme, '/auth/me').expect(200)).body as { tenantId: string };
    const paid = (await get(acme, `/payment/subscription/${me.tenantId}`).expect(200)).body as View;
    expect(paid).toMatchObject({ state: 'PAID', productId: ANNUAL, seatCount: 5, available: true });
    // The sandbox never sold it: it reads as billing has it, and estimates work on it.
    const details = await get(acme, `/payment/subscriptions/${paid.fastspringSubscriptionId}`).expect(200);
    expect(details.body).toMatchObject({ state: 'active', seatCount: 5, product: ANNUAL });
    // Other suites add people to Acme: propose one seat more than it has people, so the estimate is an increase.
    const people = (await get(acme, '/person/list-user-manage').expect(200)).body as { userCount: number };
    await post(acme, '/payment/estimateSubscription', {
      productId: ANNUAL,
      seatCount: Math.max(paid.seatCount, people.userCount) + 1,
      regionCount: paid.regionIds.length,
      regionIds: paid.regionIds,
    }).expect(200);

    const initech = await signIn(app, 'owner@initech.test');
    const trialMe = (await get(initech, '/auth/me').expect(200)).body as { tenantId: string };
    const trial = (await get(initech, `/payment/subscription/${trialMe.tenantId}`).expect(200)).body as View;
    expect(trial).toMatchObject({ state: 'TRIAL', available: true, menu: { subscriptionMenu: false } });
  });

  it('starts a 14-day trial once, with one random region that becomes the tenant entitlement', async () => {
    const tenant = await newTenant();
    const trial = await post(tenant.admin.token, '/payment/startTrial').expect(200);
    expect(trial.body).toMatchObject({
      state: 'TRIAL',
      productId: 'ledgerscope-professional-trial-bundle',
      seatCount: 1,
      available: true,
      trialEndingSoon: false,
    });
    expect(trial.body.regionIds).toHaveLength(1);
    expect(trial.body.tenant.region).toEqual(trial.body.regionIds);
    const ends = new Date(trial.body.expiredTime as string).getTime();
    expect(Math.abs(ends - (Date.now() + 14 * DAY))).toBeLessThan(60_000);
    const twice = await post(tenant.admin.token, '/payment/startTrial').expect(409);
    expect(twice.body.errorCode).toBe('TRIAL_NOT_AVAILABLE');

    setClock(new Date(ends - 2 * DAY));
    const token = await signIn(app, tenant.admin.email);
    const ending = (await get(token, `/payment/subscription/${tenant.tenantId}`).expect(200)).body as View;
    expect(ending.trialEndingSoon).toBe(true);
  });

  it('upgrades with an estimate: prorated charge now, purchased regions kept, the webhook confirms', async () => {
    const tenant = await newTenant();
    const paid = await subscribe(tenant, {
      productId: MONTHLY,
      seatCount: 1,
      regionCount: 1,
      regionIds: [US],
    });

    const dropped = await post(tenant.admin.token, '/payment/estimateSubscription', {
      productId: MONTHLY,
      seatCount: 2,
      regionCount: 2,
      regionIds: [UK, JAPAN],
    }).expect(409);
    expect(dropped.body.errorCode).toBe('PURCHASED_REGION_REQUIRED');
    const unchanged = await post(tenant.admin.token, '/payment/estimateSubscription', {
      productId: MONTHLY,
      seatCount: 1,
      regionCount: 1,
      regionIds: [US],
    }).expect(409);
    expect(unchanged.body.errorCode).toBe('PLAN_UNCHANGED');

    const proposed = { productId: MONTHLY, seatCount: 2, regionCount: 2, regionIds: [US, UK] };
    const estimate = await post(tenant.admin.token, '/payment/estimateSubscription', proposed).expect(200);
    const { currentPlan, proposedPlan } = estimate.body.data;
    expect(currentPlan).toMatchObject({ product: MONTHLY, subscriptionTotal: 250, proratedItemTotal: 250 });
    expect(proposedPlan).toMatchObject({ product: MONTHLY, subscriptionTotal: 646 });
    expect(proposedPlan.addons).toEqual([
      expect.objectContaining({ product: 'ledgerscope-extra-seat', quantity: 1 }),
    ]);
    // A full period is left (the subscription started moments ago): the charge is the difference.
    expect(proposedPlan.proratedItemTotal).toBeCloseTo(646 - 250, 2);

    const updated = await post(tenant.admin.token, '/payment/updateSubscription', proposed).expect(200);
    expect(updated.body.charged).toBe(proposedPlan.proratedItemTotal);
    expect(['PAYMENT_COMPLETED', 'PAID']).toContain(updated.body.subscription.state);
    const upgraded = await waitForView(
      tenant,
      (current) => current.state === 'PAID' && current.seatCount === 2,
      'upgraded',
    );
    expect(upgraded).toMatchObject({
      regionIds: [US, UK],
      tenant: { region: [US, UK] },
      nextChargeDate: paid.nextChargeDate,
      nextChargeTotal: '$646.00',
    });

    // Upgrade to the annual bundle: a new yearly period starts now.
    const annual = { productId: ANNUAL, seatCount: 2, regionCount: 2, regionIds: [US, UK] };
    const yearly = await post(tenant.admin.token, '/payment/estimateSubscription', annual).expect(200);
    expect(yearly.body.data.proposedPlan.subscriptionTotal).toBe(6201.6);
    await post(tenant.admin.token, '/payment/updateSubscription', annual).expect(200);
    const onAnnual = await waitForView(
      tenant,
      (current) => current.state === 'PAID' && current.productId === ANNUAL,
      'annual',
    );
    const nextCharge = new Date(onAnnual.nextChargeDate!).getTime();
    expect(nextCharge - Date.now()).toBeGreaterThan(360 * DAY);
  });

  it('refuses fewer seats than active users until users are disabled', async () => {
    const tenant = await newTenant(2);
    await subscribe(tenant, { productId: MONTHLY, seatCount: 3, regionCount: 1, regionIds: [US] });
    const fewer = { productId: MONTHLY, seatCount: 2, regionCount: 1, regionIds: [US] };

    const refused = await post(tenant.admin.token, '/payment/updateSubscription', fewer).expect(409);
    expect(refused.body).toMatchObject({
      errorCode: 'SEATS_BELOW_ACTIVE_USERS',
      message: 'You have 3 active users. Please disable 1 user(s) before reducing your seats to 2.',
    });
    const zero = await post(tenant.admin.token, '/payment/updateSubscription', {
      ...fewer,
      seatCount: 0,
    }).expect(400);
    expect(zero.body.errorCode).toBe('INVALID_SEAT_COUNT');
    expect((await view(tenant)).seatCount).toBe(3);

    await post(tenant.admin.token, '/person/batch-status', {
      listIds: [tenant.users[0]!.userId],
      tenantId: tenant.tenantId,
      disabled: true,
    }).expect(200);
    const decreased = await post(tenant.admin.token, '/payment/updateSubscription', fewer).expect(200);
    // No refund on a decrease.
    expect(decreased.body.charged).toBe(0);
    const done = await waitForView(
      tenant,
      (current) => current.state === 'PAID' && current.seatCount === 2,
      'decreased',
    );
    expect(done).toMatchObject({ activeUsers: 2, seatsLeft: 0 });
  });

  it('cancels with reasons, keeps access until the next charge date, and resumes until then', async () => {
    const tenant = await newTenant();
    const paid = await subscribe(tenant, {
      productId: MONTHLY,
      seatCount: 1,
      regionCount: 1,
      regionIds: [JAPAN],
    });

    const noReason = await post(tenant.admin.token, '/payment/cancelSubscription', {
      cancellationReason: '',
    }).expect(400);
    expect(noReason.body.errorCode).toBe('CANCELLATION_REASON_REQUIRED');
    const noText = await post(tenant.admin.token, '/payment/cancelSubscription', {
      cancellationReason: 'expensive;other',
    }).expect(400);
    expect(noText.body.errorCode).toBe('OTHER_REASON_REQUIRED');
    const tooLong = await post(tenant.admin.token, '/payment/cancelSubscription', {
      cancellationReason: 'other',
      otherReason: 'x'.repeat(501),
    }).expect(400);
    expect(tooLong.body.errorCode).toBe('OTHER_REASON_TOO_LONG');

    const canceled = await post(tenant.admin.token, '/payment/cancelSubscription', {
      cancellationReason: 'expensive;other',
      otherReason: 'We merged with another fund.',
    }).expect(200);
    expect(canceled.body).toMatchObject({
      state: 'CANCELING',
      available: true,
      cancellationReason: 'expensive;other',
      otherReason: 'We merged with another fund.',
      menu: { subscriptionMenu: false, subscriptionDetails: false, cancel: false, resume: true },
    });
    const upgrade = await post(tenant.admin.token, '/payment/updateSubscription', {
      productId: MONTHLY,
      seatCount: 2,
      regionCount: 1,
      regionIds: [JAPAN],
    }).expect(409);
    expect(upgrade.body.errorCode).toBe('INVALID_TRANSITION');

    const resumed = await post(tenant.admin.token, '/payment/resumeSubscription').expect(200);
    expect(resumed.body).toMatchObject({ state: 'PAID', cancellationReason: null, menu: { resume: false } });
    const twice = await post(tenant.admin.token, '/payment/resumeSubscription').expect(409);
    expect(twice.body.errorCode).toBe('INVALID_TRANSITION');
    // The provider's cancel and uncancel events arrive late and change nothing.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await view(tenant)).state).toBe('PAID');

    // Canceled again, the subscription ends at its next charge date and can no longer be resumed.
    await post(tenant.admin.token, '/payment/cancelSubscription', { cancellationReason: 'obsolete' }).expect(
      200,
    );
    setClock(new Date(new Date(paid.nextChargeDate!).getTime() + 60_000));
    const token = await signIn(app, tenant.admin.email);
    const late = await post(token, '/payment/resumeSubscription').expect(409);
    expect(late.body.errorCode).toBe('RESUME_PERIOD_ENDED');
    await subscriptionCheckExpires();
    const refused = await dashboard(token).expect(403);
    expect(refused.body.errorCode).toBe('SUBSCRIPTION_UNAVAILABLE');
  });

  it('makes a failed charge overdue, mails the administrator, keeps access for the grace period, then refuses the dashboard', async () => {
    const tenant = await newTenant();
    const paid = await subscribe(
      tenant,
      { productId: MONTHLY, seatCount: 1, regionCount: 1, regionIds: [UK] },
      FAILS_LATER_CARD,
    );
    const renewal = new Date(paid.nextChargeDate!).getTime();

    // The provider's billing run at the renewal date: the card on file fails.
    setClock(new Date(renewal + 60_000));
    staffToken = await signIn(app, 'admin@ledgerscope.test');
    const run = await post(staffToken, '/payment/sandbox/billing-run', {
      subscriptionId: paid.fastspringSubscriptionId,
    }).expect(200);
    expect(run.body.charged).toEqual([{ subscriptionId: paid.fastspringSubscriptionId, outcome: 'FAILED' }]);
    let token = await signIn(app, tenant.admin.email);
    tenant.admin.token = token;
    const overdue = await waitForView(tenant, (current) => current.state === 'OVERDUE', 'OVERDUE');
    expect(overdue.available).toBe(true);
    expect(new Date(overdue.graceEndsAt!).getTime()).toBe(
      new Date(overdue.overdueSince!).getTime() + 14 * DAY,
    );
    expect(overdue.menu).toMatchObject({
      subscriptionMenu: false,
      subscriptionDetails: false,
      cancel: false,
    });
    const mail = await waitForMail(tenant.admin.email, /payment failed/);
    expect(mail.text).toContain('overdue');
    await subscriptionCheckExpires();
    await dashboard(token).expect(200);

    // Past the grace period: unavailable, and the dashboard says so.
    setClock(new Date(renewal + 15 * DAY));
    token = await signIn(app, tenant.admin.email);
    tenant.admin.token = token;
    expect((await view(tenant)).available).toBe(false);
    await subscriptionCheckExpires();
    const refused = await dashboard(token).expect(403);
    expect(refused.body).toMatchObject({
      errorCode: 'SUBSCRIPTION_UNAVAILABLE',
      message: MESSAGES.SUBSCRIPTION_UNAVAILABLE,
    });
  });

  it('changes nothing on a forged or replayed webhook, and applies late events only where they fit', async () => {
    const tenant = await newTenant();
    const paid = await subscribe(tenant, {
      productId: MONTHLY,
      seatCount: 1,
      regionCount: 1,
      regionIds: [US],
    });
    const subscriptionId = paid.fastspringSubscriptionId!;
    const snapshot = {
      id: subscriptionId,
      subscription: subscriptionId,
      state: 'canceled',
      product: MONTHLY,
      quantity: 1,
      tags: { tenantId: tenant.tenantId, regionIds: String(US) },
      addons: [],
    };
    const now = Date.now();
    const canceled = {
      id: `evt_${randomUUID()}`,
      type: 'subscription.canceled',
      live: false,
      processed: false,
      created: now,
      data: snapshot,
    };
    const body = JSON.stringify({ events: [canceled] });

    // Forged: no signature, a wrong one, or one over another body.
    const unsigned = await http()
      .post('/api/payment/webhook')
      .set('Content-Type', 'application/json')
      .send(body)
      .expect(400);
    expect(unsigned.body.errorCode).toBe('WEBHOOK_SIGNATURE_MISSING');
    const forged = await http()
      .post('/api/payment/webhook')
      .set('Content-Type', 'application/json')
      .set('X-FS-Signature', sign(body, 'not-the-secret'))
      .send(body)
      .expect(401);
    expect(forged.body.errorCode).toBe('WEBHOOK_SIGNATURE_INVALID');
    await http()
      .post('/api/payment/webhook')
      .set('Content-Type', 'application/json')
      .set('X-FS-Signature', sign(JSON.stringify({ events: [] }), secret))
      .send(body)
      .expect(401);
    expect((await view(tenant)).state).toBe('PAID');

    // Signed: applied once; resumed through the API; the same event replayed changes nothing.
    const first = await signedWebhook([canceled]).expect(200);
    expect(first.body).toMatchObject({ received: 1, processed: [canceled.id] });
    expect((await view(tenant)).state).toBe('CANCELING');
    await post(tenant.admin.token, '/payment/resumeSubscription').expect(200);
    const replay = await signedWebhook([canceled]).expect(200);
    expect(replay.body).toMatchObject({ duplicates: [canceled.id], processed: [] });
    expect((await view(tenant)).state).toBe('PAID');

    // Out of order: a failed charge, then an older successful one arrives late and is ignored.
    const charge = (type: string, created: number) => ({
      id: `evt_${randomUUID()}`,
      type,
      live: false,
      processed: false,
      created,
      data: {
        status: type.endsWith('failed') ? 'failed' : 'successful',
        total: 250,
        subscription: { ...snapshot, state: 'active' },
      },
    });
    const failed = charge('subscription.charge.failed', now + 2_000);
    const older = charge('subscription.charge.completed', now + 1_000);
    await signedWebhook([failed]).expect(200);
    const stale = await signedWebhook([older]).expect(200);
    expect(stale.body.ignored).toEqual([older.id]);
    expect((await view(tenant)).state).toBe('OVERDUE');
    const newer = charge('subscription.charge.completed', now + 3_000);
    await signedWebhook([newer]).expect(200);
    expect((await view(tenant)).state).toBe('PAID');
  });

  it('subscribes from subscription.activated when it overtakes order.completed', async () => {
    const tenant = await newTenant();
    await agreeTerms(tenant);
    const subscriptionId = `sbx_sub_test${randomUUID().slice(0, 8)}`;
    const created = Date.now();
    const tags = { tenantId: tenant.tenantId, regionIds: `${US},${UK}` };
    const activated = {
      id: `evt_${randomUUID()}`,
      type: 'subscription.activated',
      live: false,
      processed: false,
      created,
      data: {
        id: subscriptionId,
        state: 'active',
        product: ANNUAL,
        quantity: 1,
        tags,
        addons: [{ product: 'ledgerscope-extra-seat-annual', quantity: 1 }],
      },
    };
    const completed = {
      id: `evt_${randomUUID()}`,
      type: 'order.completed',
      live: false,
      processed: false,
      created,
      data: {
        id: `sbx_ord_test${randomUUID().slice(0, 8)}`,
        tags,
        items: [{ product: ANNUAL, quantity: 1, subscription: subscriptionId }],
      },
    };
    await signedWebhook([activated]).expect(200);
    // The late order's event changes no state; it records the payment (Last Payment) the activation lacked.
    const late = await signedWebhook([completed]).expect(200);
    expect(late.body.processed).toEqual([completed.id]);
    const replayed = await signedWebhook([{ ...completed, id: `evt_${randomUUID()}` }]).expect(200);
    expect(replayed.body.ignored).toHaveLength(1);
    expect(await view(tenant)).toMatchObject({
      state: 'PAID',
      productId: ANNUAL,
      seatCount: 2,
      regionIds: [US, UK],
      fastspringSubscriptionId: subscriptionId,
    });
  });

  it("answers 403 to another tenant's administrator on every billing call, and to users and staff", async () => {
    const owner = await newTenant(1);
    const paid = await subscribe(owner, {
      productId: MONTHLY,
      seatCount: 2,
      regionCount: 1,
      regionIds: [US],
    });
    const ownerOrder = await (async () => {
      // A second tenant's own checkout is not the owner's to add, and vice versa.
      const other = await newTenant();
      await agreeTerms(other);
      const checkout = await post(other.admin.token, '/payment/checkout', {
        productId: MONTHLY,
        seatCount: 1,
        regionCount: 1,
        regionIds: [UK],
      }).expect(200);
      const order = await pay(checkout.body.sessionId as string, GOOD_CARD).expect(200);
      return { other, orderId: order.body.id as string };
    })();
    const intruder = ownerOrder.other.admin.token;
    const plan = { productId: MONTHLY, seatCount: 3, regionCount: 1, regionIds: [US] };
    const calls: Array<[string, () => request.Test]> = [
      ['GET subscription', () => get(intruder, `/payment/subscription/${owner.tenantId}`)],
      [
        'GET provider subscription',
        () => get(intruder, `/payment/subscriptions/${paid.fastspringSubscriptionId}`),
      ],
      [
        'agree terms',
        () =>
          post(intruder, '/payment/agreeSubscriptionTerms', {
            companyId: owner.companyId,
            agreedTerms: true,
          }),
      ],
      ['start trial', () => post(intruder, '/payment/startTrial', { tenantId: owner.tenantId })],
      ['checkout', () => post(intruder, '/payment/checkout', { ...plan, tenantId: owner.tenantId })],
      [
        'add subscription',
        () =>
          post(intruder, '/payment/addSubscription', {
            tenantId: owner.tenantId,
            orderId: ownerOrder.orderId,
          }),
      ],
      [
        'estimate',
        () => post(intruder, '/payment/estimateSubscription', { ...plan, tenantId: owner.tenantId }),
      ],
      ['update', () => post(intruder, '/payment/updateSubscription', { ...plan, tenantId: owner.tenantId })],
      [
        'cancel',
        () =>
          post(intruder, '/payment/cancelSubscription', {
            tenantId: owner.tenantId,
            cancellationReason: 'expensive',
          }),
      ],
      ['resume', () => post(intruder, '/payment/resumeSubscription', { tenantId: owner.tenantId })],
    ];
    for (const [name, call] of calls) {
      const response = await call();
      expect([name, response.status, response.body.errorCode]).toEqual([
        name,
        403,
        'INSUFFICIENT_PERMISSION',
      ]);
    }
    // The owner's order is not another tenant's to add either.
    const ownerAdds = await post(owner.admin.token, '/payment/addSubscription', {
      orderId: ownerOrder.orderId,
    }).expect(403);
    expect(ownerAdds.body.errorCode).toBe('INSUFFICIENT_PERMISSION');
    expect(await view(owner)).toMatchObject({ state: 'PAID', seatCount: 2, regionIds: [US] });

    const user = await signIn(app, owner.users[0]!.email);
    await get(user, `/payment/subscription/${owner.tenantId}`).expect(403);
    const staff = await signIn(app, 'sales@ledgerscope.test');
    await get(staff, `/payment/subscription/${owner.tenantId}`).expect(403);
  });
});
