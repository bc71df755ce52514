import { FixedClock } from '../../../../../shared/domain/clock.js';
import { Subscription } from '../../../domain/subscription.js';
import { InMemorySubscriptionRepository } from '../../../infrastructure/persistence/in-memory-billing.repositories.js';
import type { GracePeriod } from '../../grace-period.js';
import { ExpireSubscriptionsHandler } from './expire-subscriptions.handler.js';

const DAY = 86_400_000;
const START = new Date('2026-12-01T00:00:00Z');

function paid(tenantId: string): Subscription {
  return Subscription.paid({
    id: tenantId,
    tenantId,
    productId: 'ledgerscope-professional',
    interval: 'monthly',
    seatCount: 1,
    regionIds: [1],
    providerSubscriptionId: `sub-${tenantId}`,
    agreedTerms: true,
    createdAt: START,
  });
}

describe('ExpireSubscriptionsHandler', () => {
  it('records EXPIRED for ended trials and lapsed or unpaid subscriptions past their grace, nothing else', async () => {
    const repository = new InMemorySubscriptionRepository();
    const trial = Subscription.trial({
      id: 't',
      tenantId: 't',
      productId: 'ledgerscope-professional',
      createdAt: START,
      regionIds: [1],
    });
    const lapsed = paid('lapsed');
    const overdue = paid('overdue');
    overdue.chargeFailed(new Date(START.getTime() + 31 * DAY));
    const graced = paid('graced');
    graced.chargeFailed(new Date(START.getTime() + 40 * DAY));
    for (const subscription of [trial, lapsed, overdue, graced]) await repository.add(subscription);

    const clock = new FixedClock(new Date(START.getTime() + 46 * DAY));
    const grace = { days: () => Promise.resolve(14) } as unknown as GracePeriod;
    const handler = new ExpireSubscriptionsHandler(repository, grace, clock);
    // The lapsed one stays PAID in this table until the job: its period ended on 1 January.
    expect(await handler.execute()).toBe(3);
    expect([trial.state, lapsed.state, overdue.state, graced.state]).toEqual([
      'EXPIRED',
      'EXPIRED',
      'EXPIRED',
      'OVERDUE',
    ]);
  });
});
