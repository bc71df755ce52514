import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import { GenerateDataset } from '../../src/contexts/filings/index.js';
import { JobRunner } from '../../src/shared/jobs/job-runner.js';
import { inContext } from '../support/accounts.js';
import { inboxUrl, type CaughtMail } from '../support/mail-inbox.js';
import { tenantWithUsers, type TestUser } from '../support/tenant-users.js';
import { startTestApp } from '../support/test-app.js';

const US = 1;
const YEAR = 2025;
const JOB = 'watchlists.alert-digest';
const SUBJECT = /^Ledgerscope watchlist alert/;

async function alertsTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`${inboxUrl()}/api/email`);
  const mails = (await response.json()) as CaughtMail[];
  return mails.filter((mail) => mail.to.some((to) => to.address === address) && SUBJECT.test(mail.subject));
}

/** Waits until `address` has `count` alerts, then a little longer to see that no more arrive. */
async function expectAlerts(address: string, count: number): Promise<CaughtMail[]> {
  const deadline = Date.now() + 5_000;
  let mails = await alertsTo(address);
  while (mails.length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    mails = await alertsTo(address);
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
  mails = await alertsTo(address);
  expect(mails).toHaveLength(count);
  return mails;
}

describe('Watchlist alerts: one digest per period, with two API processes running the job', () => {
  let first: NestExpressApplication;
  let second: NestExpressApplication;
  let db: pg.Client;
  let instant: TestUser;
  let daily: TestUser;
  let tickers: Array<{ ticker_id: string; name: string; isin: string }>;

  /** Sends the job through both processes' queues at once, and waits for both runs to finish. */
  async function runOnBoth(): Promise<void> {
    const runners = [first.get(JobRunner), second.get(JobRunner)];
    const ids = await Promise.all(runners.map((runner) => runner.trigger(JOB)));
    const states = await Promise.all(
      ids.map((id, index) => {
        if (!id) throw new Error('job not sent');
        return runners[index]!.waitFor(JOB, id);
      }),
    );
    expect(states).toEqual(['completed', 'completed']);
  }

  /** A data revision: the latest scored year of a company gets another score and rating. */
  async function revise(tickerId: string, score: number, rating: string): Promise<void> {
    await db.query(
      `update screening.ticker_year set final_score = $2, rating = $3
        where ticker_id = $1 and year = (select max(year) from screening.ticker_year
                                          where ticker_id = $1 and final_score is not null)`,
      [tickerId, score, rating],
    );
  }

  const call = (user: TestUser) => ({
    post: (path: string, body: object) =>
      request(first.getHttpServer())
        .post(`/api/${path}`)
        .set('Authorization', `Bearer ${user.token}`)
        .send(body),
    put: (path: string, body: object) =>
      request(second.getHttpServer())
        .put(`/api/${path}`)
        .set('Authorization', `Bearer ${user.token}`)
        .send(body),
  });

  beforeAll(async () => {
    // Two replicas share their secrets, as behind a load balancer: a token of one is good at the other.
    const secret = process.env.JWT_SECRET;
    process.env.JWT_SECRET = 'watchlist-alerts-e2e-shared-secret-0123456789abcdef';
    try {
      first = await startTestApp({ jobs: true });
      // The second process sends through the first one's mail catcher (one inbox for the test to read).
      process.env.SMTP_URL = `smtp://127.0.0.1:${process.env.MAILDEV_SMTP_PORT}`;
      second = await startTestApp({ jobs: true });
    } finally {
      delete process.env.SMTP_URL;
      if (secret === undefined) delete process.env.JWT_SECRET;
      else process.env.JWT_SECRET = secret;
    }
    await inContext(first, (commands) =>
      commands.execute(new GenerateDataset({ companies: 300, years: 3, seed: 63, lastYear: YEAR })),
    );
    db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    [instant, daily] = (await tenantWithUsers(first, [US], 2)) as [TestUser, TestUser];
    tickers = (
      await db.query(
        `select c.ticker_id, c.name, c.isin from screening.company c
          where c.exchange_country_id = $1
            and exists (select 1 from screening.ticker_year y where y.ticker_id = c.ticker_id and y.final_score is not null)
          order by c.ticker_id limit 3`,
        [US],
      )
    ).rows;
    for (const user of [instant, daily]) {
      await call(user)
        .post('watchlists', { name: 'Alerts', tickerIds: tickers.map((ticker) => ticker.ticker_id) })
        .expect(201);
    }
    await call(daily).put('watchlists/alert-settings', { frequency: 'DAILY' }).expect(200);
  });

  afterAll(async () => {
    await db.end();
    await second.close();
    await first.close();
  });

  it('tells nothing while nothing changed', async () => {
    await runOnBoth();
    await expectAlerts(instant.email, 0);
    await expectAlerts(daily.email, 0);
  });

  it('sends each user one digest of what changed, even with both processes running the job at once', async () => {
    const [a, b] = tickers as [(typeof tickers)[number], (typeof tickers)[number]];
    await revise(a.ticker_id, 12.34, 'A+');
    await revise(b.ticker_id, 98.76, 'F');
    await runOnBoth();
    const [mail] = await expectAlerts(instant.email, 1);
    expect(mail!.subject).toBe('Ledgerscope watchlist alert: 2 companies changed');
    expect(mail!.text).toContain(`${a.name} (${a.isin}, United States): risk score`);
    expect(mail!.text).toContain('-> 12.34, rating');
    expect(mail!.text).toContain('-> A+');
    expect(mail!.text).toContain('-> 98.76');
    await expectAlerts(daily.email, 1);

    // Run again: nothing new to tell.
    await runOnBoth();
    await expectAlerts(instant.email, 1);
    await expectAlerts(daily.email, 1);
  });

  it('sends an instant user every change at once, and a daily user one digest a day', async () => {
    const c = tickers[2]!;
    await revise(c.ticker_id, 55.55, 'C');
    await runOnBoth();
    const instantMails = await expectAlerts(instant.email, 2);
    expect(instantMails.some((mail) => mail.text?.includes('-> 55.55'))).toBe(true);
    await expectAlerts(daily.email, 1);

    // A day after the daily user's last digest, the change waiting since then goes out.
    await db.query(
      "update watchlists.alert_setting set last_digest_at = last_digest_at - interval '25 hours' where user_id = $1",
      [daily.userId],
    );
    await runOnBoth();
    const dailyMails = await expectAlerts(daily.email, 2);
    expect(dailyMails.some((mail) => mail.subject === 'Ledgerscope watchlist alert: 1 company changed')).toBe(
      true,
    );
    await expectAlerts(instant.email, 2);
  });
});
