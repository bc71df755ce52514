import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import { SendTrialEndingNotices } from '../../src/contexts/billing/application/commands/send-trial-ending-notices/send-trial-ending-notices.command.js';
import { TrialEndingNoticesJob } from '../../src/contexts/billing/index.js';
import { RegisterUserAccount } from '../../src/contexts/identity/index.js';
import { CreateTenant } from '../../src/contexts/tenancy/index.js';
import { SCHEDULED_JOBS, type ScheduledJob } from '../../src/shared/jobs/job-scheduler.js';
import { inContext, PASSWORD, signIn } from '../support/accounts.js';
import { inboxUrl, type CaughtMail } from '../support/mail-inbox.js';
import { startTestApp } from '../support/test-app.js';

const DAY = 86_400_000;
const SUBJECT = /^Ledgerscope: your free trial ends on /;

interface TrialTenant {
  tenantId: string;
  admins: string[];
}

async function noticesTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`${inboxUrl()}/api/email`);
  const mails = (await response.json()) as CaughtMail[];
  return mails.filter((mail) => mail.to.some((to) => to.address === address) && SUBJECT.test(mail.subject));
}

/** Waits until `address` has `count` notices, then a little longer to see that no more arrive. */
async function expectNotices(address: string, count: number): Promise<CaughtMail[]> {
  const deadline = Date.now() + 5_000;
  let mails = await noticesTo(address);
  while (mails.length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    mails = await noticesTo(address);
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
  mails = await noticesTo(address);
  expect(mails).toHaveLength(count);
  return mails;
}

describe('Billing: the trial-ending notice by mail (once per subscription, within 3 days of the end)', () => {
  let app: NestExpressApplication;
  let db: pg.Client;

  /** A self-service tenant with `admins` tenant administrators whose first one starts the 14-day trial. */
  const trialTenant = async (admins: number): Promise<TrialTenant> => {
    const suffix = randomUUID().slice(0, 8);
    const emails = Array.from(
      { length: admins },
      (_unused, index) => `trial-${index}-${suffix}@example.test`,
    );
    const tenantId = await inContext(app, async (commands) => {
      const id = await commands.execute(
        new CreateTenant({
          organizationName: `Trial Org ${suffix}`,
          organizationUrl: 'https://trial.example.test',
          contactName: 'Trial Contact',
          contactEmail: emails[0]!,
          regionIds: [],
          startDate: new Date(Date.now() - DAY),
          ssp: true,
        }),
      );
      for (const [index, email] of emails.entries()) {
        await commands.execute(
          new RegisterUserAccount({
            email,
            password: PASSWORD,
            displayName: `Trial Admin ${index} ${suffix}`,
            role: 'TENANT_ADMINISTRATOR',
            tenantId: id,
            termsAgreed: true,
          }),
        );
      }
      return id;
    });
    const token = await signIn(app, emails[0]!);
    const trial = await request(app.getHttpServer())
      .post('/api/payment/startTrial')
      .set('Authorization', `Bearer ${token}`)
      .send({})
      .expect(200);
    expect(trial.body).toMatchObject({ state: 'TRIAL', trialEndingSoon: false });
    return { tenantId, admins: emails };
  };

  /** Moves a trial's end to `fromNow` ms from now (as if it had started 14 days before that). */
  const trialEndsIn = async (tenant: TrialTenant, fromNow: number): Promise<void> => {
    const updated = await db.query(
      `update billing.subscription set trial_ends_at = $2 where tenant_id = $1 and state = 'TRIAL'`,
      [tenant.tenantId, new Date(Date.now() + fromNow)],
    );
    expect(updated.rowCount).toBe(1);
  };

  const sentAt = async (tenant: TrialTenant): Promise<Date | null> =>
    (
      await db.query<{ trial_ending_notice_sent_at: Date | null }>(
        `select trial_ending_notice_sent_at from billing.subscription where tenant_id = $1`,
        [tenant.tenantId],
      )
    ).rows[0]!.trial_ending_notice_sent_at;

  /**
   * One tick of the job. The database is shared with other test runs: a run takes at most 100 trials, so
   * a tick here runs until nothing is left to send (every further run must then send nothing).
   */
  const tick = async (): Promise<void> => {
    for (let run = 0; run < 20; run += 1) {
      const summary = await inContext(app, (commands) => commands.execute(new SendTrialEndingNotices()));
      expect(summary.failures).toBe(0);
      if (summary.notified === 0) return;
    }
    throw new Error('The trial-ending notices never ran out');
  };

  beforeAll(async () => {
    app = await startTestApp();
    db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
  });

  afterAll(async () => {
    await db.end();
    await app.close();
  });

  it('is a scheduled job of the platform (pg-boss, hourly)', () => {
    const jobs = app.get<ScheduledJob[]>(SCHEDULED_JOBS);
    const job = jobs.find((candidate) => candidate.name === 'billing.trial-ending-notices');
    expect(job).toBeInstanceOf(TrialEndingNoticesJob);
    expect(job?.cron).toBe('0 * * * *');
  });

  it('mails every administrator once when the trial ends within 3 days, not for a later end, not twice', async () => {
    const ending = await trialTenant(2);
    const later = await trialTenant(1);
    await trialEndsIn(ending, 2 * DAY);
    await trialEndsIn(later, 3 * DAY + 60 * 60_000);

    // The job itself (the scheduled run: its own request context, the command, the mailer).
    await app.get(TrialEndingNoticesJob).run();
    await tick();
    for (const admin of ending.admins) {
      const [mail] = await expectNotices(admin, 1);
      expect(mail!.text).toContain('ends on');
      expect(mail!.text).toContain('/subscriptionPlans');
    }
    await expectNotices(later.admins[0]!, 0);
    expect(await sentAt(ending)).toBeInstanceOf(Date);
    expect(await sentAt(later)).toBeNull();

    // The web app's pop-up says the same: the trial is ending.
    const token = await signIn(app, ending.admins[0]!);
    const view = await request(app.getHttpServer())
      .get(`/api/payment/subscription/${ending.tenantId}`)
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(view.body.trialEndingSoon).toBe(true);

    // A second tick sends nothing again.
    const firstSent = await sentAt(ending);
    await app.get(TrialEndingNoticesJob).run();
    await tick();
    for (const admin of ending.admins) await expectNotices(admin, 1);
    expect(await sentAt(ending)).toEqual(firstSent);

    // Once the later trial comes within 3 days of its end, its administrator is told, once.
    await trialEndsIn(later, 3 * DAY - 60 * 60_000);
    await tick();
    await tick();
    await expectNotices(later.admins[0]!, 1);
    for (const admin of ending.admins) await expectNotices(admin, 1);
  });
});
