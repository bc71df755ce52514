import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { RegisterUserAccount } from '../../src/contexts/identity/index.js';
import { CreateTenant } from '../../src/contexts/tenancy/index.js';
import { SandboxWebhookSender } from '../../src/contexts/billing/infrastructure/sandbox/sandbox-webhook-sender.js';
import { Clock } from '../../src/shared/domain/clock.js';
import { MESSAGES } from '../../src/shared/http/messages.js';
import { inContext, PASSWORD, signIn } from '../support/accounts.js';
import { inboxUrl, waitForMail, type CaughtMail } from '../support/mail-inbox.js';
import { startTestApp } from '../support/test-app.js';

// Issue 19, item 9: what a tenant hears back from billing (receipts, Last Payment), the invitation of a
// tenant manager staff create, and a self-service sign-up that has bought nothing (no dashboard).

const DAY = 86_400_000;
const MONTHLY = 'ledgerscope-professional';
const ANNUAL = 'ledgerscope-professional-annual';
const TRIAL = 'ledgerscope-professional-trial-bundle';
const US = 1;
const UK = 3;
const RECEIPT = /^Ledgerscope: receipt for your payment of /;

interface View {
  id: string | null;
  state: string;
  productId: string | null;
  seatCount: number;
  available: boolean;
  nextChargeDate: string | null;
  fastspringSubscriptionId: string | null;
  tenant: { companyId: number };
}

interface TenantRow {
  id: string;
  organizationName: string;
  ssp: boolean;
  userAdmin: string | null;
  tenantManagerEmail: string | null;
  subscriptionPaymentDate: string | null;
  userCount: number;
}

describe('Billing feedback: receipts, Last Payment, invitations, a sign-up that bought nothing', () => {
  let app: NestExpressApplication;
  let staff: string;

  const http = () => request(app.getHttpServer());
  const post = (token: string | null, path: string, body: object = {}) => {
    const call = http().post(`/api${path}`);
    return (token ? call.set('Authorization', `Bearer ${token}`) : call).send(body);
  };
  const get = (token: string, path: string) =>
    http().get(`/api${path}`).set('Authorization', `Bearer ${token}`);

  /** Every mail to `address` whose subject matches, oldest first. */
  const mailsTo = async (address: string, subject: RegExp): Promise<CaughtMail[]> => {
    const mails = (await (await fetch(`${inboxUrl()}/api/email`)).json()) as CaughtMail[];
    return mails.filter((mail) => mail.to.some((to) => to.address === address) && subject.test(mail.subject));
  };
  /** Waits until `count` mails match, then a little longer to see that no more come. */
  const exactlyMails = async (address: string, subject: RegExp, count: number): Promise<CaughtMail[]> => {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && (await mailsTo(address, subject)).length < count) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const mails = await mailsTo(address, subject);
    expect(mails.map((mail) => mail.subject)).toHaveLength(count);
    return mails;
  };

  const tenantNamed = async (name: string): Promise<TenantRow | undefined> => {
    staff = await signIn(app, 'admin@ledgerscope.test');
    const list = await post(staff, `/tenant/list?searchInput=${encodeURIComponent(name)}`).expect(200);
    return (list.body as { data: TenantRow[] }).data.find((row) => row.organizationName === name);
  };

  const setClock = (at: Date): void => {
    const clock = app.get(Clock);
    clock.now = () => new Date(at.getTime());
  };
  const restoreClock = (): void => {
    const clock: Clock = app.get(Clock);
    delete (clock as { now?: unknown }).now;
  };

  beforeAll(async () => {
    app = await startTestApp();
    // The sandbox delivers its webhooks over HTTP to this process: it has to listen.
    await app.listen(0, '127.0.0.1');
    staff = await signIn(app, 'admin@ledgerscope.test');
  });

  afterEach(() => restoreClock());

  afterAll(async () => {
    await app.get(SandboxWebhookSender).drain();
    await app.close();
  });

  it('mails a receipt once per payment (checkout, prorated update, renewal) and shows the last one as Last Payment', async () => {
    const suffix = randomUUID().slice(0, 8);
    const name = `Receipt Org ${suffix}`;
    const email = `receipt-admin-${suffix}@example.test`;
    await inContext(app, async (commands) => {
      const tenantId = await commands.execute(
        new CreateTenant({
          organizationName: name,
          organizationUrl: 'https://receipt.example.test',
          contactName: 'Rita Receipt',
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
          displayName: 'Rita Receipt',
          role: 'TENANT_ADMINISTRATOR',
          tenantId,
          termsAgreed: true,
        }),
      );
    });
    let token = await signIn(app, email);
    const me = (await get(token, '/auth/me').expect(200)).body as { tenantId: string };
    const view = async (): Promise<View> =>
      (await get(token, `/payment/subscription/${me.tenantId}`).expect(200)).body as View;
    expect((await tenantNamed(name))?.subscriptionPaymentDate).toBeNull();

    // The first payment: the checkout's answer and the provider's webhook both report the order.
    const companyId = (await view()).tenant.companyId;
    await post(token, '/payment/agreeSubscriptionTerms', { companyId, agreedTerms: true }).expect(200);
    const plan = { productId: MONTHLY, seatCount: 3, regionCount: 2, regionIds: [US, UK] };
    const checkout = await post(token, '/payment/checkout', plan).expect(200);
    const paidAt = Date.now();
    const order = await post(null, `/payment/sandbox/checkout/${checkout.body.sessionId as string}/pay`, {
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/39',
      cvc: '123',
      cardholderName: 'Rita Receipt',
      country: 'GB',
    }).expect(200);
    await post(token, '/payment/addSubscription', { orderId: order.body.id }).expect(200);
    await post(token, '/payment/addSubscription', { orderId: order.body.id }).expect(200);
    const [first] = await exactlyMails(email, RECEIPT, 1);
    expect(first?.subject).toBe('Ledgerscope: receipt for your payment of $1,126.08');
    const text = first?.text ?? '';
    for (const line of [
      'Hello Rita Receipt,',
      `Organisation: ${name}`,
      `Reference: ${order.body.reference as string}`,
      'Plan: Ledgerscope Professional (Monthly), 3 seat(s), 2 region(s)',
      'Subtotal: $938.40',
      'Tax (20%, GB): $187.68',
      'Total paid (USD): $1,126.08',
      'Next charge: ',
    ])
      expect(text).toContain(line);
    expect(first?.html).toContain('Thank you for your payment');

    // Last Payment in the console: the payment's time (no longer N/A).
    const paidRow = await tenantNamed(name);
    expect(paidRow?.subscriptionPaymentDate).not.toBeNull();
    expect(Math.abs(new Date(paidRow!.subscriptionPaymentDate!).getTime() - paidAt)).toBeLessThan(60_000);

    // An update charged at once (prorated): a second receipt, with the webhook's charge.
    const paid = await view();
    expect(paid.state).toBe('PAID');
    const updated = await post(token, '/payment/updateSubscription', { ...plan, seatCount: 4 }).expect(200);
    expect(updated.body.charged).toBeGreaterThan(0);
    const [, second] = await exactlyMails(email, RECEIPT, 2);
    expect(second?.text).toContain('Plan: Ledgerscope Professional (Monthly), 4 seat(s), 2 region(s)');
    expect(second?.text).toContain('Tax (20%, GB): ');

    // The renewal charged by the provider's billing run: a third receipt, and Last Payment moves on.
    const renewal = new Date(new Date(paid.nextChargeDate!).getTime() + 60_000);
    setClock(renewal);
    staff = await signIn(app, 'admin@ledgerscope.test');
    const run = await post(staff, '/payment/sandbox/billing-run', {
      subscriptionId: paid.fastspringSubscriptionId,
    }).expect(200);
    expect(run.body.charged).toEqual([{ subscriptionId: paid.fastspringSubscriptionId, outcome: 'CHARGED' }]);
    const [, , third] = await exactlyMails(email, RECEIPT, 3);
    expect(third?.subject).toBe('Ledgerscope: receipt for your payment of $1,468.80');
    const renewedRow = await tenantNamed(name);
    expect(renewedRow?.subscriptionPaymentDate).toBe(renewal.toISOString());
    token = await signIn(app, email);
    expect((await view()).state).toBe('PAID');
  });

  it('signs up for an offered plan only: an unknown one is refused with a clear message and leaves nothing behind', async () => {
    const suffix = randomUUID().slice(0, 8);
    const name = `Plan Check ${suffix}`;
    const email = `plan-check-${suffix}@startup.test`;
    const body = {
      organizationName: name,
      contactName: 'Fran Founder',
      organizationUrl: 'https://startup.test',
      contactEmail: email,
    };
    for (const productId of ['bogus', 'ledgerscope-extra-seat', `${'x'.repeat(120)}`]) {
      const refused = await post(null, '/tenant/addWithAdmin', { ...body, productId }).expect(400);
      expect(refused.body).toEqual({
        statusCode: 400,
        errorCode: 'UNKNOWN_PRODUCT',
        message: 'The plan you chose is not one we offer. Please choose a plan on the plans page.',
      });
    }
    expect(await tenantNamed(name)).toBeUndefined();
    // The same name and email are free afterwards: nothing was written.
    await post(null, '/tenant/addWithAdmin', { ...body, productId: TRIAL }).expect(201);
    expect((await tenantNamed(name))?.ssp).toBe(true);
  });

  it('opens a self-service sign-up with the chosen bundle and nothing bought: no dashboard until it buys', async () => {
    const suffix = randomUUID().slice(0, 8);
    const email = `founder-${suffix}@startup.test`;
    await post(null, '/tenant/addWithAdmin', {
      organizationName: `Founder Org ${suffix}`,
      contactName: 'Fran Founder',
      organizationUrl: 'https://startup.test',
      contactEmail: email,
      productId: ANNUAL,
    }).expect(201);
    const mail = await waitForMail(email, /Welcome to Ledgerscope/);
    const token = /resetPassword\?token=([^&\s]+)/.exec(mail.text ?? '')?.[1];
    const set = await post(null, '/tenant/new-password', { token, newPassword: 'Founder!Passw0rd' }).expect(
      200,
    );
    expect(set.body).toEqual({ message: 'PASSWORD_SET' });
    const founder = await signIn(app, email, 'Founder!Passw0rd');
    await post(founder, '/auth/agreeTerms').expect(200);
    const me = (await get(founder, '/auth/me').expect(200)).body as { tenantId: string };
    const view = (await get(founder, `/payment/subscription/${me.tenantId}`).expect(200)).body as View;
    expect(view).toMatchObject({ state: 'NEW', productId: ANNUAL, seatCount: 0, available: false });
    expect(view.id).not.toBeNull();
    const refused = await post(founder, '/dashboard/year', {}).expect(403);
    expect(refused.body).toMatchObject({
      errorCode: 'SUBSCRIPTION_UNAVAILABLE',
      message: MESSAGES.SUBSCRIPTION_UNAVAILABLE,
    });
    // The trial still starts from there (the bundle chosen was annual; any NEW subscription may try once).
    await post(founder, '/payment/agreeSubscriptionTerms', {
      companyId: view.tenant.companyId,
      agreedTerms: true,
    }).expect(200);
    const trial = await post(founder, '/payment/startTrial').expect(200);
    expect(trial.body).toMatchObject({ state: 'TRIAL', available: true });
  });

  it('creates the tenant manager staff name on Add Company, as its user admin, and mails the invitation', async () => {
    const suffix = randomUUID().slice(0, 8);
    const name = `Invited Org ${suffix}`;
    const manager = `Manager-${suffix}@invited.test`;
    const form = {
      organizationName: name,
      organizationUrl: 'https://invited.test',
      contactName: 'Pat Contact',
      contactEmail: `contact-${suffix}@invited.test`,
      tenantManagerName: 'Mona Manager',
      tenantManagerEmail: manager,
      startDate: new Date(Date.now() - DAY).toISOString(),
      endDate: new Date(Date.now() + 365 * DAY).toISOString(),
      region: [US],
    };
    staff = await signIn(app, 'admin@ledgerscope.test');
    const created = await post(staff, '/tenant/add', form).expect(201);
    expect(created.body).toMatchObject({
      organizationName: name,
      tenantManagerName: 'Mona Manager',
      tenantManagerEmail: manager.toLowerCase(),
      userAdmin: manager.toLowerCase(),
      userCount: 1,
    });
    const invitation = await waitForMail(manager.toLowerCase(), /Welcome to Ledgerscope: set your password/);
    expect(invitation.text).toContain(`Hello Mona Manager,`);
    expect(invitation.text).toContain(`${name} has a Ledgerscope account and you are its administrator.`);
    expect(invitation.text).toContain('expires in 3 days');
    const token = /resetPassword\?token=([^&\s]+)/.exec(invitation.text ?? '')?.[1];
    await post(null, '/tenant/new-password', { token, newPassword: 'Manager!Passw0rd' }).expect(200);
    const principal = await post(null, '/auth/login', {
      email: manager,
      password: 'Manager!Passw0rd',
    }).expect(200);
    expect(principal.body).toMatchObject({ role: 'TENANT_ADMINISTRATOR', tenantId: created.body.id });

    // A manager whose email is taken: refused before anything is written.
    const taken = await post(staff, '/tenant/add', {
      ...form,
      organizationName: `${name} Two`,
      tenantManagerEmail: 'owner@acme.test',
    }).expect(409);
    expect(taken.body).toMatchObject({ errorCode: 'EMAIL_ALREADY_EXISTS' });
    expect(await tenantNamed(`${name} Two`)).toBeUndefined();
    // No manager named: a tenant without users, as before.
    const plain = await post(staff, '/tenant/add', {
      ...form,
      organizationName: `${name} Three`,
      tenantManagerName: '',
      tenantManagerEmail: '',
    }).expect(201);
    expect(plain.body).toMatchObject({ userAdmin: null, userCount: 0 });
  });
});
