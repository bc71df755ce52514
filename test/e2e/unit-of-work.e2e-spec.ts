import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import { StartSubscription } from '../../src/contexts/billing/index.js';
import { RegisterUserAccount } from '../../src/contexts/identity/index.js';
import { CreateTenant } from '../../src/contexts/tenancy/index.js';
import { inContext, PASSWORD, signIn } from '../support/accounts.js';
import { startTestApp } from '../support/test-app.js';

const DAY = 86_400_000;
const AT_ONCE = 20;

/**
 * A command is one transaction (ADR 9): adding a user (seat check, account, setup link, mail) commits as
 * one, or not at all, and the seat check holds when many additions arrive at once.
 */
describe('Unit of work: one transaction per command', () => {
  let app: NestExpressApplication;
  let db: pg.Client;

  const post = (token: string, path: string, body: object = {}) =>
    request(app.getHttpServer()).post(`/api${path}`).set('Authorization', `Bearer ${token}`).send(body);

  /** A self-service tenant paying for `seats` seats, with its signed-in administrator (one seat used). */
  async function sspTenant(seats: number): Promise<{ tenantId: string; token: string }> {
    const suffix = randomUUID().slice(0, 8);
    const email = `owner-${suffix}@uow.test`;
    const tenantId = await inContext(app, async (commands) => {
      const id = await commands.execute(
        new CreateTenant({
          organizationName: `Unit of work ${suffix}`,
          organizationUrl: 'https://uow.test',
          contactName: 'Una Unit',
          contactEmail: email,
          regionIds: [1],
          startDate: new Date(Date.now() - DAY),
          ssp: true,
        }),
      );
      await commands.execute(
        new StartSubscription({
          kind: 'paid',
          tenantId: id,
          productId: 'ledgerscope-professional',
          interval: 'monthly',
          seatCount: seats,
          regionIds: [1],
          providerSubscriptionId: `uow-${suffix}`,
          agreedTerms: true,
        }),
      );
      await commands.execute(
        new RegisterUserAccount({
          email,
          password: PASSWORD,
          displayName: 'Una Unit',
          role: 'TENANT_ADMINISTRATOR',
          tenantId: id,
          termsAgreed: true,
        }),
      );
      return id;
    });
    return { tenantId, token: await signIn(app, email) };
  }

  async function count(sql: string, params: unknown[]): Promise<number> {
    return Number((await db.query<{ count: string }>(sql, params)).rows[0]!.count);
  }
  const accountsOf = (tenantId: string) =>
    count('select count(*) from identity.user_account where tenant_id = $1', [tenantId]);
  const linksOf = (emails: string[]) =>
    count(
      `select count(*) from identity.account_link l join identity.user_account a on a.id = l.user_id
       where a.email = any($1)`,
      [emails],
    );
  const mailsTo = (emails: string[]) =>
    count('select count(*) from mail.outbox where recipient = any($1)', [emails]);

  beforeAll(async () => {
    app = await startTestApp();
    db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
  });

  afterAll(async () => {
    await db.end();
    await app.close();
  });

  it(`${AT_ONCE} users added at once to a tenant with one seat free: one user, one link, one mail`, async () => {
    const owner = await sspTenant(2);
    const suffix = randomUUID().slice(0, 8);
    const emails = Array.from({ length: AT_ONCE }, (_, index) => `seat-${index}-${suffix}@uow.test`);
    const answers = await Promise.all(
      emails.map((email, index) =>
        post(owner.token, '/person/add', {
          tenantId: owner.tenantId,
          displayName: `Seat ${index}`,
          email,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(AT_ONCE - 1);
    for (const answer of answers.filter((one) => one.status === 409))
      expect(answer.body).toMatchObject({ errorCode: 'NOT_ENOUGH_SEATS' });
    expect(await accountsOf(owner.tenantId)).toBe(2);
    expect(await linksOf(emails)).toBe(1);
    expect(await mailsTo(emails)).toBe(1);
  });

  it('a failure after the account is written leaves no account, no link and no mail', async () => {
    const owner = await sspTenant(5);
    const email = `doomed-${randomUUID().slice(0, 8)}@uow.test`;
    // Injected in the database: the mail, the command's last write, is refused for this address.
    const trigger = `uow_fail_${randomUUID().slice(0, 8)}`;
    await db.query(`create function mail.${trigger}() returns trigger language plpgsql as $$
      begin
        if new.recipient = '${email}' then raise exception 'injected failure'; end if;
        return new;
      end $$`);
    await db.query(
      `create trigger ${trigger} before insert on mail.outbox for each row execute function mail.${trigger}()`,
    );
    try {
      const answer = await post(owner.token, '/person/add', {
        tenantId: owner.tenantId,
        displayName: 'Doomed',
        email,
      });
      expect(answer.status).toBe(500);
    } finally {
      await db.query(`drop trigger ${trigger} on mail.outbox`);
      await db.query(`drop function mail.${trigger}()`);
    }
    expect(await count('select count(*) from identity.user_account where email = $1', [email])).toBe(0);
    expect(await linksOf([email])).toBe(0);
    expect(await mailsTo([email])).toBe(0);
    expect(await accountsOf(owner.tenantId)).toBe(1);
    // And the same addition, once nothing fails, goes through.
    const again = await post(owner.token, '/person/add', {
      tenantId: owner.tenantId,
      displayName: 'Doomed',
      email,
    });
    expect(again.status).toBe(201);
    expect(await mailsTo([email])).toBe(1);
  });
});
