import { FixedClock } from '../../../../../shared/domain/clock.js';
import { Subscription } from '../../../domain/subscription.js';
import { InMemorySubscriptionRepository } from '../../../infrastructure/persistence/in-memory-billing.repositories.js';
import { BillingMail } from '../../ports/billing-mail.js';
import { BillingTenants, type BillingContact } from '../../ports/billing-tenants.js';
import { SendTrialEndingNoticesHandler } from './send-trial-ending-notices.handler.js';

const DAY = 86_400_000;
const START = new Date('2026-12-01T00:00:00Z');

class Tenants extends BillingTenants {
  tenant(tenantId: string) {
    return Promise.resolve({
      id: tenantId,
      companyId: 1,
      organizationName: `Org ${tenantId}`,
      startDate: START,
      regionIds: [1],
    });
  }
  activeUsers() {
    return Promise.resolve(1);
  }
  administrators(tenantId: string): Promise<BillingContact[]> {
    return Promise.resolve([
      { email: `a@${tenantId}.test`, displayName: 'A' },
      { email: `b@${tenantId}.test`, displayName: 'B' },
    ]);
  }
  grantRegions() {
    return Promise.resolve();
  }
  regions = () => [];
}

class RecordingMail extends BillingMail {
  sent: Array<{ to: string; trialEndsAt: Date }> = [];
  failFor: string | null = null;
  chargeFailed() {
    return Promise.resolve();
  }
  paymentReceipt() {
    return Promise.resolve();
  }
  trialEnding(to: BillingContact, notice: { trialEndsAt: Date }) {
    if (this.failFor !== null && to.email.endsWith(this.failFor))
      return Promise.reject(new Error('SMTP down'));
    this.sent.push({ to: to.email, trialEndsAt: notice.trialEndsAt });
    return Promise.resolve();
  }
}

/** A trial started `daysAgo` days before now (it ends 14 days after it started). */
function trialStarted(tenantId: string, now: Date, daysAgo: number): Subscription {
  return Subscription.trial({
    id: tenantId,
    tenantId,
    productId: 'ledgerscope-professional',
    createdAt: new Date(now.getTime() - daysAgo * DAY),
    regionIds: [1],
  });
}

describe('SendTrialEndingNoticesHandler', () => {
  const now = new Date(START.getTime() + 30 * DAY);

  function setUp() {
    const repository = new InMemorySubscriptionRepository();
    const mail = new RecordingMail();
    const handler = new SendTrialEndingNoticesHandler(repository, new Tenants(), mail, new FixedClock(now));
    return { repository, mail, handler };
  }

  it('mails every administrator of a trial ending within 3 days once, and nothing for later or ended trials', async () => {
    const { repository, mail, handler } = setUp();
    const ending = trialStarted('ending', now, 12); // ends in 2 days
    const edge = trialStarted('edge', now, 11); // ends in exactly 3 days
    const later = trialStarted('later', now, 10); // ends in 4 days
    const ended = trialStarted('ended', now, 15); // ended yesterday
    for (const subscription of [ending, edge, later, ended]) await repository.add(subscription);

    expect(await handler.execute()).toEqual({ notified: 2, failures: 0 });
    expect(mail.sent.map((sent) => sent.to).sort()).toEqual([
      'a@edge.test',
      'a@ending.test',
      'b@edge.test',
      'b@ending.test',
    ]);
    expect(mail.sent.find((sent) => sent.to === 'a@ending.test')?.trialEndsAt).toEqual(ending.trialEndsAt);
    expect(ending.trialEndingNoticeSentAt).toEqual(now);
    expect(later.trialEndingNoticeSentAt).toBeNull();

    // The next run sends nothing again.
    expect(await handler.execute()).toEqual({ notified: 0, failures: 0 });
    expect(mail.sent).toHaveLength(4);
  });

  it('records nothing when the mail fails, so that the next run tries again', async () => {
    const { repository, mail, handler } = setUp();
    const ending = trialStarted('ending', now, 12);
    await repository.add(ending);
    mail.failFor = 'ending.test';

    expect(await handler.execute()).toEqual({ notified: 0, failures: 1 });
    expect(ending.trialEndingNoticeSentAt).toBeNull();

    mail.failFor = null;
    expect(await handler.execute()).toEqual({ notified: 1, failures: 0 });
    expect(ending.trialEndingNoticeSentAt).toEqual(now);
  });

  it('leaves a trial that was bought in the meantime alone', async () => {
    const { repository, mail, handler } = setUp();
    const bought = trialStarted('bought', now, 12);
    bought.agreeTerms(now);
    bought.subscribe({
      at: now,
      plan: { productId: 'ledgerscope-professional', seatCount: 1, regionIds: [1], regionCount: 1 },
      providerSubscriptionId: 'sub-bought',
      activeUsers: 1,
    });
    await repository.add(bought);

    expect(await handler.execute()).toEqual({ notified: 0, failures: 0 });
    expect(mail.sent).toHaveLength(0);
  });
});
