import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { CATALOGUE } from '../../../domain/pricing/catalogue.config.js';
import { SubscriptionRepository } from '../../../domain/subscription.repository.js';
import { BillingMail } from '../../ports/billing-mail.js';
import { BillingTenants } from '../../ports/billing-tenants.js';
import {
  SendTrialEndingNotices,
  type TrialEndingNoticesSummary,
} from './send-trial-ending-notices.command.js';

const DAY_MS = 86_400_000;
const BATCH = 100;

/**
 * The trial-ending notice by mail (issue 8: "trial-ending notice within 3 days"): once per subscription, to
 * the tenant's active administrators (else its contact). Each subscription is taken under its row lock and
 * the sending is recorded in the same transaction as the mails (rows of the mail outbox, sent after the
 * commit and retried there), so two runs at once (two replicas) mail it once.
 */
@CommandHandler(SendTrialEndingNotices)
export class SendTrialEndingNoticesHandler implements ICommandHandler<SendTrialEndingNotices> {
  private readonly logger = new Logger(SendTrialEndingNoticesHandler.name);

  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly tenants: BillingTenants,
    private readonly mail: BillingMail,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<TrialEndingNoticesSummary> {
    const now = this.clock.now();
    const until = new Date(now.getTime() + CATALOGUE.trial.endingNoticeDays * DAY_MS);
    const candidates = await this.subscriptions.trialsEndingBy(now, until, BATCH);
    const summary: TrialEndingNoticesSummary = { notified: 0, failures: 0 };
    for (const candidate of candidates) {
      try {
        if (await this.notify(candidate.tenantId, now)) summary.notified += 1;
      } catch (error) {
        summary.failures += 1;
        this.logger.error(
          `Could not mail the trial-ending notice of tenant ${candidate.tenantId}: ${String(error)}`,
        );
      }
    }
    return summary;
  }

  private notify(tenantId: string, now: Date): Promise<boolean> {
    return this.subscriptions.transactional(async () => {
      const subscription = await this.subscriptions.lockByTenant(tenantId);
      if (!subscription?.needsTrialEndingNotice(now) || subscription.trialEndsAt === null) return false;
      // One after the other: both run on the transaction's connection.
      const tenant = await this.tenants.tenant(tenantId);
      const administrators = await this.tenants.administrators(tenantId);
      for (const administrator of administrators) {
        await this.mail.trialEnding(administrator, {
          organizationName: tenant?.organizationName ?? '',
          trialEndsAt: subscription.trialEndsAt,
        });
      }
      subscription.recordTrialEndingNotice(now);
      await this.subscriptions.save(subscription);
      return true;
    });
  }
}
